import { factories } from '@strapi/strapi'

const MANAGER = 'api::account-manager.account-manager'

/**
 * A partner reads only their own account manager. The Authenticated role needs `find` here so
 * that `/users/me?populate[accountManager]` returns the manager, and Strapi's own `find` would
 * then list every member of staff with their e-mail and phone: here the list is the signed-in
 * partner's manager alone, and anyone else's is a 404.
 */
export default factories.createCoreController(MANAGER, ({ strapi }) => {
  async function ownManager(
    userId: number
  ): Promise<{ documentId: string; [field: string]: unknown } | undefined> {
    const user = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: userId }, populate: ['accountManager'] })
    return user?.accountManager ?? undefined
  }

  return {
    async find(ctx) {
      const user = ctx.state.user
      if (!user) return ctx.unauthorized()
      const own = await ownManager(user.id)
      return this.transformResponse(await this.sanitizeOutput(own ? [own] : [], ctx))
    },

    async findOne(ctx) {
      const user = ctx.state.user
      if (!user) return ctx.unauthorized()
      const own = await ownManager(user.id)
      if (!own || own.documentId !== ctx.params.id) return ctx.notFound()
      return this.transformResponse(await this.sanitizeOutput(own, ctx))
    },
  }
})
