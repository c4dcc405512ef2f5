// `node tools/scale/cms-scale.mjs [--listings 50000] [--concurrency 6]`: the content sync at
// brokerage scale, a measurement (docs/content-sync.md), not part of CI. Takes long; run it on a
// quiet machine (it prints the load average). Steps, each with its progress and its time:
// 1. Strapi on SQLite (cms/.tmp/scale.db, kept between runs, so creating resumes), seeded with the
//    demo content; listings created over its REST API until it holds `--listings`, each a
//    variation of a seeded one (its pictures, texts, community, a consultant) as `seed:scale`
//    makes them, in English only;
// 2. a site (`wrangler dev`, PORT or 8805) on an empty D1, filled by `npm run cms:sync`;
// 3. the catalogue measured as `npm run bench -- --scale` measures it, over that D1;
// 4. one listing edited and published with the site's webhook registered: publish to visible.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { measureScale, printScale } from '../bench/scale.mjs'
import { cmsApi, installCms, packSeedData, startCms, waitForCms } from '../../scripts/cms.mjs'
import { startLocalServer } from '../../scripts/local-server.mjs'

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    concurrency: { type: 'string', default: '6' },
  },
})
const LISTINGS = Number(values.listings)
const CONCURRENCY = Number(values.concurrency)
const PORT = Number(process.env.PORT || 8805)
const SITE_STATE = `.wrangler/cms-scale-site-${PORT}`
/** Generated listings are numbered from here, clear of the demo's (as `seed:scale`'s) */
const FIRST_REF = 1000

const secrets = {
  CMS_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  CMS_API_TOKEN: randomBytes(24).toString('hex'),
  PREVIEW_SECRET: randomBytes(24).toString('hex'),
}
const admin = { CMS_ADMIN_EMAIL: 'admin@cms.test', CMS_ADMIN_PASSWORD: 'Local-test-admin-1' }
const report = {
  load: loadavg()
    .map((value) => value.toFixed(2))
    .join(' '),
}
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)
const children = []
const stopAll = async () => {
  for (const stop of children.reverse()) await stop().catch(() => {})
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stopAll().finally(() => process.exit(130)))
}
// a step that fails stops what was started, then says why
process.on('uncaughtException', (error) => {
  console.error(error)
  stopAll().finally(() => process.exit(1))
})
process.on('unhandledRejection', (error) => {
  console.error(error)
  stopAll().finally(() => process.exit(1))
})

/** Strapi on the scale database; `webhook`: with the site's webhook registered (its bootstrap). */
async function startStrapi(webhook = {}) {
  const cms = startCms({
    mode: 'api',
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...admin,
      ...secrets,
      ...webhook,
      DATABASE_FILENAME: '.tmp/scale.db',
      PUBLIC_DIR: '.tmp/scale-public',
      SITE_URL: `http://127.0.0.1:${PORT}`,
    },
  })
  const stop = () =>
    new Promise((done) => {
      if (cms.exitCode !== null || cms.signalCode !== null) return done()
      cms.once('exit', done)
      cms.kill('SIGTERM')
    })
  children.push(stop)
  await waitForCms(cms, 600_000)
  return stop
}

installCms()
packSeedData()
// its webhook registered from the start, as production's (it calls the site of step 4; creating
// listings before the site is up only logs its failed calls)
await startStrapi({ SITE_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/cms/webhook` })
const CMS_ORIGIN = new URL(cmsApi()).origin

async function json(url, init = {}, token) {
  const response = await fetch(url, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
  })
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`)
  return body
}
const login = await json(`${CMS_ORIGIN}/admin/login`, {
  method: 'POST',
  body: JSON.stringify({ email: admin.CMS_ADMIN_EMAIL, password: admin.CMS_ADMIN_PASSWORD }),
})
const adminToken = login.data.token
const full = (
  await json(
    `${CMS_ORIGIN}/admin/api-tokens`,
    {
      method: 'POST',
      body: JSON.stringify({ name: `scale-${Date.now()}`, type: 'full-access', lifespan: null }),
    },
    adminToken
  )
).data.accessKey
const api = (path, init) => json(`${cmsApi()}${path}`, init, full)

// 1. the listings
const templates = (
  await api(
    '/properties?filters[ref][$lt]=1000&sort=ref:asc&pagination[pageSize]=40' +
      '&populate[area]=true&populate[agent]=true&populate[photos]=true&populate[floorPlans][populate][0]=image'
  )
).data
const agents = (await api('/agents?sort=ref:asc&pagination[pageSize]=100')).data
const highest = (await api('/properties?sort=ref:desc&pagination[pageSize]=1&fields[0]=ref'))
  .data[0]
const WORDS = [
  'Azure Cedar Coral Crescent Dune Emerald Falcon Gardenia Harbour Iris Jade Lumen'.split(' '),
  'Heights Residences Gardens Towers Terraces Park Court Bay Point Square Views Walk'.split(' '),
]
const DEVELOPERS = ['Meridian Properties', 'Crescent Bay Group', 'Sandstone Developments']
const hash = (id, salt) => Number((BigInt(id + salt) * 2654435761n) % 4294967296n)

/** Listing `ref` as a variation of a seeded one, as scale-sql.mjs makes them. */
function listing(ref) {
  const t = templates[ref % templates.length]
  const development = `${WORDS[0][hash(ref % 240, 11) % 12]} ${WORDS[1][hash(ref % 240, 13) % 12]}`
  const factor = 0.7 + (hash(ref, 17) % 70) / 100
  const day = new Date(Date.parse('2026-11-20') - (hash(ref, 29) % 1100) * 86_400_000)
  return {
    ref,
    title: t.title.replace(t.development, development),
    area: t.area.documentId,
    agent: agents[hash(ref, 23) % agents.length].documentId,
    development,
    developmentSlug: `${development.toLowerCase().replace(' ', '-')}-${t.area.slug}`,
    developer: DEVELOPERS[hash(ref, 19) % DEVELOPERS.length],
    type: t.type,
    completion: t.completion,
    priceUsd: String(Math.round(Number(t.priceUsd) * factor)),
    bedrooms: t.bedrooms,
    bathrooms: t.bathrooms,
    sizeSqft: Math.round(t.sizeSqft * (0.85 + factor / 5)),
    handoverDate: t.handoverDate,
    downPaymentPercent: t.downPaymentPercent,
    paymentPlan: t.paymentPlan,
    amenities: t.amenities,
    photos: t.photos.map((photo) => photo.id),
    floorPlans: t.floorPlans.map((plan) => ({
      label: plan.label,
      alt: plan.alt,
      image: plan.image?.id,
    })),
    description: t.description,
    brochure: t.brochure,
    permitNumber: String(7100000000 + ref),
    rentEstimateUsd: t.rentEstimateUsd && Math.round(t.rentEstimateUsd * factor),
    serviceChargeUsd: t.serviceChargeUsd && Math.round(t.serviceChargeUsd * factor),
    featured: false,
    listedAt: day.toISOString().slice(0, 10),
  }
}

const first = Math.max(FIRST_REF, (highest?.ref ?? 0) + 1)
const wanted = FIRST_REF + LISTINGS - 40
let next = first
const created = Date.now()
console.log(`Strapi holds listings up to ${first - 1}: creating ${Math.max(0, wanted - first)}`)
async function creator() {
  while (next < wanted) {
    const ref = next++
    await api('/properties?status=published', {
      method: 'POST',
      body: JSON.stringify({ data: listing(ref) }),
    })
    const done = ref - first + 1
    if (done % 1000 === 0) {
      const rate = done / ((Date.now() - created) / 1000)
      console.log(
        `  ${done} created, ${rate.toFixed(0)}/s, about ${((wanted - ref) / rate / 60).toFixed(0)} min left`
      )
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, creator))
report.create = `${Math.max(0, wanted - first)} listings in ${seconds(created)} s`
console.log(`  ${report.create}`)

// 2. the sync into an empty D1
rmSync(SITE_STATE, { recursive: true, force: true })
process.env.NODE_ENV = 'production'
let site = await startLocalServer({
  port: PORT,
  persistTo: SITE_STATE,
  empty: true,
  vars: { CMS_URL: cmsApi(), ...secrets },
})
children.push(() => site.stop())
const synced = Date.now()
// not spawnSync: a signal must still reach this script and stop what it started
const sync = spawn(process.execPath, ['scripts/cms-sync.mjs', '--origin', site.url], {
  stdio: 'inherit',
  env: { ...process.env, CMS_WEBHOOK_SECRET: secrets.CMS_WEBHOOK_SECRET },
})
children.push(async () => void sync.kill())
const status = await new Promise((done) => sync.once('exit', done))
if (status !== 0) throw new Error('cms:sync failed')
report.sync = `${seconds(synced)} s`
await site.stop()

// 3. the catalogue over the synced D1, as the bench measures it
const scale = await measureScale({
  state: SITE_STATE,
  port: PORT,
  synced: true,
  deepListing: `/catalog/${wanted - 100}`,
})
printScale(scale)

// 4. publish to visible: the site on the synced D1, told by Strapi's webhook
site = await startLocalServer({
  port: PORT,
  persistTo: SITE_STATE,
  // the synced D1 as it is: the demo content would collide with the synced rows
  empty: true,
  vars: { CMS_URL: cmsApi(), ...secrets },
})
const delays = []
for (const ref of [FIRST_REF + 7, FIRST_REF + Math.floor(LISTINGS / 2), wanted - 1]) {
  const entry = (await api(`/properties?filters[ref][$eq]=${ref}`)).data[0]
  const title = `${entry.title}, price revised ${Date.now() % 1000}`
  const started = Date.now()
  await api(`/properties/${entry.documentId}?status=published`, {
    method: 'PUT',
    body: JSON.stringify({ data: { title } }),
  })
  for (;;) {
    const page = await (await fetch(`${site.url}/catalog/${ref}`)).text()
    if (page.includes(title)) break
    if (Date.now() - started > 30_000) throw new Error(`listing ${ref} not visible within 30 s`)
    await new Promise((done) => setTimeout(done, 50))
  }
  delays.push(Date.now() - started)
}
report.publishToVisible = delays.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')
await stopAll()

console.log('\ncms-scale summary')
console.log(`  load average at start  ${report.load}`)
console.log(`  created in Strapi      ${report.create} (SQLite, English entries)`)
console.log(`  cms:sync, empty D1     ${report.sync}`)
console.log(`  publish to visible     ${report.publishToVisible} (three listings, webhook to page)`)
