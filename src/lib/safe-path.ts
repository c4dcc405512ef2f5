/**
 * Returns the value when it is a path on this site (`/catalog?x=1`), else undefined, so a
 * redirect built from visitor input can never leave the site (`//evil.example`, `/\evil`).
 */
export function safeLocalPath(value: string | undefined | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(value)) return undefined
  return value
}
