// The form posts of the form endpoint tests: as the site's script sends them (JSON) and as a
// browser without JavaScript does (url-encoded), each from a new visitor address.
import { SELF } from 'cloudflare:test'

export const ORIGIN = 'https://brokerage.example'
let visitor = 0

export function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  visitor += 1
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'CF-Connecting-IP': `192.0.2.${visitor % 250}`,
      ...headers,
    },
    // a string is sent as it is: malformed JSON on purpose
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function postForm(
  path: string,
  fields: Record<string, string | string[]>,
  referer?: string
) {
  visitor += 1
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
  }
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html',
      Origin: ORIGIN,
      'CF-Connecting-IP': `192.0.2.${visitor % 250}`,
      ...(referer ? { Referer: ORIGIN + referer } : {}),
    },
    body: form.toString(),
  })
}
