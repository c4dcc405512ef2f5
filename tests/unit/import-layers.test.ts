import { describe, expect, it } from 'vitest'
import importLayers from '../../scripts/eslint/import-layers.mjs'
import { LAYERS } from '../../scripts/eslint/layers.mjs'
import { lintTree } from './lint-tree'

// A small tree shaped like the project's, linted with the layers eslint.config.js uses
const FILES: Record<string, string> = {
  'src/routes/pages.ts': `export const pages = 1`,
  'src/pages/home/index.tsx': `export const home = 1`,
  'src/pages/home/route.ts': `export const route = 1`,
  'src/forms/lead/index.tsx': `export const declaration = 1`,
  'src/forms/lead/view.ts': `export const view = 1`,
  'src/components/card.tsx': `export const card = 1`,
  'src/lib/pure.ts': `export const pure = 1`,
  'src/i18n/locales.ts': `export const locales = 1`,
  'src/islands/a.tsx': `import { b } from './b'\nexport const a = b`,
  'src/islands/b.tsx': `import type { a } from './a'\nexport const b = 1 as unknown as typeof a`,
  'src/islands/lazy.tsx': `export const lazy = () => import('./lazy-part')`,
  'src/islands/lazy-part.tsx': `import { lazy } from './lazy'\nexport default lazy`,
}

const lint = lintTree(FILES, 'import-layers', importLayers, (root) => ({ root, layers: LAYERS }))

describe('import layers', () => {
  it('refuses an import up the layers, types included, naming both layers', () => {
    const messages = lint('src/lib/leaky.ts', `import type { card } from '../components/card'`)
    expect(messages).toEqual([
      'Import points up the layers: src/lib/leaky.ts (lib) imports src/components/card.tsx (components)',
    ])
    expect(lint('src/components/x.tsx', `import { pages } from '../routes/pages'`)).toHaveLength(1)
    expect(lint('src/i18n/x.ts', `export { pure } from '../lib/pure'`)).toHaveLength(1)
  })

  it('lets imports point down or stay in their layer', () => {
    expect(lint('src/routes/x.ts', `import { home } from '../pages/home'`)).toEqual([])
    expect(lint('src/components/x.tsx', `import { pure } from '../lib/pure'`)).toEqual([])
    expect(lint('src/lib/x.ts', `import { pure } from './pure'`)).toEqual([])
  })

  it("places a page's route.ts and a form's view.ts below the page and the declaration", () => {
    // the route table reads every page's facts, never its component
    expect(lint('src/route-table.ts', `import { route } from './pages/home/route'`)).toEqual([])
    expect(lint('src/route-table.ts', `import { home } from './pages/home'`)).toHaveLength(1)
    // an island draws a form's view, and may not reach its server-side declaration
    expect(lint('src/islands/x.tsx', `import { view } from '../forms/lead/view'`)).toEqual([])
    expect(lint('src/islands/x.tsx', `import { declaration } from '../forms/lead'`)).toHaveLength(1)
  })

  it('refuses an import that closes a cycle, through type-only and lazy imports too', () => {
    const messages = lint('src/islands/a.tsx', FILES['src/islands/a.tsx']!)
    expect(messages).toEqual([
      'Import cycle: src/islands/a.tsx → src/islands/b.tsx → src/islands/a.tsx',
    ])
    expect(lint('src/islands/lazy.tsx', FILES['src/islands/lazy.tsx']!)).toHaveLength(1)
  })
})
