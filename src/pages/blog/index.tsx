import { NewsletterIsland } from '../../placements/newsletter-island'
import { Island } from '../../placements/island'
import { usePage } from '../../components/page-context'
import { PageHero } from '../../components/page-hero'
import { listPosts } from '../../content'
import BlogList from '../../islands/blog-list'
import { localePath } from '../../route-table'
import { BLOG_TOPICS, type BlogPostSummary, type BlogTopic } from '../../schemas/blog'
import type { Page } from '../../schemas/common'
import {
  BlogQuerySchema,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  parseLenient,
  toSearchParams,
} from '../../schemas/content-query'
import { blogCardLabels, blogTopicLabels } from '../content-labels'
import type { Resolved, ViewContext } from '../page'
import { routeMeta } from '../marketing'
import { definePage } from '../page'
import route from './route'
import { template } from '../../i18n/messages'

interface BlogListData {
  topic: BlogTopic | undefined
  list: Page<BlogPostSummary>
  loadedPages: number
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

async function resolve({ t, url, env, locale }: ViewContext): Promise<Resolved<BlogListData>> {
  const query = parseLenient(BlogQuerySchema, Object.fromEntries(url.searchParams))
  const topic = query.topic
  const loadedPages = Math.min(query.page ?? 1, MAX_PAGE_SIZE / DEFAULT_PAGE_SIZE)
  const list = await listPosts(env, locale.code, {
    topic,
    page: 1,
    pageSize: loadedPages * DEFAULT_PAGE_SIZE,
  })
  const name = topic ? blogTopicLabels(t)[topic] : undefined
  return {
    // a topic's page has its own title and description
    meta: name
      ? {
          title: t('blogList.topicTitle', { topic: name }),
          description: t('blogList.topicDescription', { topic: name }),
        }
      : routeMeta(route, t),
    data: { topic, list, loadedPages },
  }
}

export default definePage(route, { resolve, Component: BlogListPage })
