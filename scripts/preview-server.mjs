// The production bundle served locally: what `npm run deploy -- --env production` uploads (the
// same snapshot, scripts/bench/snapshot.mjs), with the production environment's settings and a
// local D1 of its own seeded with the demo content. `npm run preview` runs it; CI smokes it; the
// bench can measure it (startPreviewServer).
import { rmSync } from 'node:fs'
import { startLocalServer } from './local-server.mjs'
import { snapshotSite } from './bench/snapshot.mjs'

export const PREVIEW_ENV = 'production'
export const PREVIEW_DIR = `dist/${PREVIEW_ENV}`

/**
 * Builds the bundle (the site must be built: `npm run build`) and serves it on 127.0.0.1:`port`
 * from a fresh database in `persistTo`. One production setting is replaced: `PUBLIC_ORIGIN`,
 * whose https origin would send every plain-http request away to the real domain. It becomes
 * `origin` (this server's own address unless given, e.g. a TLS front's), and `vars` are added.
 * @param {{ port: number, persistTo: string, origin?: string, vars?: Record<string, string>, echo?: boolean }} options
 */
export async function startPreviewServer({ port, persistTo, origin, vars = {}, echo = false }) {
  const config = snapshotSite('preview', { env: PREVIEW_ENV, dir: PREVIEW_DIR })
  rmSync(persistTo, { recursive: true, force: true })
  return startLocalServer({
    port,
    persistTo,
    config,
    env: PREVIEW_ENV,
    echo,
    vars: { ...vars, PUBLIC_ORIGIN: origin ?? `http://127.0.0.1:${port}` },
  })
}
