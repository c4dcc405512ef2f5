/**
 * A partner of the Refer & Earn programme is a users-permissions user with a full name, an
 * avatar, their referrals and an account manager: the fields the partner dashboard shows.
 */
export default (plugin: any) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    fullName: { type: 'string', maxLength: 120 },
    avatar: { type: 'media', multiple: false, allowedTypes: ['images'] },
    referrals: {
      type: 'relation',
      relation: 'oneToMany',
      target: 'api::referral.referral',
      mappedBy: 'partner',
    },
    accountManager: {
      type: 'relation',
      relation: 'manyToOne',
      target: 'api::account-manager.account-manager',
    },
  })
  return plugin
}
