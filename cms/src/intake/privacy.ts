import { randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { FORM_RECORDS } from './records'
import { anonymize } from './retention'

const USER = 'plugin::users-permissions.user'
/** What a partner's account holds about them; never its password or tokens. */
const ACCOUNT_FIELDS = [
  'username',
  'email',
  'fullName',
  'language',
  'provider',
  'confirmed',
  'blocked',
  'createdAt',
  'updatedAt',
]

const sameAddress = (email: string) => ({ email: { $eqi: email } })

/**
 * Everything the CMS holds about an address (a person's request, `npm run privacy -- export`):
 * each form record sent with it, and a partner account with its referrals.
 */
export async function exportEmail(strapi: Core.Strapi, email: string) {
  const records: Record<string, unknown[]> = {}
  for (const [type, record] of Object.entries(FORM_RECORDS)) {
    records[type] = await strapi.documents(record.uid as any).findMany({
      filters: sameAddress(email),
      ...(type === 'lead'
        ? {
            populate: {
              listing: { fields: ['ref', 'title'] },
              consultant: { fields: ['ref', 'name'] },
            },
          }
        : {}),
      limit: -1,
    } as any)
  }
  const accounts = await strapi.db.query(USER).findMany({
    where: { email: { $eqi: email } },
    select: ACCOUNT_FIELDS,
    populate: { referrals: { select: ['clientName', 'stage', 'commission', 'date'] } },
  })
  return { email, records, partnerAccounts: accounts }
}

/**
 * Erases an address (`npm run privacy -- erase`): every form record sent with it keeps its place
 * in the counts and loses each personal field; a partner account is blocked and loses its name,
 * address and picture (its referrals stay, the brokerage's record of commissions owed).
 */
export async function eraseEmail(strapi: Core.Strapi, email: string, at: Date) {
  const counts: Record<string, number> = {}
  for (const [type, record] of Object.entries(FORM_RECORDS)) {
    counts[type] = await anonymize(strapi, record, sameAddress(email), at)
  }
  const accounts = await strapi.db
    .query(USER)
    .findMany({ where: { email: { $eqi: email } }, select: ['id'] })
  for (const { id } of accounts) {
    // the user service hashes the new password: no one knows it, and sign-in compares as usual
    await strapi
      .plugin('users-permissions')
      .service('user')
      .edit(id, {
        username: `erased-${id}`,
        email: `erased-${id}@erased.invalid`,
        fullName: null,
        avatar: null,
        blocked: true,
        password: randomBytes(32).toString('hex'),
        resetPasswordToken: null,
        confirmationToken: null,
      })
    await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(id))
  }
  counts.partner_account = accounts.length
  return counts
}
