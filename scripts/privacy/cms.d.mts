export type CmsTarget = { url: string; token: string } | { skipped: string }
export function cmsTarget(environment?: Record<string, string | undefined>): CmsTarget
export function cmsPrivacy(
  action: 'export' | 'erase',
  email: string,
  target: { url: string; token: string }
): Promise<Record<string, unknown>>
