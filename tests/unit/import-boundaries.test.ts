import { describe, expect, it } from 'vitest'
import importBoundaries from '../../scripts/eslint/import-boundaries.mjs'
import { IMPORT_ZONES } from '../../scripts/eslint/import-zones.mjs'
import { lintTree } from './lint-tree'

// A small tree shaped like the project's, with violations planted in it, linted with the zones
// eslint.config.js uses
const FILES: Record<string, string> = {
  'src/server/session.ts': `export const session = 1`,
  'src/db/leads.ts': `export const insertLead = 1`,
  'src/lib/pure.ts': `export const pure = 1`,
  'src/lib/leaky.ts': `import { session } from '../server/session'\nexport const leaky = session`,
  'src/lib/types-only.ts': `import type { session } from '../server/session'\nexport type T = typeof session`,
  'src/lib/named-types.ts': `import { type session } from '../server/session'\nexport type T = typeof session`,
  'src/lib/reexport.ts': `export { insertLead } from '../db/leads'`,
  'src/lib/uses-hono.ts': `import { Hono } from 'hono'\nexport const app = new Hono()`,
  'src/components/card.tsx': `import { leaky } from '../lib/leaky'\nexport const card = leaky`,
  'src/pages/home.tsx': `export const home = 1`,
  'src/pages/index.ts': `export { home } from './home'`,
  'src/islands/lead-form.tsx': `export const copy = 1`,
}

const lint = lintTree(FILES, 'import-boundaries', importBoundaries, (root) => ({
  root,
  zones: IMPORT_ZONES,
}))

describe('import boundaries', () => {
  it('refuses an island that reaches server code through a lib file, naming the chain', () => {
    const messages = lint('src/islands/map.tsx', `import { leaky } from '../lib/leaky'`)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('src/islands/map.tsx → src/lib/leaky.ts → src/server/session.ts')
  })

  it('follows the chain through components and re-exports, and into hono', () => {
    expect(lint('client/entry.ts', `import { card } from '../src/components/card'`)).toHaveLength(1)
    expect(
      lint('src/browser/saved.ts', `import { insertLead } from '../lib/reexport'`)
    ).toHaveLength(1)
    expect(lint('src/islands/x.tsx', `import { app } from '../lib/uses-hono'`)).toHaveLength(1)
    expect(lint('src/islands/x.tsx', `import { Hono } from 'hono'`)).toHaveLength(1)
    expect(lint('src/islands/x.tsx', `const db = import('../db/leads')`)).toHaveLength(1)
  })

  it('keeps lib itself free of server code', () => {
    expect(lint('src/lib/other.ts', `import { session } from '../server/session'`)).toHaveLength(1)
  })

  it('lets types cross, and pure helpers through', () => {
    expect(lint('src/islands/x.tsx', `import type { session } from '../server/session'`)).toEqual(
      []
    )
    expect(lint('src/islands/x.tsx', `import type { T } from '../lib/types-only'`)).toEqual([])
    expect(lint('src/islands/x.tsx', `import { pure } from '../lib/pure'`)).toEqual([])
    expect(lint('src/islands/x.tsx', `import { pure } from '../lib/named-types'`)).toEqual([])
    expect(lint('src/islands/x.tsx', `import { useState } from 'react'`)).toEqual([])
  })

  it('keeps routes off islands and single pages, and the renderer off pages', () => {
    expect(lint('src/routes/leads.ts', `import { copy } from '../islands/lead-form'`)).toHaveLength(
      1
    )
    expect(lint('src/routes/pages.ts', `import { home } from '../pages/home'`)).toHaveLength(1)
    expect(lint('src/routes/pages.ts', `import { home } from '../pages'`)).toEqual([])
    expect(lint('src/render/render-page.tsx', `import { home } from '../pages/home'`)).toHaveLength(
      1
    )
    // Server code may import server code
    expect(lint('src/routes/auth.ts', `import { session } from '../server/session'`)).toEqual([])
  })
})
