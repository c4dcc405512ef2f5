/** A response's CSP as directive name → its sources joined by one space. */
export function cspDirectives(response: Response): Record<string, string> {
  return Object.fromEntries(
    (response.headers.get('Content-Security-Policy') ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    })
  )
}

/** The CSP source `'sha256-…'` that allows exactly this inline script text. */
export async function hashSource(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

/** The inline scripts of a page that a browser would run (not data blocks, not `src` files). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => {
      if (/\bsrc=/.test(attributes!)) return false
      const type = /\btype="([^"]*)"/.exec(attributes!)?.[1]
      return type === undefined || type === 'module' || /javascript/.test(type)
    })
    .map(([, , text]) => text!)
}
