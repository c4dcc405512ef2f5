// `npm run preview`: the production bundle on http://127.0.0.1:8787 (PORT overrides it), with the
// production environment's settings and a fresh local D1 holding the demo content. PREVIEW_ORIGIN
// replaces the address used as PUBLIC_ORIGIN (docs/operations.md); configuration variables set in
// the environment pass through as for `npm start`. Ctrl-C stops it.
import { CONFIG_VARS } from './wrangler-env.mjs'
import { PREVIEW_DIR, startPreviewServer } from './preview-server.mjs'

const port = Number(process.env.PORT || 8787)
const vars = Object.fromEntries(
  CONFIG_VARS.filter((name) => name !== 'PUBLIC_ORIGIN' && process.env[name]).map((name) => [
    name,
    process.env[name],
  ])
)
const started = Date.now()
console.log(`preview: bundling for production into ${PREVIEW_DIR}, then serving it on port ${port}`)
const server = await startPreviewServer({
  port,
  persistTo: '.wrangler/preview-state',
  origin: process.env.PREVIEW_ORIGIN || undefined,
  vars,
  echo: true,
})
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(`preview: the production bundle is serving ${server.url} (ready in ${seconds} s)`)
console.log(`preview: smoke it with \`npm run smoke -- ${server.url}\`; Ctrl-C stops it`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.stop().then(() => process.exit(0)))
}
const code = await server.exited
console.error(`preview: wrangler stopped (exit code ${code})`)
process.exit(code || 1)
