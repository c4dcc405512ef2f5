import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * The site's token (CMS_INTAKE_TOKEN, the same value in the worker), compared in constant time.
 * Unset, the intake refuses every call: form records then wait in the site's outbox.
 */
export default (policyContext: any) => {
  const token = process.env.CMS_INTAKE_TOKEN?.trim()
  if (!token) return false
  const given = /^Bearer (.+)$/.exec(policyContext.request.header.authorization ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(given), digest(token))
}
