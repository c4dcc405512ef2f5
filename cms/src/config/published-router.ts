import { factories } from '@strapi/strapi'
import type { UID } from '@strapi/strapi'

const PUBLISHED_ONLY = { policies: ['global::published-only'] }

/** The REST routes of a content type with draft & publish: its reads show published entries. */
export const publishedRouter = (uid: UID.ContentType) =>
  factories.createCoreRouter(uid, { config: { find: PUBLISHED_ONLY, findOne: PUBLISHED_ONLY } })
