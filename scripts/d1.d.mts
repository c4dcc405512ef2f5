export const ENVIRONMENTS: string[]
export interface D1Target {
  env?: string
  local: boolean
  persistTo?: string
}
export function d1Target(values: { env?: string; local?: boolean; 'persist-to'?: string }): D1Target
export function describeTarget(target: D1Target): string
export function wranglerD1(args: string[], target: D1Target): string
export function d1Rows(sql: string, target: D1Target): Record<string, unknown>[]
export function d1Command(
  usage: string,
  options?: Record<string, { type: 'string' | 'boolean' }>
): {
  positionals: string[]
  values: Record<string, string | boolean | undefined>
  target: D1Target
  fail: (message: string) => never
}
