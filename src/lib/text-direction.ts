/** Languages written right to left, for text marked with a language other than the page's. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'])

/** The language of a BCP 47 tag without its region or script: `en-GB` is `en`. */
export function primaryLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase()
}

export function textDirection(tag: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(primaryLanguage(tag)) ? 'rtl' : 'ltr'
}
