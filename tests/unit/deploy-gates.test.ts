// What stops a deploy before anything is uploaded: a bundle past its size budget, a database id
// still a placeholder, a configuration that would not serve the site from its own domain.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { deployProblems, environmentConfig } from '../../scripts/deploy/config.mjs'
import { BUDGET_BYTES, measureBundle, sizeGate } from '../../scripts/deploy/size-gate.mjs'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A built worker of random (so incompressible) bytes: its gzip size is about its raw size. */
function bundle(files: Record<string, number>) {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'))
  dirs.push(dir)
  for (const [name, size] of Object.entries(files))
    writeFileSync(join(dir, name), randomBytes(size))
  return dir
}

describe('the size gate', () => {
  it('measures the script and its modules gzipped together, not the source map or the note', () => {
    const dir = bundle({ 'index.js': 300_000, 'abc-ar.json': 100_000, 'index.js.map': 900_000 })
    writeFileSync(join(dir, 'README.md'), 'built by wrangler')
    const size = measureBundle(dir)
    expect(size.files).toBe(2)
    expect(size.rawBytes).toBe(400_000)
    expect(size.gzipBytes).toBeGreaterThan(400_000)
    expect(size.gzipBytes).toBeLessThan(401_000)
  })

  it('passes a bundle within the budget and prints it against the budget and the limits', () => {
    const gate = sizeGate(measureBundle(bundle({ 'index.js': 600_000 })))
    expect(gate.ok).toBe(true)
    expect(gate.lines[0]).toMatch(/^bundle {2}58\d KiB gzip \(586 KiB raw, 1 files\)$/)
    expect(gate.lines[1]).toMatch(/^budget {2}1,536 KiB gzip: 38 % used$/)
    expect(gate.lines[2]).toBe('limit   9,766 KiB on Workers Paid (6 %), 2,930 KiB on Free (20 %)')
  })

  it('fails a bundle past the budget, saying by how much', () => {
    const gate = sizeGate(measureBundle(bundle({ 'index.js': BUDGET_BYTES + 50_000 })))
    expect(gate.ok).toBe(false)
    expect(gate.lines[1]).toMatch(/OVER BUDGET$/)
    expect(gate.lines[3]).toMatch(/^the bundle is \d+ KiB over its budget/)
  })

  it('refuses a directory that holds no built worker', () => {
    expect(() => measureBundle(bundle({ 'notes.txt': 10 }))).toThrow(/no index\.js/)
  })
})

describe("a deployed environment's configuration", () => {
  it('is read from wrangler.toml with its own domain, database and https origin', () => {
    const staging = environmentConfig('staging')
    expect(staging).toMatchObject({
      name: 'arcadia-estates-staging',
      publicOrigin: 'https://staging.arcadia-estates.ae',
      database: { name: 'arcadia-estates-staging' },
      routes: ['staging.arcadia-estates.ae'],
      workersDev: false,
    })
    const production = environmentConfig('production')
    expect(production.routes).toEqual(['arcadia-estates.ae', 'www.arcadia-estates.ae'])
    expect(production.database!.name).not.toBe(staging.database!.name)
  })

  it('stops a real deploy while the database or the pages namespace is a placeholder, naming the commands that give ids', () => {
    const [problem, pages, ...others] = deployProblems(
      'production',
      environmentConfig('production')
    )
    expect(others).toEqual([])
    expect(problem).toContain('the production D1 database_id is a placeholder')
    expect(problem).toContain('npx wrangler d1 create arcadia-estates-production')
    expect(pages).toContain('the production KV namespace for rendered pages is a placeholder')
    expect(pages).toContain('npx wrangler kv namespace create RENDERED_PAGES --env production')
  })

  it('has nothing against a real id, and refuses an http origin, no domain or workers.dev', () => {
    const real = {
      ...environmentConfig('staging'),
      database: { name: 'arcadia-estates-staging', id: '5f0c9a4e-8f1d-4c1b-9a53-2e7d4f0b6c11' },
      renderedPages: { id: '8c2f4e0b1a9d47e3b6c5d2a1f0e9b8c7' },
    }
    expect(deployProblems('staging', real)).toEqual([])
    const wrong = { ...real, publicOrigin: 'http://staging.example', routes: [], workersDev: true }
    expect(deployProblems('staging', wrong)).toHaveLength(3)
  })
})
