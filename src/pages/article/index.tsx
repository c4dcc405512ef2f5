import { Breadcrumbs } from '../../components/marketing/breadcrumbs'
import { JsonLd } from '../../components/json-ld'
import { usePage } from '../../components/page-context'
import { Picture } from '../../components/picture'
import { getPost, listRelatedPosts } from '../../content'
import { pictureSources } from '../../lib/images'
import { shareImage } from '../../lib/seo'
import { localePath } from '../../route-table'
import { type BlogPost, type BlogPostSummary } from '../../schemas/blog'
import { blogTopicLabels } from '../content-labels'
import { definePage, type Resolved, type ViewContext } from '../page'
import route from './route'
import { RegisterSection, RelatedPosts, ShareSection } from './sections'
import { formatDate } from '../../i18n/format'

interface ArticleData {
  post: BlogPost
  related: BlogPostSummary[]
  /** the article's canonical URL, to share */
  url: string
}

function Article({ data }: { data: ArticleData }) {
  const { t, locale, origin } = usePage()
  const { post, related, url } = data
  const topics = blogTopicLabels(t)
  const blog = localePath('blog', locale.code)
  const date = formatDate(locale, post.publishedAt)
  const cover = pictureSources(post.cover)?.fallback ?? post.cover.url
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          inLanguage: locale.iso,
          datePublished: post.publishedAt,
          // posts carry no edit date: a post is as it was published
          dateModified: post.publishedAt,
          articleSection: topics[post.topic],
          image: [...new Set([shareImage(post.cover).src, cover].filter(Boolean) as string[])].map(
            (src) => (src.startsWith('/') ? origin + src : src)
          ),
          timeRequired: `PT${post.readingMinutes}M`,
          author: post.author
            ? {
                '@type': 'Person',
                name: post.author.name,
                jobTitle: post.author.title,
                url: origin + localePath('agent-id', locale.code, { id: post.author.id }),
              }
            : { '@type': 'Organization', name: t('brand.name') },
          publisher: {
            '@type': 'Organization',
            '@id': `${origin}/#organization`,
            name: t('brand.name'),
            url: origin + localePath('index', locale.code),
            logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` },
          },
        }}
      />
      <Breadcrumbs
        trail={[
          { name: t('article.blog'), page: 'blog' },
          { name: topics[post.topic], page: 'blog', query: `topic=${post.topic}` },
          { name: post.title },
        ]}
      />
      <header className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {post.title}
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{post.excerpt}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {post.author ? (
            <a
              href={localePath('agent-id', locale.code, { id: post.author.id })}
              className="font-medium hover:underline"
            >
              {t('article.by', { name: post.author.name, title: post.author.title })}
            </a>
          ) : null}
          <time dateTime={post.publishedAt}>{t('article.published', { date })}</time>
          <span aria-hidden="true">·</span>
          <span>{t.plural('article.readingTime', post.readingMinutes)}</span>
        </p>
      </header>
      <div className="mx-auto mt-8 max-w-4xl overflow-hidden rounded-2xl">
        <Picture image={post.cover} sizes={COVER_SIZES} priority className="aspect-[3/2] w-full" />
      </div>
      <div className="mx-auto mt-10 max-w-3xl">
        {post.keyTakeaways.length > 0 ? (
          <aside
            aria-labelledby="key-takeaways"
            className="rounded-2xl border-s-4 border-primary-600 bg-primary-50 p-6 dark:bg-primary-950/40"
          >
            <h2 id="key-takeaways" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('article.keyTakeaways')}
            </h2>
            <ul className="mt-3 grid gap-2">
              {post.keyTakeaways.map((item) => (
                <li key={item} className="flex gap-3 text-slate-800 dark:text-slate-200">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-400"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="m5 12 5 5L20 7" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
        <div className="mt-8 text-lg leading-8 text-slate-800 dark:text-slate-200">
          {post.body.map((block, index) =>
            block.type === 'heading' ? (
              <h2
                key={index}
                className="mt-10 text-2xl font-semibold text-slate-900 dark:text-white"
              >
                {block.text}
              </h2>
            ) : block.type === 'list' ? (
              <ul key={index} className="mt-5 list-disc space-y-2 ps-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={index} className="mt-5">
                {block.text}
              </p>
            )
          )}
        </div>
        <ShareSection post={post} url={url} />
        <RegisterSection />
      </div>
      <RelatedPosts related={related} />
      <p className="mt-10">
        <a
          href={blog}
          className="font-semibold text-primary-800 hover:underline dark:text-primary-300"
        >
          {t('article.allPosts')}
        </a>
      </p>
    </article>
  )
}

/** How wide an article's cover is shown; it is preloaded from the head with the same. */
const COVER_SIZES = '(min-width: 896px) 896px, 100vw'

/** The article (a 404 when there is none) and the related ones. */
async function resolve(ctx: ViewContext): Promise<Resolved<ArticleData> | null> {
  const { t, env, locale } = ctx
  const post = await getPost(env, locale.code, ctx.params.slug ?? '')
  if (!post) return null
  const related = await listRelatedPosts(env, locale.code, post)
  return {
    meta: {
      title: t('article.metaTitle', { title: post.title }),
      description: post.excerpt,
      image: shareImage(post.cover),
      hero: { image: post.cover, sizes: COVER_SIZES },
      article: { publishedTime: post.publishedAt, section: blogTopicLabels(t)[post.topic] },
      crumb: post.title,
    },
    data: {
      post,
      related,
      url: ctx.origin + localePath('blog-slug', locale.code, { slug: post.slug }),
    },
  }
}

export default definePage(route, { resolve, Component: Article })
