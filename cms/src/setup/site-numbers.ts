import type { Core } from '@strapi/strapi'
import { KINDS, NUMBERED_KINDS } from '../content-model'

const NUMBERED = new Set<string>(NUMBERED_KINDS.map((kind) => KINDS[kind].uid))

/**
 * The public number of a listing, consultant, article or testimonial (`ref`: `/catalog/7`),
 * assigned once by the CMS when the document is made (or duplicated), as the highest in use plus
 * one, so the site's URLs never change with a publish and a site database rebuilt from the CMS
 * gets the same ones (docs/content-sync.md). A number given on creation (the demo seed's) is
 * kept; its uniqueness is the content type's `unique`.
 */
export function assignSiteNumbers(strapi: Core.Strapi): void {
  strapi.documents.use(async (context: any, next: () => Promise<any>) => {
    if (!NUMBERED.has(context.uid)) return next()
    if (context.action !== 'create' && context.action !== 'clone') return next()
    const data = (context.params.data ??= {})
    if (context.action === 'create' && data.ref != null && data.ref !== '') return next()
    const highest = await strapi.db
      .query(context.uid)
      .findOne({ select: ['ref'], where: { ref: { $notNull: true } }, orderBy: { ref: 'desc' } })
    data.ref = Number(highest?.ref ?? 0) + 1
    return next()
  })
}
