/**
 * A hyphen after a Hebrew letter joins two parts of one name or word ("אל-מכתום", "ב-DLD"), and
 * a line must not end there. Chromium breaks after it (Unicode's rule LB21a, which forbids that
 * break, is not applied), and neither Inter nor Noto Sans Hebrew has the non-breaking hyphen
 * (U+2011), which would fall back to another font: a word joiner (U+2060, invisible, drawn by no
 * font) after the hyphen keeps the word on one line.
 */
const JOINING_HYPHEN = /([\u05d0-\u05ea\u05f3])-(?=[\p{L}\p{N}])/gu
const WORD_JOINER = '\u2060'

export function keepHebrewHyphens(text: string): string {
  return text.includes('-') ? text.replace(JOINING_HYPHEN, `$1-${WORD_JOINER}`) : text
}

/** Every string of a value (a record, a list of records) with its Hebrew hyphens kept. */
export function keepHebrewHyphensIn<T>(value: T): T {
  if (typeof value === 'string') return keepHebrewHyphens(value) as T
  if (Array.isArray(value)) return value.map((item) => keepHebrewHyphensIn(item)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, keepHebrewHyphensIn(item)])
    ) as T
  }
  return value
}
