// The partner's sign-in as the auth tests use it: the cookie names, the fixture partner's
// credentials, and the check that no token reaches what the page can read.
import { expect } from 'vitest'
import { PARTNER } from '../fixtures/fake-cms'
import { call, postJson } from './cms-worker'

export const SESSION = '__Host-session'
export const REFRESH = '__Host-refresh'
export const LOGIN = { identifier: PARTNER.email, password: PARTNER.password }

export const signIn = (headers: Record<string, string> = {}) =>
  call('/api/auth/local', postJson(LOGIN, headers))

/** Asserts no token of any kind appears in a body the page can read. */
export function expectNoToken(text: string, ...tokens: (string | undefined)[]) {
  expect(text).not.toMatch(/"(jwt|refreshToken|accessToken|access_token)"/)
  for (const token of tokens) if (token) expect(text).not.toContain(token)
}
