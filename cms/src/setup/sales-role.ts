import type { Core } from '@strapi/strapi'
import { FORM_UIDS } from '../intake/records'

const READ = 'plugin::content-manager.explorer.read'
const UPDATE = 'plugin::content-manager.explorer.update'
const LEAD = 'api::lead.lead'
const SYSTEM = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
])

/** What the listing and consultant of a lead show in its row: their number and name. */
const SHOWN_WITH_A_LEAD: Record<string, string[]> = {
  'api::property.property': ['ref', 'title'],
  'api::agent.agent': ['ref', 'name', 'email', 'phone'],
}

const fieldsOf = (strapi: Core.Strapi, uid: string) =>
  Object.keys(strapi.contentType(uid as any).attributes).filter((name) => !SYSTEM.has(name))

/**
 * The admin panel's "Sales" role, in code and set again on every start (what is clicked into it
 * by hand is taken back out): it reads every form collection (leads, applications, feedback,
 * subscribers) with the leads' listing and consultant, and changes one thing, a lead's stage.
 * It creates and deletes nothing. A super admin invites salespeople with this role.
 */
export async function configureSalesRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role')
  const role =
    (await strapi.db.query('admin::role').findOne({ where: { code: 'sales' } })) ??
    (await roles.create({
      name: 'Sales',
      code: 'sales',
      description: 'Reads the leads, applications, feedback and subscribers; moves a lead’s stage',
    }))
  const locales = (await strapi.plugin('i18n').service('locales').find()).map(
    (locale: { code: string }) => locale.code
  )
  const permissions = [
    ...[...FORM_UIDS].map((uid) => ({
      action: READ,
      subject: uid,
      properties: { fields: fieldsOf(strapi, uid) },
      conditions: [],
    })),
    { action: UPDATE, subject: LEAD, properties: { fields: ['stage'] }, conditions: [] },
    ...Object.entries(SHOWN_WITH_A_LEAD).map(([uid, fields]) => ({
      action: READ,
      subject: uid,
      properties: { fields, locales },
      conditions: [],
    })),
  ]
  await roles.assignPermissions(role.id, permissions)
}
