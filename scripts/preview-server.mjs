// The production bundle served locally: what `npm run deploy -- --env production` uploads (the
// same snapshot, scripts/snapshot.mjs), with the production environment's settings and a
// local D1 of its own seeded with the demo content. `npm run preview` runs it; CI smokes it; the
// bench can measure it (startPreviewServer).
import { rmSync } from 'node:fs'
import { startLocalServer } from './local-server.mjs'
import { snapshotSite } from './snapshot.mjs'

export const PREVIEW_ENV = 'production'
export const PREVIEW_DIR = `dist/${PREVIEW_ENV}`

/** Bundles the site (it must be built: `npm run build`) into `dir`; answers its configuration. */
export function previewBundle(dir = PREVIEW_DIR) {
  return snapshotSite('preview', { env: PREVIEW_ENV, dir })
}

/**
 * Serves the bundle of `config` (a fresh one in dist/production unless given) on
 * 127.0.0.1:`port` from a fresh database in `persistTo`. One production setting is replaced:
 * `PUBLIC_ORIGIN`, whose https origin would send every plain-http request away to the real
 * domain. It becomes `origin` (this server's own address unless given, e.g. a TLS front's), and
 * `vars` are added. Without wrangler dev's devtools, which no deployment has (local-server.mjs).
 * @param {{ port: number, persistTo: string, origin?: string, vars?: Record<string, string>, echo?: boolean, config?: string }} options
 */
export async function startPreviewServer({
  port,
  persistTo,
  origin,
  vars = {},
  echo = false,
  config = previewBundle(),
}) {
  rmSync(persistTo, { recursive: true, force: true })
  return startLocalServer({
    port,
    persistTo,
    config,
    env: PREVIEW_ENV,
    echo,
    devTools: false,
    vars: { ...vars, PUBLIC_ORIGIN: origin ?? `http://127.0.0.1:${port}` },
  })
}
