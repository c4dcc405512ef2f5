import type { MessageKey } from '../i18n/messages'
import { FOOTER, type PageName } from '../route-table'
import { BrandLogo } from '../components/brand-logo'
import { NewsletterIsland } from '../placements/newsletter-island'
import { usePage } from '../components/page-context'
import { SiteLink } from '../components/site-link'

/** Pages that end with their own newsletter card right above the footer: one form, not two. */
const OWN_SIGNUP = new Set<PageName | null>(['blog'])
/** The newsletter's answer to a plain form post (src/forms/newsletter.tsx) is that card too. */
const NEWSLETTER_ANSWER = '/api/newsletter'

const heading = (column: (typeof FOOTER)[number]['column']): MessageKey => `footer.${column}`

export function SiteFooter() {
  const { t, page, path } = usePage()
  const ownSignup = OWN_SIGNUP.has(page) || path.split('?')[0] === NEWSLETTER_ANSWER
  return (
    <footer className="border-t border-slate-200 bg-slate-50 defer-offscreen dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <BrandLogo />
          <p className="mt-4 text-sm leading-6 text-slate-600 dark:text-slate-300">
            {t('footer.about')}
          </p>
          {ownSignup ? null : (
            <div className="mt-8">
              <NewsletterIsland variant="footer" />
            </div>
          )}
        </div>
        {FOOTER.map(({ column, links }) => (
          <nav key={column} aria-label={t(heading(column))}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
              {t(heading(column))}
            </h2>
            <ul className="mt-4 grid gap-2">
              {links.map((link) => (
                <li key={link.label}>
                  <SiteLink to={link.page} query={link.query} className="footer-link">
                    {t(link.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8 dark:text-slate-400">
          {t('footer.rights', { year: t('footer.year'), brand: t('brand.name') })}
        </p>
      </div>
    </footer>
  )
}
