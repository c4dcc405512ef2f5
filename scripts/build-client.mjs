// Builds the browser side: the island script (esbuild, code-split, content-hashed) and the
// stylesheet (Tailwind CLI), then writes the manifest the worker reads to link them.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import * as esbuild from 'esbuild'
import { buildFonts } from './build-fonts.mjs'
import { buildForms } from './build-forms.mjs'
import { buildPages } from './build-pages.mjs'

// The page and form lists first: the worker and the typecheck read them, the client bundle
// the form views
buildPages()
buildForms()

const OUT = 'public/assets'
rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })

const result = await esbuild.build({
  entryPoints: { islands: 'client/islands.ts' },
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
})

const entry = Object.entries(result.metafile.outputs).find(
  ([, output]) => output.entryPoint === 'client/islands.ts'
)
if (!entry) throw new Error('esbuild produced no island entry')

// The small script of every page (prefetch, late anchors, widget loader): no React, one file
const site = await esbuild.build({
  entryPoints: { site: 'client/site.ts' },
  outdir: OUT,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  entryNames: '[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
})
const siteEntry = Object.keys(site.metafile.outputs).find((file) => file.endsWith('.js'))
if (!siteEntry) throw new Error('esbuild produced no site script')

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

const manifest = {
  islands: '/' + relative('public', entry[0]),
  styles: `/assets/${cssName}`,
  site: '/' + relative('public', siteEntry),
}
mkdirSync('src/generated', { recursive: true })
writeFileSync('src/generated/client-manifest.json', JSON.stringify(manifest, null, 2) + '\n')
console.log('client built:', manifest)
