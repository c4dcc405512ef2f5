import { BlogCard } from '../../components/blog-card'
import { HeadedSection } from '../../components/headed-section'
import { Island } from '../../placements/island'
import { usePage } from '../../components/page-context'
import ShareButton from '../../islands/share-button'
import { localePath } from '../../route-table'
import type { BlogPost, BlogPostSummary } from '../../schemas/blog'
import { blogCardLabels } from '../content-labels'

// The parts of an article after its text: sharing it, the consultation offer, related reading.

/** The share button (the system's share sheet, else a copied link) and each network's link. */
export function ShareSection({ post, url }: { post: BlogPost; url: string }) {
  const { t } = usePage()
  const encoded = encodeURIComponent(url)
  const shareLinks: [string, string][] = [
    [
      t('article.shareWhatsapp'),
      `https://wa.me/?text=${encodeURIComponent(`${post.title} ${url}`)}`,
    ],
    [t('article.shareLinkedin'), `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
    [
      t('article.shareX'),
      `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(post.title)}`,
    ],
    [t('article.shareFacebook'), `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
  ]
  return (
    <HeadedSection
      id="share-post"
      heading={t('article.share')}
      className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800"
      headingClassName="text-lg font-semibold text-slate-900 dark:text-white"
    >
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Island
          name="share-button"
          hydrate="interaction"
          component={ShareButton}
          props={{
            title: post.title,
            text: post.excerpt,
            url,
            labels: {
              share: t('article.shareButton'),
              linkCopied: t('article.linkCopied'),
              copyFailed: t('article.copyFailed'),
            },
          }}
        />
        <ul className="flex flex-wrap gap-2">
          {shareLinks.map(([label, href]) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  )
}

/** The offer of a consultation, on the contact page's consultation form. */
export function RegisterSection() {
  const { t, locale } = usePage()
  return (
    <HeadedSection
      id="register"
      heading={t('article.registerTitle')}
      className="mt-10 rounded-2xl bg-slate-900 p-6 text-white sm:p-8 dark:bg-slate-800"
      headingClassName="text-xl font-semibold"
    >
      <p className="mt-2 text-slate-200">{t('article.registerText')}</p>
      <a
        href={`${localePath('contact', locale.code)}?kind=consultation`}
        className="mt-5 inline-flex min-h-11 items-center rounded-full bg-white px-6 text-center text-sm font-semibold text-slate-900 hover:bg-slate-100"
      >
        {t('article.register')}
      </a>
    </HeadedSection>
  )
}

/** Other articles of the same topic, then the newest (`listRelatedPosts`). */
export function RelatedPosts({ related }: { related: BlogPostSummary[] }) {
  const { t, locale } = usePage()
  if (related.length === 0) return null
  return (
    <HeadedSection
      id="related"
      heading={t('article.related')}
      className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-800"
      headingClassName="text-2xl font-semibold text-slate-900 dark:text-white"
    >
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {related.map((item) => (
          <li key={item.id} className="flex [&>article]:flex-1">
            <BlogCard
              post={item}
              href={localePath('blog-slug', locale.code, { slug: item.slug })}
              labels={blogCardLabels(t)}
              localeIso={locale.iso}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
