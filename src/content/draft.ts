import type { SiteRecord } from '../../cms/src/content-model'
import type { LocaleCode } from '../i18n/locales'
import { localized } from './d1/localized'
import type { Row } from './d1/rows'
import { pageRecord, type Joined } from './records'

/**
 * A CMS draft (mapped by the content model) as its page reads it in a locale: the draft's own
 * fields, joined with what D1 holds of the published content it names (the listing's community,
 * the article's author), as D1's reads join them. Nothing is written.
 */
export async function draftForPage(
  db: D1Database,
  record: SiteRecord,
  locale: LocaleCode
): Promise<{ ok: true; value: unknown } | { ok: false; issues: string[] }> {
  let joined: Joined = {}
  if (record.kind === 'property') {
    joined =
      (await db
        .prepare(
          `SELECT ${localized(locale, 'area', 'a.slug', 'name', 'a.name')} AS area_name,
             ${localized(locale, 'area', 'a.slug', 'neighbourhood', 'a.neighbourhood')} AS neighbourhood
           FROM areas a WHERE a.slug = ?`
        )
        .bind(record.row.area_slug)
        .first<Row>()) ?? {}
  } else if (record.kind === 'post' && record.row.author_id !== null) {
    joined = (await db
      .prepare(
        `SELECT g.name AS author_name,
             ${localized(locale, 'agent', 'g.id', 'title', 'g.title')} AS author_title
           FROM agents g WHERE g.id = ?`
      )
      .bind(record.row.author_id)
      .first<Row>()) ?? { author_name: null }
  }
  return pageRecord(record, locale, joined)
}
