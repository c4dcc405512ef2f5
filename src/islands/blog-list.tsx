import { BlogCard, type BlogCardLabels } from '../components/blog-card'
import type { BlogPostSummary } from '../schemas/blog'
import { LoadMoreFooter } from './parts/load-more-footer'
import { useLoadMore } from './parts/use-load-more'

export interface BlogListProps {
  items: BlogPostSummary[]
  total: number
  loadedPages: number
  pageSize: number
  query: string
  localeIso: string
  /** locale-prefixed `/blog/` */
  postBase: string
  labels: BlogCardLabels & {
    list: string
    loadMore: string
    loading: string
    loadError: string
    showing: string
  }
}

/** The blog's articles with Load More from `/api/blog` (a plain link without JavaScript). */
export default function BlogList(props: BlogListProps) {
  const { labels } = props
  const list = useLoadMore({ endpoint: '/api/blog', initial: props.items, ...props })
  return (
    <div>
      <ul aria-label={labels.list} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {list.items.map((post, index) => (
          <li key={post.id} className="flex [&>article]:flex-1">
            <BlogCard
              post={post}
              href={`${props.postBase}${post.slug}`}
              labels={labels}
              localeIso={props.localeIso}
              priority={index < 3}
            />
          </li>
        ))}
      </ul>
      <LoadMoreFooter list={list} labels={labels} />
      {list.fetcher}
    </div>
  )
}
