import { Avatar } from '../../components/avatar'
import { PageHero } from '../../components/page-hero'
import { usePage } from '../../components/page-context'
import { SiteLink } from '../../components/site-link'
import { formatDate, formatPrice } from '../../i18n/format'
import { localePath } from '../../route-table'
import { routeMeta } from '../marketing'
import { definePage, type Page } from '../page'
import route from './route'
import { REFERRAL_STATUSES, type DashboardState, type Partner } from '../../server/partner'
import { ColumnHeads } from '../../components/column-heads'

const HEAD_START = 'px-4 py-3 text-start font-semibold'

function validDate(value: string | undefined): boolean {
  return value !== undefined && !Number.isNaN(new Date(value).getTime())
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</dd>
    </div>
  )
}

function Dashboard({ partner }: { partner: Partner }) {
  const { t, locale } = usePage()
  const closed = partner.referrals.filter((r) => r.status === 'closed')
  const earned = closed.reduce((sum, r) => sum + (r.commission ?? 0), 0)
  const statusLabel = (status: string) => {
    const known = REFERRAL_STATUSES.find((name) => name === status)
    return known ? t(`partnerPortal.statuses.${known}`) : status
  }
  return (
    <section className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar alt={partner.name} src={partner.avatar} size="3xl" />
        <p className="flex-1 text-slate-700 dark:text-slate-300">
          {t('partnerPortal.signedInAs', { name: partner.name })}
        </p>
        <form method="post" action="/api/auth/logout">
          <input
            type="hidden"
            name="next"
            value={`${localePath('partner-sign-in', locale.code)}?signedOut`}
          />
          <button
            type="submit"
            className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t('auth.signOut')}
          </button>
        </form>
      </div>

      <div>
        <h2 className="sr-only">{t('partnerPortal.summary')}</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Stat
            label={t('partnerPortal.totalReferrals')}
            value={String(partner.referrals.length)}
          />
          <Stat label={t('partnerPortal.closedDeals')} value={String(closed.length)} />
          <Stat label={t('partnerPortal.commission')} value={formatPrice(locale, earned)} />
        </dl>
      </div>

      <div>
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('partnerPortal.referrals')}
        </h2>
        {partner.referrals.length === 0 ? (
          <p className="mt-4 text-slate-600 dark:text-slate-300">{t('partnerPortal.none')}</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-start text-sm">
              <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                <tr>
                  <ColumnHeads
                    columns={[
                      [t('partnerPortal.client'), HEAD_START],
                      [t('partnerPortal.date'), HEAD_START],
                      [t('partnerPortal.status'), HEAD_START],
                      [t('partnerPortal.amount'), 'px-4 py-3 text-end font-semibold'],
                    ]}
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {partner.referrals.map((referral) => (
                  <tr key={referral.id}>
                    <td className="px-4 py-3 font-medium text-slate-900 dark:text-white">
                      {referral.client}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                      {validDate(referral.date) ? formatDate(locale, referral.date!) : ''}
                    </td>
                    <td className="px-4 py-3">
                      <span
                        className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 data-[status=closed]:bg-primary-100 data-[status=closed]:text-primary-900 dark:bg-slate-800 dark:text-slate-200 dark:data-[status=closed]:bg-primary-900 dark:data-[status=closed]:text-primary-100"
                        data-status={referral.status}
                      >
                        {statusLabel(referral.status)}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-end whitespace-nowrap text-slate-700 dark:text-slate-300">
                      {referral.commission !== undefined
                        ? formatPrice(locale, referral.commission)
                        : t('partnerPortal.pending')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {partner.accountManager ? (
        <div className="flex items-center gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <Avatar alt={partner.accountManager.name} size="2xl" decorative />
          <div className="text-sm">
            <h2 className="font-semibold text-slate-900 dark:text-white">
              {t('partnerPortal.accountManager')}
            </h2>
            <p className="text-slate-700 dark:text-slate-300">{partner.accountManager.name}</p>
            {partner.accountManager.email ? (
              <a
                href={`mailto:${partner.accountManager.email}`}
                className="text-primary-700 hover:underline dark:text-primary-300"
              >
                {partner.accountManager.email}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  )
}

function DashboardPage({ data }: { data: DashboardState }) {
  const { t } = usePage()
  return (
    <>
      <PageHero
        heading={t('pages.partnerDashboard.heading')}
        intro={t('pages.partnerDashboard.intro')}
      />
      {data && 'partner' in data ? (
        <Dashboard partner={data.partner} />
      ) : (
        <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          {data && 'unavailable' in data ? (
            <p role="alert" className="mb-4 text-slate-700 dark:text-slate-300">
              {t('partnerPortal.unavailable')}
            </p>
          ) : null}
          <SiteLink
            to="partner-sign-in"
            className="inline-block rounded-full bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
          >
            {t('auth.signIn')}
          </SiteLink>
        </section>
      )}
    </>
  )
}

/**
 * The dashboard with the partner `routes/partner-portal.tsx` read behind the session, or 503
 * when the CMS could not say who it is.
 */
export function dashboardPage(state: DashboardState): Page {
  return definePage(route, {
    resolve: async ({ t }) => ({
      status: state && 'unavailable' in state ? 503 : 200,
      meta: routeMeta(route, t),
      data: state,
    }),
    Component: DashboardPage,
  })
}

/** Without a session the page only offers the sign-in (the portal answers before it). */
export default dashboardPage(undefined)
