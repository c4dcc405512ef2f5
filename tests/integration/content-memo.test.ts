import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { memoized } from '../../src/content/memo'
import type { ContentSource } from '../../src/content/source'
import { bumpScopes, forgetScopeVersions, scopeVersions } from '../../src/db/content-scopes'

/** A source whose every read is counted; `listLocations` fails while `failing` is set. */
function countingSource() {
  const reads: string[] = []
  let failing = false
  const page = { items: [{ id: 1, title: 'Marina flat' }], total: 1, page: 1, pageSize: 12 }
  const source = {
    listProperties: async (query: unknown) => {
      reads.push(`list ${JSON.stringify(query)}`)
      return structuredClone(page)
    },
    listLocations: async () => {
      reads.push('locations')
      if (failing) throw new Error('CMS down')
      return []
    },
  } as unknown as ContentSource
  return { source, reads, fail: (value: boolean) => (failing = value) }
}

let locales = 0

/** What the CMS sync does when it changes these scopes. */
async function syncTouched(...scopes: string[]) {
  const { versions } = await scopeVersions(env.DB)
  await bumpScopes(env.DB, scopes, versions.length).run()
  forgetScopeVersions()
}

describe('content remembered per isolate', () => {
  it('reads once for the same question, even asked at the same time, and again for another', async () => {
    const { source, reads } = countingSource()
    const memo = memoized(source, `test-${++locales}`, env.DB)
    await Promise.all([
      memo.listProperties({ type: 'villa' }),
      memo.listProperties({ type: 'villa' }),
    ])
    await memo.listProperties({ type: 'villa' })
    await memo.listProperties({ type: 'apartment' })
    expect(reads).toEqual(['list {"type":"villa"}', 'list {"type":"apartment"}'])
  })

  it('asks again once the sync has changed what the read answers, and only then', async () => {
    const { source, reads } = countingSource()
    const memo = memoized(source, `test-${++locales}`, env.DB)
    await memo.listProperties({})
    await syncTouched('post:off-plan-guide', 'agent:5')
    await memo.listProperties({})
    expect(reads).toHaveLength(1)
    await syncTouched('property:3', 'list:properties')
    await memo.listProperties({})
    expect(reads).toHaveLength(2)
  })

  it('never remembers a failure', async () => {
    const { source, reads, fail } = countingSource()
    const memo = memoized(source, `test-${++locales}`, env.DB)
    fail(true)
    await expect(memo.listLocations()).rejects.toThrow('CMS down')
    fail(false)
    expect(await memo.listLocations()).toEqual([])
    expect(reads).toEqual(['locations', 'locations'])
  })

  it('hands out frozen answers, so a page cannot change what the next one gets', async () => {
    const { source } = countingSource()
    const memo = memoized(source, `test-${++locales}`, env.DB)
    const answer = await memo.listProperties({})
    expect(() => {
      ;(answer.items[0] as { title: string }).title = 'changed'
    }).toThrow(TypeError)
    expect((await memo.listProperties({})).items[0]!.title).toBe('Marina flat')
  })
})
