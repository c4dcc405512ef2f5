import { randomUUID } from 'node:crypto'
import type { Core } from '@strapi/strapi'

const USER = 'plugin::users-permissions.user'

/**
 * Answers with a new session for the user, as Strapi's own sign-in does: in refresh mode an
 * access token and a refresh token in the body (the worker keeps both in its cookies), else the
 * legacy JWT. Strapi does not export its helper, so this is the same few calls.
 */
export async function answerSignedIn(
  strapi: Core.Strapi,
  ctx: any,
  user: { id: number; [field: string]: unknown }
) {
  const sanitized = await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER), {
    auth: ctx.state.auth,
  })
  const mode: string = strapi.config.get(
    'plugin::users-permissions.jwtManagement',
    'legacy-support'
  )
  if (mode !== 'refresh') {
    const jwt = strapi.plugin('users-permissions').service('jwt').issue({ id: user.id })
    return ctx.send({ jwt, user: sanitized })
  }
  const sessions = strapi.sessionManager('users-permissions')
  const refresh = await sessions.generateRefreshToken(String(user.id), randomUUID(), {
    type: 'refresh',
  })
  const access = await sessions.generateAccessToken(refresh.token)
  if ('error' in access) return ctx.unauthorized('Invalid credentials')
  return ctx.send({ jwt: access.token, refreshToken: refresh.token, user: sanitized })
}
