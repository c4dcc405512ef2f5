// `npm run deploy` without a real database: it stops at its first step, before building,
// migrating or uploading anything, and says which command gives the id.
import { describe, expect, it } from 'vitest'
import { runScript } from './run-script'

describe('npm run deploy', () => {
  it('refuses a real deploy while the database id is a placeholder', async () => {
    const result = await runScript('scripts/deploy.mjs', ['--env', 'production'])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('[1/8] configuration')
    expect(result.stdout).toContain('npx wrangler d1 create arcadia-estates-production')
    expect(result.stdout).toContain('configuration: FAILED')
    expect(result.stdout).not.toContain('[2/8]')
  })

  it('names the environments it deploys', async () => {
    const result = await runScript('scripts/deploy.mjs', ['--env', 'prod'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--env must be one of staging, production')
  })
})
