export const DEAD_LETTERS_SQL: string
export const TARGET_NAMES: string[]
export function replaySql(options: { id?: string; target?: string; now: number }): string
