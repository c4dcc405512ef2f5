import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Linter, type Rule } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, beforeAll, expect } from 'vitest'

/**
 * A small tree shaped like the project's, written for the file's tests and removed after them,
 * and a `lint(file, code)` that runs one local rule over a file of it with `options`.
 */
export function lintTree(
  files: Record<string, string>,
  name: string,
  rule: Rule.RuleModule,
  options: (root: string) => object
) {
  let root = ''
  let linter: Linter
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), `${name}-`))
    linter = new Linter({ configType: 'flat', cwd: root })
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), code)
    }
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  return function lint(file: string, code: string) {
    const results = linter.verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser },
          plugins: { local: { rules: { [name]: rule } } },
          rules: { [`local/${name}`]: ['error', options(root)] },
        },
      ],
      { filename: path.join(root, file) }
    )
    // Anything but this rule's findings (a parse error, a file left unlinted) fails the test
    for (const result of results) expect(result.ruleId).toBe(`local/${name}`)
    return results.map((result) => result.message)
  }
}
