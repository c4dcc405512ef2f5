/** Each copy of locale messages cms/ keeps: its path, and the part of a locale file it holds. */
export const CMS_COPIES: { path: string; key: string }[]
/** Where cms/ keeps its copy of the partner e-mails' words. */
export const CMS_MESSAGES: string
/** A copy as it should read, from locales/ (the partner e-mails' unless another key). */
export function cmsMessages(key?: string): string
export function writeCmsMessages(): void
