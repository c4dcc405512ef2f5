import type { Core } from '@strapi/strapi'

const NAME = 'Site: sync and preview'

/**
 * The read-only API token the site reads the CMS with (its sync and its draft preview): its
 * key is CMS_API_TOKEN, the same secret as the worker's, set on both sides like the webhook's,
 * instead of one made in the admin and copied. Made once; a changed key replaces the old one.
 */
export async function registerSiteToken(strapi: Core.Strapi): Promise<void> {
  const key = process.env.CMS_API_TOKEN?.trim()
  if (!key) return
  const tokens = strapi.service('admin::api-token')
  const hash = tokens.hash(key)
  const tokenTable = strapi.db.query('admin::api-token')
  const existing = await tokenTable.findOne({ where: { name: NAME } })
  if (existing?.accessKey === hash) return
  const data = {
    name: NAME,
    description: 'Made from CMS_API_TOKEN: the site reads published content and drafts with it',
    type: 'read-only',
    kind: 'content-api',
    accessKey: hash,
    encryptedKey: strapi.service('admin::encryption').encrypt(key),
    lifespan: null,
    expiresAt: null,
  }
  if (existing) await tokenTable.update({ where: { id: existing.id }, data })
  else await tokenTable.create({ data })
}
