// Crockford's base 32: no I, L, O or U, so a reference read over the phone is unambiguous
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A short reference for the visitor, e.g. `7K2M-9QXD` (40 random bits). */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31]).join('')
  return `${chars.slice(0, 4)}-${chars.slice(4)}`
}

export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/
