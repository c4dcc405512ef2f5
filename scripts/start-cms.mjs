// `npm run start:cms`: the site with the Strapi CMS in cms/ as its content source. Starts the CMS
// (API only) unless one already answers on CMS_PORT, then `npm start` with CONTENT_SOURCE=cms.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cmsApi, packSeedData, installCms, startCms, waitForCms } from './cms.mjs'

const children = []
// a CMS started here believes the visitor addresses this site forwards, as in production, and
// keeps the leads this site sends it (its intake token)
const proxy = {}
const running = await fetch(`${cmsApi()}/areas?pagination[pageSize]=1`).then(
  (response) => response.ok,
  () => false
)
if (!running) {
  installCms()
  packSeedData()
  proxy.CMS_PROXY_SECRET = process.env.CMS_PROXY_SECRET || randomBytes(24).toString('hex')
  proxy.CMS_INTAKE_TOKEN = process.env.CMS_INTAKE_TOKEN || randomBytes(24).toString('hex')
  // its mails link to this site, on the port it is served on
  const site = process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 8787}`
  const cms = startCms({ mode: 'api', env: { ...proxy, SITE_URL: site } })
  children.push(cms)
  await waitForCms(cms)
}
const site = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...proxy,
    CONTENT_SOURCE: 'cms',
    CMS_URL: process.env.CMS_URL || cmsApi(),
  },
})
children.push(site)
const stop = (signal) => children.forEach((child) => child.kill(signal))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
site.on('exit', (code) => {
  stop('SIGTERM')
  process.exit(code ?? 0)
})
