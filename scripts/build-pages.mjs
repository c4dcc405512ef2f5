// Lists the pages: every folder of src/pages that holds a `route.ts` (its facts) and an
// `index.tsx` (its resolve and component) is a page. Writes src/generated/routes.ts (the facts
// alone, which the route table and the header read) and src/generated/pages.ts (the pages, which
// the router reads), so adding a page is adding its folder. Run by build-client.mjs.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const PAGES_DIR = 'src/pages'
const OUT = 'src/generated'
const HEADER =
  '// Written by scripts/build-pages.mjs from the page folders of src/pages: do not edit.\n'

/** The folders of `dir` that hold one of `files`, sorted. */
export function foldersWith(dir, ...files) {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && files.some((file) => existsSync(`${dir}/${entry.name}/${file}`))
    )
    .map((entry) => entry.name)
    .sort()
}

/** A folder's name as an identifier: `high-rentals` → `highRentals`. */
export const folderId = (folder) => folder.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())

export function buildPages() {
  const folders = foldersWith(PAGES_DIR, 'route.ts')
  for (const folder of folders) {
    if (!existsSync(`${PAGES_DIR}/${folder}/index.tsx`)) {
      throw new Error(`src/pages/${folder} has a route.ts but no index.tsx`)
    }
  }
  const id = folderId
  const imports = (suffix) =>
    folders.map((f) => `import ${id(f)} from '../pages/${f}${suffix}'`).join('\n')

  mkdirSync(OUT, { recursive: true })
  // A computed key keeps the route's literal name, so the table's keys are the page names
  writeFileSync(
    `${OUT}/routes.ts`,
    `${HEADER}${imports('/route')}\n\n` +
      `export const ROUTE_LIST = [${folders.map(id).join(', ')}] as const\n\n` +
      `export const ROUTES = {\n${folders.map((f) => `  [${id(f)}.name]: ${id(f)},`).join('\n')}\n}\n`
  )
  writeFileSync(
    `${OUT}/pages.ts`,
    `${HEADER}import type { Page } from '../pages/page'\n${imports('')}\n\n` +
      `export const PAGE_LIST: readonly Page[] = [${folders.map(id).join(', ')}]\n`
  )
  return folders.length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('pages listed:', buildPages())
}
