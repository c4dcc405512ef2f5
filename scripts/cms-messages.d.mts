/** Where cms/ keeps its copy of the partner e-mails' words. */
export const CMS_MESSAGES: string
/** That copy as it should read, from locales/. */
export function cmsMessages(): string
export function writeCmsMessages(): void
