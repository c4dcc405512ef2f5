import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { memoized } from '../../src/content/memo'
import type { ContentSource } from '../../src/content/source'
import { bumpContentVersion } from '../../src/db/content-version'

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

let scopes = 0

describe('content remembered per isolate', () => {
  it('reads once for the same question, even asked at the same time, and again for another', async () => {
    const { source, reads } = countingSource()
    const memo = memoized(source, `test-${++scopes}`, env.DB)
    await Promise.all([
      memo.listProperties({ type: 'villa' }),
      memo.listProperties({ type: 'villa' }),
    ])
    await memo.listProperties({ type: 'villa' })
    await memo.listProperties({ type: 'apartment' })
    expect(reads).toEqual(['list {"type":"villa"}', 'list {"type":"apartment"}'])
  })

  it('asks again once a publish has bumped the content version', async () => {
    const { source, reads } = countingSource()
    const memo = memoized(source, `test-${++scopes}`, env.DB)
    await memo.listProperties({})
    await bumpContentVersion(env.DB)
    await memo.listProperties({})
    expect(reads).toHaveLength(2)
  })

  it('never remembers a failure', async () => {
    const { source, reads, fail } = countingSource()
    const memo = memoized(source, `test-${++scopes}`, env.DB)
    fail(true)
    await expect(memo.listLocations()).rejects.toThrow('CMS down')
    fail(false)
    expect(await memo.listLocations()).toEqual([])
    expect(reads).toEqual(['locations', 'locations'])
  })

  it('hands out frozen answers, so a page cannot change what the next one gets', async () => {
    const { source } = countingSource()
    const memo = memoized(source, `test-${++scopes}`, env.DB)
    const answer = await memo.listProperties({})
    expect(() => {
      ;(answer.items[0] as { title: string }).title = 'changed'
    }).toThrow(TypeError)
    expect((await memo.listProperties({})).items[0]!.title).toBe('Marina flat')
  })
})
