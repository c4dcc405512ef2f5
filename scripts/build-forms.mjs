// Lists the forms: every folder of src/forms that holds an `index.ts(x)` (its declaration, the
// default export) is a form. Writes src/generated/forms.ts (the declarations, which the
// endpoints and the generic form island's server side read) and src/generated/form-views.ts
// (for the browser: the views the generic form island draws, each its own chunk). A form whose
// `view.ts` default-exports its view is drawn by that island; the lead form's kinds, the
// questionnaire's steps and the newsletter's inline row have islands of their own and no
// default view. So adding a form is adding its folder. Run by build-client.mjs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { folderId, foldersWith } from './build-pages.mjs'

const FORMS_DIR = 'src/forms'
const OUT = 'src/generated'
const HEADER =
  '// Written by scripts/build-forms.mjs from the form folders of src/forms: do not edit.\n'

export function buildForms() {
  const folders = foldersWith(FORMS_DIR, 'index.ts', 'index.tsx')
  const drawn = folders.filter((folder) =>
    /^export default /m.test(readFileSync(`${FORMS_DIR}/${folder}/view.ts`, 'utf8'))
  )
  mkdirSync(OUT, { recursive: true })
  writeFileSync(
    `${OUT}/forms.ts`,
    `${HEADER}import type { ContextData, FormDeclaration } from '../forms/declaration'\n` +
      folders.map((f) => `import ${folderId(f)} from '../forms/${f}'`).join('\n') +
      `\n\nexport const FORMS = {\n${folders.map((f) => `  '${f}': ${folderId(f)},`).join('\n')}\n}` +
      ` satisfies Record<string, FormDeclaration<ContextData>>\n\n` +
      `export type FormName = keyof typeof FORMS\n\n` +
      `/** Each form by name, as one type. */\n` +
      `export const FORM_LIST: readonly [FormName, FormDeclaration<ContextData>][] = [\n` +
      folders.map((f) => `  ['${f}', ${folderId(f)}],`).join('\n') +
      `\n]\n`
  )
  writeFileSync(
    `${OUT}/form-views.ts`,
    `${HEADER}export const FORM_VIEWS = {\n` +
      drawn
        .map((f) => `  '${f}': () => import('../forms/${f}/view').then((m) => m.default),`)
        .join('\n') +
      `\n}\n\n/** A form the generic form island draws (src/islands/form.tsx). */\n` +
      `export type DrawnFormName = keyof typeof FORM_VIEWS\n\n` +
      `export function isDrawnForm(name: string): name is DrawnFormName {\n` +
      `  return Object.hasOwn(FORM_VIEWS, name)\n}\n`
  )
  return folders.length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('forms listed:', buildForms())
}
