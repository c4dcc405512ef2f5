export const DEAD_LETTERS_SQL: string
export function replaySql(options: { id?: string; now: number }): string
