/**
 * Providers a visitor may sign in with through `/connect/:provider`. Anything else is a 404, so
 * the redirect to the CMS can never be steered to another path. Enable the same providers in
 * Strapi (Settings, Users & Permissions, Providers) with the redirect URL
 * `https://{site}/api/auth/{provider}/callback`.
 */
export const AUTH_PROVIDERS = ['google', 'microsoft', 'linkedin'] as const

export type AuthProvider = (typeof AUTH_PROVIDERS)[number]

export function isAuthProvider(value: string | undefined): value is AuthProvider {
  return (AUTH_PROVIDERS as readonly string[]).includes(value ?? '')
}
