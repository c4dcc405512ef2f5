import { factories } from '@strapi/strapi'

const REFERRAL = 'api::referral.referral'

/**
 * A partner reads only their own referrals. The Authenticated role needs `find` on referrals so
 * that `/users/me?populate[referrals]` returns them, and Strapi's own `find` would then list
 * every partner's clients and commissions: here the list is always the signed-in partner's,
 * whatever the query asks, and someone else's referral is a 404.
 */
export default factories.createCoreController(REFERRAL, ({ strapi }) => ({
  async find(ctx) {
    const user = ctx.state.user
    if (!user) return ctx.unauthorized()
    const referrals = await strapi.documents(REFERRAL).findMany({
      filters: { partner: { id: { $eq: user.id } } },
      sort: ['date:desc'],
    })
    return this.transformResponse(await this.sanitizeOutput(referrals, ctx))
  },

  async findOne(ctx) {
    const user = ctx.state.user
    if (!user) return ctx.unauthorized()
    const referral = await strapi.documents(REFERRAL).findFirst({
      filters: { documentId: { $eq: ctx.params.id }, partner: { id: { $eq: user.id } } },
    })
    if (!referral) return ctx.notFound()
    return this.transformResponse(await this.sanitizeOutput(referral, ctx))
  },
}))
