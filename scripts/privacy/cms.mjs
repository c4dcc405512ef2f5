// The CMS side of `npm run privacy`: its intake's export and erasure of an address (cms/src/
// intake/privacy.ts), reached with the CMS's API URL and the intake token from the environment
// (CMS_URL, CMS_INTAKE_TOKEN), as the site's worker reaches it.

/** Where the CMS is, or why it is not asked. */
export function cmsTarget(environment = process.env) {
  const url = environment.CMS_URL?.trim().replace(/\/+$/, '')
  const token = environment.CMS_INTAKE_TOKEN?.trim()
  if (!url || !token) return { skipped: 'CMS_URL and CMS_INTAKE_TOKEN are not both set' }
  return { url, token }
}

/** `export` or `erase` of an address at the CMS; its answer, or an error saying why not. */
export async function cmsPrivacy(action, email, { url, token }) {
  const response = await fetch(`${url}/intake/privacy/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(60_000),
  })
  const body = await response.json().catch(() => null)
  if (!response.ok) {
    const reason = body?.error?.message ?? `answered ${response.status}`
    throw new Error(`the CMS at ${url} refused the ${action}: ${reason}`)
  }
  return body
}
