import type { Rule } from 'eslint'

/** `local/import-layers`: imports point down the layers and close no cycle. */
declare const importLayers: Rule.RuleModule
export default importLayers
