export const CONFIG_VARS: string[]
export function wranglerEnv(extra?: Record<string, string>): NodeJS.ProcessEnv
