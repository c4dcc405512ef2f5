import { BlogPostSchema, BlogPostSummarySchema } from '../../schemas/blog'
import type { LocaleCode } from '../../i18n/locales'
import type { ContentSource } from '../source'
import { parseBody, readingMinutes } from '../text'
import { jsonColumn, validRecord, validRecords } from '../validate'
import { localized } from './localized'
import { paged, pageOf, pictureColumn, withLocalized, type Row } from './rows'

function reshapePostSummary(row: Row) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic,
    excerpt: row.excerpt,
    // the description is the column's, translated like the article's words
    cover: { ...(pictureColumn(row.cover, row.cover_alt) as object), alt: row.cover_alt },
    publishedAt: row.published_at,
    // the same article reads as long in every language: counted on the English, whose words
    // are space-separated (a Korean body counts fewer, longer words: every article read "1분")
    readingMinutes: readingMinutes(String(row.english_body ?? '')),
  }
}

export function reshapePost(row: Row): unknown {
  return {
    ...reshapePostSummary(row),
    body: parseBody(String(row.body ?? '')),
    keyTakeaways: jsonColumn(row.key_takeaways),
    author:
      row.author_id === null
        ? null
        : { id: row.author_id, name: row.author_name, title: row.author_title },
  }
}

/** The blog: its pages of articles and one article. */
export function d1Posts(
  db: D1Database,
  locale: LocaleCode
): Pick<ContentSource, 'listPosts' | 'getPost'> {
  const summaryColumns = (table: string) => `${table}.body AS english_body,
    ${localized(locale, 'blog_post', `${table}.id`, 'title', `${table}.title`)} AS l_title,
    ${localized(locale, 'blog_post', `${table}.id`, 'excerpt', `${table}.excerpt`)} AS l_excerpt,
    ${localized(locale, 'blog_post', `${table}.id`, 'cover_alt', `${table}.cover_alt`)} AS l_cover_alt`
  return {
    async listPosts(query) {
      const where = query.topic ? 'WHERE topic = ?' : ''
      const binds = query.topic ? [query.topic] : []
      const page = pageOf(query)
      return paged(
        db,
        db.prepare(`SELECT COUNT(*) AS total FROM blog_posts ${where}`).bind(...binds),
        db
          .prepare(
            `SELECT id, slug, title, topic, excerpt, cover, cover_alt, published_at,
             ${summaryColumns('blog_posts')}
             FROM blog_posts ${where} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`
          )
          .bind(...binds, page.pageSize, page.offset),
        page,
        (rows) =>
          validRecords(
            BlogPostSummarySchema,
            rows.map((row) => reshapePostSummary(withLocalized(row))),
            'blog post'
          )
      )
    },

    async getPost(slug) {
      const row = await db
        .prepare(
          `SELECT b.*, g.name AS author_name, ${summaryColumns('b')},
             ${localized(locale, 'blog_post', 'b.id', 'body', 'b.body')} AS l_body,
             ${localized(locale, 'blog_post', 'b.id', 'key_takeaways', 'b.key_takeaways')} AS l_key_takeaways,
             ${localized(locale, 'agent', 'g.id', 'title', 'g.title')} AS author_title
           FROM blog_posts b LEFT JOIN agents g ON g.id = b.author_id WHERE b.slug = ?`
        )
        .bind(slug)
        .first<Row>()
      return row ? validRecord(BlogPostSchema, reshapePost(withLocalized(row)), 'blog post') : null
    },
  }
}
