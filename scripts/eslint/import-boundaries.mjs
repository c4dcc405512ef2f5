// ESLint rule `local/import-boundaries`: which layer may import which, followed through every file a
// module imports (an island that imports a lib file that imports server code fails on the island's
// import line, with the chain). Type-only imports are erased by the build and so always allowed.
// It reads other files with TypeScript's parser, which the project already has, instead of adding
// an ESLint import plugin (a dependency, and its `no-restricted-paths` checks direct imports only).
import path from 'node:path'
import { relativeTo, resolve, runtimeImports } from './import-graph.mjs'

/** Whether `target` (a file, or a package specifier) is one the zone forbids. */
function forbidden(zone, root, target, specifier) {
  if (!target) return zone.packages.some((pattern) => new RegExp(pattern).test(specifier))
  const relative = relativeTo(root, target)
  if (zone.except.includes(relative)) return false
  return zone.paths.some((area) => relative === area || relative.startsWith(`${area}/`))
}

/** The first import chain from `file` that reaches a forbidden module, or undefined. */
function forbiddenChain(zone, root, file, seen) {
  for (const specifier of runtimeImports(file)) {
    const target = resolve(file, specifier)
    const name = target ? relativeTo(root, target) : specifier
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
    const relative = relativeTo(root, file)
    const zones = options.zones
      .map((zone) => ({ paths: [], except: [], packages: [], ...zone }))
      .filter((zone) => inZone(zone, relative))
    if (!zones.length) return {}

    const check = (node, specifier) => {
      const target = resolve(file, specifier)
      for (const zone of zones) {
        const name = target ? relativeTo(root, target) : specifier
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
