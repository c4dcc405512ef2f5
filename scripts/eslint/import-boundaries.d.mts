import type { Rule } from 'eslint'

/** `local/import-boundaries`: layer import rules, followed transitively where a zone says so. */
declare const importBoundaries: Rule.RuleModule
export default importBoundaries
