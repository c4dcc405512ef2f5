import { SPECULATION_RULES_TEXT } from '../lib/speculation-rules'
import { COLOR_MODE_SCRIPT } from './color-mode-script'
import { RESILIENCE_SCRIPT } from './resilience-script'

/**
 * The head's inline script: runs before the first paint so a stored dark mode never flashes
 * light, then watches for assets that fail to load (a page from before a deployment).
 */
export const HEAD_SCRIPT = `${COLOR_MODE_SCRIPT};${RESILIENCE_SCRIPT}`

/**
 * Every inline script a page of this site runs, byte for byte. The CSP allows these by their
 * SHA-256 hash and no other inline script: the HTML then carries no per-response nonce, so a
 * cached page is served exactly as it was stored (docs/decisions/).
 */
const INLINE_SCRIPTS = [HEAD_SCRIPT, SPECULATION_RULES_TEXT]

let sources: Promise<string> | undefined

/** The CSP sources `'sha256-…'` of the scripts above, computed once per isolate. */
export function inlineScriptSources(): Promise<string> {
  sources ??= Promise.all(INLINE_SCRIPTS.map(hashSource)).then((hashes) => hashes.join(' '))
  return sources
}

async function hashSource(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}
