// Pure, so the outbox, the sync and the CSP read the same address from the same setting.

/** The configured CMS base URL without a trailing slash, or undefined when unset or invalid. */
export function cmsBaseUrl(configured: string | undefined): string | undefined {
  const value = configured?.trim()
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    if (url.username || url.password) return undefined
    return url.href.replace(/\/+$/, '')
  } catch {
    return undefined
  }
}
