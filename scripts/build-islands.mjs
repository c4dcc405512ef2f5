// Lists the islands: every file directly in src/islands is one, named by its file name and
// default-exporting its component (what islands share lives in form-kit/ and parts/). Writes
// src/generated/islands.ts, the one list the browser loads each island from as its own chunk
// (client/islands.ts) and whose types tie an `<Island name>` to its component
// (src/placements/island.tsx), so adding an island is adding its file. Run by build-client.mjs.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ISLANDS_DIR = 'src/islands'
const OUT = 'src/generated'

export function buildIslands() {
  const names = readdirSync(ISLANDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => entry.name.slice(0, -'.tsx'.length))
    .sort()
  mkdirSync(OUT, { recursive: true })
  writeFileSync(
    `${OUT}/islands.ts`,
    `// Written by scripts/build-islands.mjs from the files of src/islands: do not edit.
import type { ComponentProps, ComponentType } from 'react'

/**
 * Every island, by the name the server marks it with. The browser loads each from here as its
 * own chunk; the server imports only the types below, so an \`<Island>\` whose name and
 * component do not match fails the typecheck.
 */
export const ISLANDS = {
${names.map((name) => `  '${name}': () => import('../islands/${name}'),`).join('\n')}
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof ISLANDS

/** The component an island's module exports, and so the one \`<Island name>\` must render. */
export type IslandComponent<N extends IslandName> = Awaited<
  ReturnType<(typeof ISLANDS)[N]>
>['default']

export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name)
}
`
  )
  return names.length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('islands listed:', buildIslands())
}
