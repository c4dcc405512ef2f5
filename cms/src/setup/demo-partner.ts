import type { Core } from '@strapi/strapi'

/**
 * A demo Refer & Earn partner with three referrals and an account manager, so the partner portal
 * can be tried locally. Never in production: a real partner signs up through the programme.
 */
export async function seedDemoPartner(strapi: Core.Strapi): Promise<void> {
  if (process.env.NODE_ENV === 'production') return
  const users = strapi.db.query('plugin::users-permissions.user')
  if (await users.findOne({ where: { email: 'layla@partners.example' } })) return
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } })
  const manager = await strapi.documents('api::account-manager.account-manager').create({
    data: { name: 'Omar Al Farsi', email: 'omar@arcadia.example', phone: '+971 4 300 0000' },
  })
  const partner = await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: 'layla.haddad',
      email: 'layla@partners.example',
      password: process.env.DEMO_PARTNER_PASSWORD ?? 'correct horse battery',
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
      fullName: 'Layla Haddad',
      accountManager: manager.id,
    })
  const referrals = [
    { clientName: 'Marco Rossi', stage: 'closed', commission: 12500, date: '2025-03-04' },
    { clientName: 'Anna Schmidt', stage: 'viewing', date: '2025-05-19' },
    { clientName: 'Chen Wei', stage: 'new', date: '2025-06-02' },
  ]
  for (const referral of referrals) {
    await strapi
      .documents('api::referral.referral')
      .create({ data: { ...referral, partner: partner.id } } as any)
  }
}
