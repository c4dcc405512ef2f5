import type { Core } from '@strapi/strapi'

const CONTENT = ['area', 'property', 'agent', 'testimonial', 'blog-post'].flatMap((name) => [
  `api::${name}.${name}.find`,
  `api::${name}.${name}.findOne`,
])

/** Sign-in, renewal and password reset, which the worker proxies for every visitor. */
const AUTH = [
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  'plugin::users-permissions.auth.emailConfirmation',
  'plugin::users-permissions.auth.sendEmailConfirmation',
  'plugin::users-permissions.auth.refresh',
  'plugin::users-permissions.auth.logout',
]

/**
 * What each role may do, in code rather than clicked in the admin: visitors read published
 * content and sign in; partners also read their own profile and referrals (the referral
 * controller limits `find` to the partner's own). Nothing else is granted, and nothing granted
 * by hand is taken away.
 */
const GRANTS: Record<string, string[]> = {
  public: [...CONTENT, ...AUTH],
  authenticated: [
    ...CONTENT,
    ...AUTH,
    'plugin::users-permissions.user.me',
    'api::referral.referral.find',
    'api::referral.referral.findOne',
    // a partner's own account manager only (its controller), shown on their dashboard
    'api::account-manager.account-manager.find',
    'api::account-manager.account-manager.findOne',
  ],
}

export async function grantPermissions(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('plugin::users-permissions.role')
  const permissions = strapi.db.query('plugin::users-permissions.permission')
  for (const [type, actions] of Object.entries(GRANTS)) {
    const role = await roles.findOne({ where: { type } })
    if (!role) continue
    const granted = await permissions.findMany({ where: { role: role.id } })
    const have = new Set(granted.map((permission: { action: string }) => permission.action))
    for (const action of actions) {
      if (!have.has(action)) await permissions.create({ data: { action, role: role.id } })
    }
  }
}
