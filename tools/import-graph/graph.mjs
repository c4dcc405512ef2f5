#!/usr/bin/env node
// `npm run graph`: the worker's import graph by layer (scripts/eslint/layers.mjs). Prints every
// arrow between two layers with its count of file imports, the arrows that point up with each
// import, and the import cycles between files; exits 1 when any arrow points up or any cycle is
// left. `--files` lists every import of every arrow.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  importCycles,
  layerOf,
  localImports,
  relativeTo,
  sourceFiles,
} from '../../scripts/eslint/import-graph.mjs'
import { LAYERS } from '../../scripts/eslint/layers.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const listAll = process.argv.includes('--files')

const files = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'client'))]
const arrows = new Map()
let outside = 0
for (const file of files) {
  const from = layerOf(LAYERS, relativeTo(ROOT, file))
  for (const target of localImports(file)) {
    const to = layerOf(LAYERS, relativeTo(ROOT, target))
    if (from < 0 || to < 0) outside++
    if (from === to || from < 0 || to < 0) continue
    const key = `${from} ${to}`
    if (!arrows.has(key)) arrows.set(key, { from, to, imports: [] })
    arrows.get(key).imports.push(`${relativeTo(ROOT, file)} → ${relativeTo(ROOT, target)}`)
  }
}

const sorted = [...arrows.values()].sort((a, b) => a.from - b.from || a.to - b.to)
const up = sorted.filter((arrow) => arrow.to < arrow.from)
const name = (index) => LAYERS[index].name
console.log(`Layers, top to bottom: ${LAYERS.map((layer) => layer.name).join(' › ')}\n`)
for (const arrow of sorted) {
  const mark = arrow.to < arrow.from ? '  ↑ UP' : ''
  console.log(
    `${name(arrow.from).padStart(18)} → ${name(arrow.to).padEnd(18)} ${String(arrow.imports.length).padStart(4)}${mark}`
  )
  if (listAll || arrow.to < arrow.from)
    for (const item of arrow.imports) console.log(`${' '.repeat(8)}${item}`)
}
const cycles = importCycles(files)
for (const cycle of cycles) {
  console.log(`cycle: ${cycle.map((file) => relativeTo(ROOT, file)).join(' ⇄ ')}`)
}
console.log(
  `\n${files.length} files, ${sorted.length} arrows between layers, ${up.length} pointing up ` +
    `(${up.reduce((sum, arrow) => sum + arrow.imports.length, 0)} imports), ` +
    `${cycles.length} import cycles` +
    (outside ? `, ${outside} imports of files outside every layer` : '')
)
process.exitCode = up.length || cycles.length ? 1 : 0
