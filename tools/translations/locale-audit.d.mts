/** The problems of one locale's message file against en.json; empty when it is complete. */
export function auditLocale(code: string, iso: string): string[]
/** Words in a locale's messages. */
export function wordCount(code: string): number
