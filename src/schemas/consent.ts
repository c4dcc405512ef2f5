/**
 * Versions of the consent text shown under every form (`consent.notice` and
 * `consent.marketing` in en.json). Change the text, add a version here and make it current:
 * each stored submission records the version its visitor saw.
 */
export const CONSENT_VERSIONS = ['2025-06-01'] as const
export type ConsentVersion = (typeof CONSENT_VERSIONS)[number]
export const CONSENT_VERSION: ConsentVersion = '2025-06-01'
