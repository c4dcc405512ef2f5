// How the marketing page tests read a page: its HTML, answered 200, and its JSON-LD blocks.
import { SELF } from 'cloudflare:test'
import { expect } from 'vitest'

export async function page(path: string): Promise<string> {
  const response = await SELF.fetch(`http://example.com${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The JSON-LD blocks of a page, parsed. */
export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>
  )
}

export const types = (html: string) => structuredData(html).map((data) => data['@type'])
