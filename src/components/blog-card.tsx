import { fill, plural, type PluralForms } from '../i18n/template'
import { NamedLabel } from './named-label'
import type { BlogPostSummary, BlogTopic } from '../schemas/blog'
import { Picture } from './picture'
import { formatLongDate } from '../i18n/format'

export interface BlogCardLabels {
  topics: Record<BlogTopic, string>
  readingTime: PluralForms
  readArticle: string
  /** `Read article: {{title}}` */
  readArticleNamed: string
}

interface BlogCardProps {
  post: BlogPostSummary
  href: string
  labels: BlogCardLabels
  localeIso: string
  headingLevel?: 2 | 3
  priority?: boolean
}

/** An article in a list: cover, topic, title, excerpt, date and reading time. */
export function BlogCard({
  post,
  href,
  labels,
  localeIso,
  headingLevel = 2,
  priority,
}: BlogCardProps) {
  const Heading = `h${headingLevel}` as const
  const date = formatLongDate(localeIso, post.publishedAt)
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Picture
        image={post.cover}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        className="aspect-[3/2] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
          {labels.topics[post.topic]}
        </p>
        <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
          <a href={href} className="hover:text-primary-700 dark:hover:text-primary-300">
            {post.title}
          </a>
        </Heading>
        <p className="text-sm leading-6 text-slate-700 dark:text-slate-300">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 pt-3 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.publishedAt}>{date}</time>
          <span aria-hidden="true">·</span>
          <span>{plural(localeIso, post.readingMinutes, labels.readingTime)}</span>
        </p>
        <a
          href={href}
          className="mt-2 inline-flex min-h-11 items-center text-center font-semibold text-primary-800 hover:underline dark:text-primary-300"
        >
          <NamedLabel
            label={labels.readArticle}
            named={fill(labels.readArticleNamed, { title: post.title })}
          />
        </a>
      </div>
    </article>
  )
}
