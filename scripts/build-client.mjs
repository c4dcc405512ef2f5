// Builds the browser side: the page script and its island chunks (esbuild, content-hashed) and the
// stylesheet (Tailwind CLI), then writes the manifest the worker reads to link them.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import { buildFonts } from './build-fonts.mjs'
import { buildForms } from './build-forms.mjs'
import { buildIslands } from './build-islands.mjs'
import { buildPages } from './build-pages.mjs'
import { buildTypes } from './build-types.mjs'

// The page, form and island lists and the worker's types first: the worker and the typecheck
// read them, the client bundle the form views and the islands
buildPages()
buildForms()
buildIslands()
buildTypes()

const OUT = 'public/assets'
rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })

// The page script (client/site.ts, with the island loader) is one file with no shared chunks: a
// page with nothing to hydrate fetches it alone. Its dynamic imports (each island, React's
// hydration, the offline queue) are the entry points of a second, code-split build, and the
// page script names their hashed files.
const dynamicImports = new Set()
const CHUNK_MARK = '@chunk:'
const site = await esbuild.build({
  entryPoints: ['client/site.ts'],
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  write: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      name: 'island-chunks',
      setup(build) {
        build.onResolve({ filter: /.*/ }, async (args) => {
          if (args.kind !== 'dynamic-import') return undefined
          const resolved = await build.resolve(args.path, {
            kind: 'import-statement',
            resolveDir: args.resolveDir,
          })
          if (resolved.errors.length > 0) return { errors: resolved.errors }
          dynamicImports.add(resolved.path)
          return { path: CHUNK_MARK + resolved.path, external: true }
        })
      },
    },
  ],
})

const islands = await esbuild.build({
  entryPoints: [...dynamicImports],
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  jsx: 'automatic',
  entryNames: 'chunks/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
})
const chunkOf = new Map(
  Object.entries(islands.metafile.outputs)
    .filter(([, output]) => output.entryPoint)
    .map(([file, output]) => [resolve(output.entryPoint), '/' + relative('public', file)])
)
let siteCode = site.outputFiles[0].text
for (const path of dynamicImports)
  siteCode = siteCode.replaceAll(CHUNK_MARK + path, chunkOf.get(path))
if (siteCode.includes(CHUNK_MARK)) throw new Error('the page script names a chunk not built')
const siteName = `site-${createHash('sha256').update(siteCode).digest('hex').slice(0, 10)}.js`
writeFileSync(`${OUT}/${siteName}`, siteCode)

const cssTmp = `${OUT}/styles.tmp.css`
execFileSync(
  'node_modules/.bin/tailwindcss',
  ['-i', 'client/styles.css', '-o', cssTmp, '--minify'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  }
)
// The @font-face rules lead the stylesheet, so the fonts are known before any text is laid out
const css = Buffer.concat([
  Buffer.from(buildFonts(`${OUT}/fonts`, '/assets/fonts')),
  readFileSync(cssTmp),
])
rmSync(cssTmp)
const cssName = `styles-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
writeFileSync(`${OUT}/${cssName}`, css)

const manifest = { styles: `/assets/${cssName}`, site: `/assets/${siteName}` }
mkdirSync('src/generated', { recursive: true })
writeFileSync('src/generated/client-manifest.json', JSON.stringify(manifest, null, 2) + '\n')
console.log('client built:', manifest)
