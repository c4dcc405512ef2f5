// ESLint rule `local/import-boundaries`: which layer may import which, followed through every file a
// module imports (an island that imports a lib file that imports server code fails on the island's
// import line, with the chain). Type-only imports are erased by the build and so always allowed.
// It reads other files with TypeScript's parser, which the project already has, instead of adding
// an ESLint import plugin (a dependency, and its `no-restricted-paths` checks direct imports only).
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx']

/** The file a relative specifier names, or undefined when it is a package or not found. */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  for (const extension of EXTENSIONS) {
    const file = base + extension
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

/** The specifiers a file imports at run time, read with TypeScript's parser (cached by mtime). */
const parsed = new Map()
function runtimeImports(file) {
  if (!/\.(m?[jt]sx?)$/.test(file)) return [] // JSON, CSS: no imports
  const mtime = statSync(file).mtimeMs
  const cached = parsed.get(file)
  if (cached?.mtime === mtime) return cached.specifiers
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const specifiers = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node.importClause)) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !isTypeOnlyExport(node)) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  parsed.set(file, { mtime, specifiers })
  return specifiers
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

/** Whether `target` (a file, or a package specifier) is one the zone forbids. */
function forbidden(zone, root, target, specifier) {
  if (!target) return zone.packages.some((pattern) => new RegExp(pattern).test(specifier))
  const relative = path.relative(root, target).split(path.sep).join('/')
  if (zone.except.includes(relative)) return false
  return zone.paths.some((area) => relative === area || relative.startsWith(`${area}/`))
}

/** The first import chain from `file` that reaches a forbidden module, or undefined. */
function forbiddenChain(zone, root, file, seen) {
  for (const specifier of runtimeImports(file)) {
    const target = resolve(file, specifier)
    const name = target ? path.relative(root, target).split(path.sep).join('/') : specifier
    if (forbidden(zone, root, target, specifier)) return [name]
    if (!target || seen.has(target)) continue
    seen.add(target)
    const rest = forbiddenChain(zone, root, target, seen)
    if (rest) return [name, ...rest]
  }
  return undefined
}

function inZone(zone, relative) {
  return zone.from.some((area) => relative === area || relative.startsWith(`${area}/`))
}

const stringList = { type: 'array', items: { type: 'string' } }

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each layer from importing the modules above it or server code' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: stringList,
                paths: stringList,
                except: stringList,
                packages: stringList,
                transitive: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: '{{message}} ({{chain}})' },
  },
  create(context) {
    const options = context.options[0]
    const root = path.resolve(options.root ?? context.cwd)
    const file = context.filename
    const relative = path.relative(root, file).split(path.sep).join('/')
    const zones = options.zones
      .map((zone) => ({ paths: [], except: [], packages: [], ...zone }))
      .filter((zone) => inZone(zone, relative))
    if (!zones.length) return {}

    const check = (node, specifier) => {
      const target = resolve(file, specifier)
      for (const zone of zones) {
        const name = target ? path.relative(root, target).split(path.sep).join('/') : specifier
        let chain
        if (forbidden(zone, root, target, specifier)) chain = [name]
        else if (zone.transitive && target) {
          const rest = forbiddenChain(zone, root, target, new Set([file, target]))
          if (rest) chain = [name, ...rest]
        }
        if (chain) {
          const via = [relative, ...chain].join(' → ')
          context.report({
            node,
            messageId: 'forbidden',
            data: { message: zone.message, chain: via },
          })
          return
        }
      }
    }
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 &&
            node.specifiers.every((item) => item.importKind === 'type'))
        if (!typeOnly) check(node.source, node.source.value)
      },
      ExportNamedDeclaration(node) {
        const typeOnly =
          node.exportKind === 'type' ||
          (node.specifiers.length > 0 &&
            node.specifiers.every((item) => item.exportKind === 'type'))
        if (node.source && !typeOnly) check(node.source, node.source.value)
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node.source, node.source.value)
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
          check(node.source, node.source.value)
        }
      },
    }
  },
}
