import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env'
import { PageDataUnavailable, renderErrorPage, unavailablePage } from '../render/render-page'
import { log } from '../lib/log'

function wantsJson(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).pathname.startsWith('/api/')
}

export const notFound: NotFoundHandler<AppEnv> = (c) => {
  if (wantsJson(c)) return c.json({ error: 'Not Found' }, 404)
  return renderErrorPage(c, 404)
}

/** Logs the error; answers with the error page (or JSON for the API), never a stack trace. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  // already logged where it happened; a dependency down, not a fault here
  if (error instanceof PageDataUnavailable) return unavailablePage(c)
  const status = error instanceof HTTPException ? error.status : 500
  // Only messages we chose to show (HTTPException) reach the visitor
  const message = error instanceof HTTPException ? error.message : undefined
  if (status >= 500) log.error('request.failed', { status, error })
  if (status === 404) return notFound(c)
  if (wantsJson(c)) return c.json({ error: message || 'Internal Server Error' }, status)
  return renderErrorPage(c, status, message)
}
