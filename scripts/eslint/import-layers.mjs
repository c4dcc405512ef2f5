// ESLint rule `local/import-layers`: an import may point down the layers (./layers.mjs) or stay in
// its layer, never up, and may not close a cycle (a file that imports, through any chain, the
// file importing it). Type-only imports count: a lower layer that names a higher one's type
// still has to be read with it.
import { layerOf, pathBack, relativeTo, resolve } from './import-graph.mjs'

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports pointing down the layers and out of cycles' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'object' } },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      up: 'Import points up the layers: {{from}} ({{fromLayer}}) imports {{to}} ({{toLayer}})',
      cycle: 'Import cycle: {{chain}}',
    },
  },
  create(context) {
    const { layers, root = context.cwd } = context.options[0]
    const file = context.filename
    const relative = relativeTo(root, file)
    const own = layerOf(layers, relative)
    if (own < 0) return {}

    const check = (node) => {
      if (typeof node.source?.value !== 'string') return
      const target = resolve(file, node.source.value)
      if (!target || !/\.tsx?$/.test(target)) return
      const targetRelative = relativeTo(root, target)
      const layer = layerOf(layers, targetRelative)
      if (layer >= 0 && layer < own) {
        const data = {
          from: relative,
          fromLayer: layers[own].name,
          to: targetRelative,
          toLayer: layers[layer].name,
        }
        context.report({ node: node.source, messageId: 'up', data })
        return
      }
      const back = target === file ? [] : pathBack(target, file, new Set([target]))
      if (back) {
        const chain = [relative, targetRelative, ...back.map((item) => relativeTo(root, item))]
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { chain: chain.join(' → ') },
        })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
