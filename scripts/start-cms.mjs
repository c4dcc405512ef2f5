// `npm run start:cms`: the site on the content of the Strapi CMS in cms/. Starts the CMS (API
// only) unless one already answers on CMS_PORT, then `npm start` configured for it (its URL, the
// webhook's and the preview's secrets, the read token), then `npm run cms:sync` into the site's
// local D1: pages read D1, which the CMS's webhooks keep current from then on.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cmsApi, packSeedData, installCms, startCms, waitForCms } from './cms.mjs'

const port = process.env.PORT || '8787'
const siteUrl = process.env.SITE_URL || `http://127.0.0.1:${port}`
const secret = (name) => process.env[name] || randomBytes(24).toString('hex')

const children = []
const running = await fetch(`${cmsApi()}/areas?pagination[pageSize]=1`).then(
  (response) => response.ok,
  () => false
)
// The secrets the site and the CMS share: made here for a CMS started here; a CMS already
// running was started with its own, which must be in this environment too. With the proxy's, the
// CMS believes the visitor addresses this site forwards, as in production; with the intake
// token, it keeps the leads this site sends it
const shared = {
  CMS_WEBHOOK_SECRET: secret('CMS_WEBHOOK_SECRET'),
  CMS_API_TOKEN: secret('CMS_API_TOKEN'),
  PREVIEW_SECRET: secret('PREVIEW_SECRET'),
  CMS_PROXY_SECRET: secret('CMS_PROXY_SECRET'),
  CMS_INTAKE_TOKEN: secret('CMS_INTAKE_TOKEN'),
}
if (running) {
  const missing = ['CMS_WEBHOOK_SECRET', 'CMS_API_TOKEN'].filter((name) => !process.env[name])
  if (missing.length) {
    console.error(
      `A CMS already answers at ${cmsApi()}: set ${missing.join(' and ')} as it was started with ` +
        '(or stop it, and this starts one with secrets of its own)'
    )
    process.exit(1)
  }
} else {
  installCms()
  packSeedData()
  const cms = startCms({
    mode: 'api',
    // its mails and previews link to this site; its webhook calls it
    env: { ...shared, SITE_URL: siteUrl, SITE_WEBHOOK_URL: `${siteUrl}/api/cms/webhook` },
  })
  children.push(cms)
  await waitForCms(cms)
}

const site = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, ...shared, CMS_URL: process.env.CMS_URL || cmsApi() },
})
children.push(site)
const stop = (signal) => children.forEach((child) => child.kill(signal))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
site.on('exit', (code) => {
  stop('SIGTERM')
  process.exit(code ?? 0)
})

// once the site answers: its D1 reconciled with the CMS
for (let tries = 0; ; tries++) {
  const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
    (response) => response.ok,
    () => false
  )
  if (up) break
  if (tries > 240) throw new Error(`the site did not answer on port ${port}`)
  await new Promise((done) => setTimeout(done, 500))
}
const sync = spawnSync(
  process.execPath,
  ['scripts/cms-sync.mjs', '--origin', `http://127.0.0.1:${port}`],
  {
    stdio: 'inherit',
    env: { ...process.env, CMS_WEBHOOK_SECRET: shared.CMS_WEBHOOK_SECRET },
  }
)
if (sync.status !== 0) console.error('cms:sync did not finish: the site serves what D1 held')
console.log(`\nThe site on the CMS's content: http://127.0.0.1:${port}`)
