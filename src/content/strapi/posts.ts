import { BlogPostSchema, BlogPostSummarySchema } from '../../schemas/blog'
import { DEFAULT_ARTWORK } from '../../lib/seo'
import type { ContentSource } from '../source'
import { parseBody, readingMinutes, richText } from '../text'
import { validRecord, validRecords } from '../validate'
import type { StrapiClient } from './client'
import { refOf, relation, reshapeMedia, type Entry } from './fields'

/** The blog: its pages of articles and one article. */
export function strapiPosts({
  origin,
  request,
  pageOf,
  pagination,
}: StrapiClient): Pick<ContentSource, 'listPosts' | 'getPost'> {
  /** `english`: the entry in the default locale, whose body the reading time is counted on */
  function reshapePostSummary(entry: Entry, english: Entry = entry) {
    return {
      id: entry.id,
      slug: entry.slug,
      title: entry.title,
      topic: entry.topic,
      excerpt: entry.excerpt,
      // An article without a cover shows the site's skyline artwork rather than vanishing
      cover: reshapeMedia(entry.cover, origin, String(entry.title ?? '')) ?? {
        key: DEFAULT_ARTWORK,
        alt: String(entry.title ?? ''),
      },
      publishedAt: entry.date,
      // the same article reads as long in every language: counted on the English words
      readingMinutes: readingMinutes(richText(english.body)),
    }
  }

  return {
    async listPosts(query) {
      const answer = await request('blog-posts', {
        filters: query.topic ? { topic: { $eq: query.topic } } : undefined,
        sort: ['date:desc', 'id:desc'],
        populate: { cover: true },
        pagination: pagination(query),
      })
      return pageOf(
        answer,
        validRecords(
          BlogPostSummarySchema,
          answer.data.map((entry, index) => reshapePostSummary(entry, answer.base?.[index])),
          'CMS blog post'
        ),
        query
      )
    },

    async getPost(slug) {
      const answer = await request('blog-posts', {
        filters: { slug: { $eq: slug } },
        populate: { cover: true, author: { fields: ['ref', 'name', 'title'] } },
        pagination: { page: 1, pageSize: 1 },
      })
      const entry = answer.data[0]
      if (!entry) return null
      const english = answer.base?.[0]
      const author = relation(entry.author)
      return validRecord(
        BlogPostSchema,
        {
          ...reshapePostSummary(entry, english),
          body: parseBody(richText(entry.body)),
          keyTakeaways: entry.keyTakeaways ?? [],
          author: author ? { id: refOf(author), name: author.name, title: author.title } : null,
        },
        'CMS blog post'
      )
    },
  }
}
