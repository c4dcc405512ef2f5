// The project's import graph, read with TypeScript's parser (which the project already has): what
// each file imports, the layer each file belongs to (./layers.mjs), and the cycles. The ESLint
// rules (import-boundaries, import-layers) and `npm run graph` (tools/import-graph) read it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx']

/** The file a relative specifier names, or undefined when it is a package or not found. */
export function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  for (const extension of EXTENSIONS) {
    const file = base + extension
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

/**
 * What a file imports: `{ specifier, typeOnly }` for each import, re-export and `import()`,
 * read once per change of the file (cached by mtime: ESLint asks for the same files often).
 */
const parsed = new Map()
export function importsOf(file) {
  if (!/\.(m?[jt]sx?)$/.test(file)) return [] // JSON, CSS: no imports
  const mtime = statSync(file).mtimeMs
  const cached = parsed.get(file)
  if (cached?.mtime === mtime) return cached.imports
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const imports = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      imports.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: isTypeOnlyImport(node.importClause),
      })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      imports.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyExport(node) })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      imports.push({ specifier: node.arguments[0].text, typeOnly: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  parsed.set(file, { mtime, imports })
  return imports
}

/** The specifiers a file imports at run time: type-only imports are erased by the build. */
export function runtimeImports(file) {
  return importsOf(file)
    .filter((item) => !item.typeOnly)
    .map((item) => item.specifier)
}

function isTypeOnlyImport(clause) {
  if (!clause) return false // `import './side-effect'`
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  )
}

function isTypeOnlyExport(node) {
  if (node.isTypeOnly) return true
  const named = node.exportClause
  return (
    !!named &&
    ts.isNamedExports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  )
}

/** A path relative to the root, with forward slashes. */
export function relativeTo(root, file) {
  return path.relative(root, file).split(path.sep).join('/')
}

const patterns = new Map()
function matcher(pattern) {
  if (!patterns.has(pattern)) {
    const source = pattern
      .split('**')
      .map((part) => part.split('*').map(escapeRegExp).join('[^/]*'))
      .join('.*')
    patterns.set(pattern, new RegExp(`^${source}(/.*)?$`))
  }
  return patterns.get(pattern)
}
const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * The layer a file belongs to: its index in `layers` (0 is the top), by the most specific
 * pattern that matches it (a page's route.ts before its folder), or -1 outside every layer.
 */
export function layerOf(layers, relative) {
  let best = { index: -1, length: -1 }
  layers.forEach((layer, index) => {
    for (const pattern of layer.paths) {
      if (pattern.length > best.length && matcher(pattern).test(relative)) {
        best = { index, length: pattern.length }
      }
    }
  })
  return best.index
}

/** Every .ts/.tsx file under `dir` (type declarations aside). */
export function sourceFiles(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...sourceFiles(file))
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(file)
  }
  return files
}

/** The files `file` imports inside the project (types included), resolved. */
export function localImports(file) {
  return importsOf(file)
    .map((item) => resolve(file, item.specifier))
    .filter((target) => target && /\.tsx?$/.test(target))
}

/** An import chain from `from` back to `to`, or undefined; `seen` spares files already walked. */
export function pathBack(from, to, seen = new Set()) {
  for (const target of localImports(from)) {
    if (target === to) return [target]
    if (seen.has(target)) continue
    seen.add(target)
    const rest = pathBack(target, to, seen)
    if (rest) return [target, ...rest]
  }
  return undefined
}

/** The import cycles among `files`: each strongly connected group of two or more files. */
export function importCycles(files) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const groups = []
  const visit = (file) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const target of localImports(file)) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file), low.get(target)))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)))
    }
    if (low.get(file) !== index.get(file)) return
    const group = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1) groups.push(group)
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return groups
}
