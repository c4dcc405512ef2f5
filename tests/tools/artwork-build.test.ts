// The artwork build at every install, start and test run: what it encodes once it never encodes
// again, in this checkout or (through the machine's store) in another one.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildImages } from '../../tools/artwork/build.mjs'
import { SCENES } from '../../tools/artwork/draw/scenes.mjs'
import { openStore } from '../../tools/artwork/store.mjs'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'artwork-'))
  dirs.push(dir)
  return dir
}

// Portraits: the smallest kind (one width), so each encodes in a fraction of a second
const drawing = (key: string) => SCENES[key]!
const SCENE_SET = {
  'portrait-1': drawing('portrait-1'),
  'portrait-2': drawing('portrait-2'),
  'portrait-3': drawing('portrait-3'),
}
const redrawn = () => drawing('portrait-2')().replace('</svg>', '<circle r="40"/></svg>')

/** Every file of a directory with what changes when it is written again. */
function snapshot(dir: string) {
  return Object.fromEntries(
    readdirSync(dir).map((file) => {
      const { ino, mtimeMs } = statSync(join(dir, file))
      return [file, `${ino}:${mtimeMs}`]
    })
  )
}
const only = (files: Record<string, string>, prefix: string) =>
  Object.entries(files).filter(([file]) => file.startsWith(prefix))
const quiet = () => {}

describe('the artwork build', () => {
  it('writes nothing on a second run with unchanged drawings and settings', async () => {
    const out = scratch()
    const first = await buildImages({ out, scenes: SCENE_SET, store: null, log: quiet })
    expect(first.encoded).toEqual(['portrait-1', 'portrait-2', 'portrait-3'])
    const before = snapshot(out)
    expect(Object.keys(before)).toContain('portrait-2-320.avif')

    const second = await buildImages({ out, scenes: SCENE_SET, store: null, log: quiet })
    expect(second.encoded).toEqual([])
    expect(snapshot(out)).toEqual(before)
  })

  it('encodes again only the scene whose drawing changed, and drops a removed one', async () => {
    const out = scratch()
    await buildImages({ out, scenes: SCENE_SET, store: null, log: quiet })
    const before = snapshot(out)

    const scenes = { 'portrait-1': SCENE_SET['portrait-1'], 'portrait-2': redrawn }
    const run = await buildImages({ out, scenes, store: null, log: quiet })
    expect(run.encoded).toEqual(['portrait-2'])
    const after = snapshot(out)
    expect(only(after, 'portrait-1-')).toEqual(only(before, 'portrait-1-'))
    for (const [file, state] of only(after, 'portrait-2-'))
      expect(state, file).not.toBe(before[file])
    expect(only(after, 'portrait-3-')).toEqual([])
  })

  it('takes from the store what another checkout encoded, and never writes through it', async () => {
    const store = openStore(scratch())
    const [one, two] = [scratch(), scratch()]
    await buildImages({ out: one, scenes: SCENE_SET, store, log: quiet })
    const fresh = await buildImages({ out: two, scenes: SCENE_SET, store, log: quiet })
    expect(fresh).toMatchObject({ encoded: [], taken: 3 })
    expect(readdirSync(two).sort()).toEqual(readdirSync(one).sort())
    const file = 'portrait-2-320.avif'
    const picture = readFileSync(join(one, file))
    expect(readFileSync(join(two, file))).toEqual(picture)

    // the second checkout's drawing changes: the first one's files stay as they were
    const scenes = { ...SCENE_SET, 'portrait-2': redrawn }
    const changed = await buildImages({ out: two, scenes, store, log: quiet })
    expect(changed.encoded).toEqual(['portrait-2'])
    expect(readFileSync(join(two, file))).not.toEqual(picture)
    expect(readFileSync(join(one, file))).toEqual(picture)
  })
})
