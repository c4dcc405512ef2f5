import { partnerAuth, sendConfirmationEmail } from '../../partners/auth'
import { LOCALES } from '../../setup/locales'

/**
 * A partner of the Refer & Earn programme is a users-permissions user with a full name, an
 * avatar, their referrals, an account manager and the language they registered in: the fields
 * the partner dashboard shows and the e-mails need. Forgot-password, confirmation and reset
 * send the partner to the site's own pages (src/partners/auth.ts).
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
    // the site's locale they registered in (`locale` is reserved by Strapi's i18n)
    language: { type: 'enumeration', enum: Object.keys(LOCALES), default: 'en' },
  })

  const auth = plugin.controllers.auth
  plugin.controllers.auth = ({ strapi }: { strapi: any }) => {
    const base = auth({ strapi })
    return { ...base, ...partnerAuth(strapi, base) }
  }
  const user = plugin.services.user
  plugin.services.user = ({ strapi }: { strapi: any }) => ({
    ...user({ strapi }),
    sendConfirmationEmail: (partner: any) => sendConfirmationEmail(strapi, partner),
  })
  return plugin
}
