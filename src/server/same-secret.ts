const encoder = new TextEncoder()

/** Compares two secrets in constant time, so their bytes cannot be guessed one by one. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map(async (text) => crypto.subtle.digest('SHA-256', encoder.encode(text)))
  )
  const x = new Uint8Array(a!)
  const y = new Uint8Array(b!)
  let difference = 0
  for (let i = 0; i < x.length; i++) difference |= x[i]! ^ y[i]!
  return difference === 0
}
