import type { Context } from 'hono'

// The one way a POST body is read: the form endpoints, the auth proxy and the partner sign-in
// page all take JSON or an HTML form, and tell them apart here.

export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']
export const JSON_TYPE = /^application\/([\w.-]+\+)?json$/

/** The request's media type, lower case, without parameters. */
export function mediaType(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/** A plain HTML form post (no JavaScript, or a script that posts a form body). */
export function isFormPost(c: Context): boolean {
  return FORM_TYPES.includes(mediaType(c))
}

export function isJsonPost(c: Context): boolean {
  return JSON_TYPE.test(mediaType(c))
}

/** A body that is neither JSON nor a form, or that does not parse. */
export class BadBody extends Error {
  constructor(readonly reason: 'unsupported' | 'malformed') {
    super(reason)
  }
}

/**
 * The body as a plain object: a JSON object, or a form's fields (a repeated name becomes a
 * list, files are dropped). JSON that is not an object (an array, a string, null) has no
 * fields: it is `{}` and fails validation like an empty form.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  if (isJsonPost(c)) {
    let parsed: unknown
    try {
      parsed = await c.req.json()
    } catch {
      throw new BadBody('malformed')
    }
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  }
  if (!isFormPost(c)) throw new BadBody('unsupported')
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody({ all: true })
  } catch {
    throw new BadBody('malformed')
  }
  const body: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(form)) {
    const values = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string')
    if (values.length === 0) continue
    body[name] = values.length === 1 ? values[0] : values
  }
  return body
}
