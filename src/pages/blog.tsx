import { BlogCard } from '../components/blog-card'
import { NewsletterIsland } from '../components/forms/newsletter-island'
import { Island } from '../components/island'
import { JsonLd } from '../components/json-ld'
import { usePage } from '../components/page-context'
import { PageHero } from '../components/page-hero'
import { Picture } from '../components/picture'
import { getPost, listPosts, listRelatedPosts } from '../content'
import BlogList from '../islands/blog-list'
import ShareButton from '../islands/share-button'
import { pictureSources } from '../lib/images'
import { shareImage } from '../lib/seo'
import { localePath } from '../route-table'
import { BLOG_TOPICS, type BlogPost, type BlogPostSummary, type BlogTopic } from '../schemas/blog'
import type { Page } from '../schemas/common'
import {
  BlogQuerySchema,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  parseLenient,
  toSearchParams,
} from '../schemas/content-query'
import { blogCardLabels, blogTopicLabels, template } from './content-labels'
import type { PageView, ViewContext } from './types'

interface BlogListData {
  topic: BlogTopic | undefined
  list: Page<BlogPostSummary>
  loadedPages: number
}

function topicOf(url: URL): BlogTopic | undefined {
  return parseLenient(BlogQuerySchema, Object.fromEntries(url.searchParams)).topic
}

function TopicMenu({ topic }: { topic: BlogTopic | undefined }) {
  const { t, locale } = usePage()
  const base = localePath('blog', locale.code)
  const names = blogTopicLabels(t)
  const items: [BlogTopic | undefined, string][] = [
    [undefined, t('blogList.viewAll')],
    ...BLOG_TOPICS.map((value): [BlogTopic, string] => [value, names[value]]),
  ]
  return (
    <nav aria-label={t('blogList.topicsLabel')} className="-mx-4 mt-8 overflow-x-auto px-4">
      <ul className="flex gap-2 sm:flex-wrap">
        {items.map(([value, label]) => (
          <li key={value ?? 'all'} className="shrink-0">
            <a
              href={value ? `${base}?topic=${value}` : base}
              aria-current={value === topic ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-center text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 aria-[current=page]:border-primary-700 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function BlogListPage({ data }: { data: BlogListData }) {
  const { t, locale } = usePage()
  const { list, topic } = data
  return (
    <>
      <PageHero heading={t('pages.blog.heading')} intro={t('pages.blog.intro')}>
        <TopicMenu topic={topic} />
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 sm:px-6 lg:px-8">
        {list.total === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('blogList.empty')}
            </p>
            <a
              href={localePath('blog', locale.code)}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-center text-sm font-semibold text-white hover:bg-primary-800"
            >
              {t('blogList.emptyAction')}
            </a>
          </div>
        ) : (
          <Island
            name="blog-list"
            hydrate="interaction"
            component={BlogList}
            props={{
              items: list.items,
              total: list.total,
              loadedPages: data.loadedPages,
              pageSize: DEFAULT_PAGE_SIZE,
              query: toSearchParams({ topic }).toString(),
              localeIso: locale.iso,
              postBase: localePath('blog-slug', locale.code, { slug: 'x' }).slice(0, -1),
              labels: {
                ...blogCardLabels(t),
                list: t('blogList.list'),
                loadMore: t('blogList.loadMore'),
                loading: t('blogList.loading'),
                loadError: t('blogList.loadError'),
                showing: template(t, 'blogList.showing', 'shown', 'total'),
              },
            }}
          />
        )}
        <div className="mx-auto w-full max-w-2xl">
          <NewsletterIsland variant="card" />
        </div>
      </div>
    </>
  )
}

export const blogListPage: PageView<BlogListData> = {
  async meta({ t, url }) {
    const topic = topicOf(url)
    if (!topic) return { title: t('pages.blog.title'), description: t('pages.blog.description') }
    const name = blogTopicLabels(t)[topic]
    return {
      title: t('blogList.topicTitle', { topic: name }),
      description: t('blogList.topicDescription', { topic: name }),
    }
  },
  async load({ env, url, locale }) {
    const topic = topicOf(url)
    const page = parseLenient(BlogQuerySchema, Object.fromEntries(url.searchParams)).page ?? 1
    const loadedPages = Math.min(page, MAX_PAGE_SIZE / DEFAULT_PAGE_SIZE)
    const list = await listPosts(env, locale.code, {
      topic,
      page: 1,
      pageSize: loadedPages * DEFAULT_PAGE_SIZE,
    })
    return { topic, list, loadedPages }
  },
  Component: BlogListPage,
}

interface ArticleData {
  post: BlogPost
  related: BlogPostSummary[]
  url: string
  origin: string
}

const fetched = new WeakMap<ViewContext, Promise<BlogPost | null>>()
function postOf(ctx: ViewContext): Promise<BlogPost | null> {
  let promise = fetched.get(ctx)
  if (!promise) {
    promise = getPost(ctx.env, ctx.locale.code, ctx.params.slug ?? '')
    fetched.set(ctx, promise)
  }
  return promise
}

function Article({ data }: { data: ArticleData }) {
  const { t, locale } = usePage()
  const { post, related, url, origin } = data
  const topics = blogTopicLabels(t)
  const blog = localePath('blog', locale.code)
  const date = new Intl.DateTimeFormat(locale.iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${post.publishedAt}T00:00:00Z`)
  )
  const cover = pictureSources(post.cover)?.fallback ?? post.cover.url
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
      <nav
        aria-label={t('article.breadcrumb')}
        className="text-sm text-slate-600 dark:text-slate-400"
      >
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <a href={blog} className="hover:underline">
              {t('article.blog')}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <a href={`${blog}?topic=${post.topic}`} className="hover:underline">
              {topics[post.topic]}
            </a>
          </li>
        </ol>
      </nav>
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
        <section
          aria-labelledby="share-post"
          className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800"
        >
          <h2 id="share-post" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('article.share')}
          </h2>
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
        </section>
        <section
          aria-labelledby="register"
          className="mt-10 rounded-2xl bg-slate-900 p-6 text-white sm:p-8 dark:bg-slate-800"
        >
          <h2 id="register" className="text-xl font-semibold">
            {t('article.registerTitle')}
          </h2>
          <p className="mt-2 text-slate-200">{t('article.registerText')}</p>
          <a
            href={`${localePath('contact', locale.code)}?kind=consultation`}
            className="mt-5 inline-flex min-h-11 items-center rounded-full bg-white px-6 text-center text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t('article.register')}
          </a>
        </section>
      </div>
      {related.length > 0 ? (
        <section
          aria-labelledby="related"
          className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-800"
        >
          <h2 id="related" className="text-2xl font-semibold text-slate-900 dark:text-white">
            {t('article.related')}
          </h2>
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
        </section>
      ) : null}
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

export const articlePage: PageView<ArticleData> = {
  async meta(ctx) {
    const post = await postOf(ctx)
    if (!post) return null
    return {
      title: ctx.t('article.metaTitle', { title: post.title }),
      description: post.excerpt,
      image: shareImage(post.cover),
      hero: { image: post.cover, sizes: COVER_SIZES },
      article: { publishedTime: post.publishedAt, section: blogTopicLabels(ctx.t)[post.topic] },
      crumb: post.title,
    }
  },
  async load(ctx) {
    const post = (await postOf(ctx))!
    const related = await listRelatedPosts(ctx.env, ctx.locale.code, post)
    const origin = (ctx.env.PUBLIC_ORIGIN?.trim() || ctx.url.origin).replace(/\/+$/, '')
    const url = origin + localePath('blog-slug', ctx.locale.code, { slug: post.slug })
    return { post, related, url, origin }
  },
  Component: Article,
}
