// `npm run test:cms`: the worker against the real Strapi 5 of cms/, twice. Each pass starts
// Strapi on a fresh database with the demo content, a 4-second access token, a first
// administrator and the worker's proxy secret, runs the CMS suites and stops everything it
// started, also when a test fails:
// - sqlite: today's local defaults (SQLite file, pictures on the CMS's disk, no mail);
// - postgres: production's parts, locally: a throwaway Postgres cluster, the media in an
//   S3-compatible bucket (s3rver), the mail through an SMTP sink (partners', consultants', the
//   newsletter's), and the partner e-mail flows in Chromium against the site served with
//   `wrangler dev`.
// Both: the form records the worker's outbox delivers to the CMS's intake (CMS_INTAKE_TOKEN),
// and `npm run privacy` against it (cms-tools). Each pass ends with the content sync end to end
// (tests/cms/sync/): a site on an empty D1 filled by `npm run cms:sync`, Strapi's webhooks
// delivered to it, and at last Strapi stopped.
// `-- --pass=sqlite` or `-- --pass=postgres` runs one. Ports: CMS_PORT (1338), CMS_PG_PORT
// (54342), CMS_S3_PORT (4572), CMS_SMTP_PORT (2526) and the sink's API CMS_MAIL_API_PORT (1082),
// and the site on E2E_PORT (8791), the synced site on the port after it.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CMS_DIR, installCms, packSeedData, startCms, waitForCms } from './cms.mjs'
import { startMailSink } from './cms-test/mail-sink.mjs'
import { BUCKET_KEYS, startMediaBucket } from './cms-test/media-bucket.mjs'
import { startPostgres } from './cms-test/postgres.mjs'
import { wranglerEnv } from './wrangler-env.mjs'

const port = (name, fallback) => Number(process.env[name] || fallback)
const CMS_PORT = port('CMS_PORT', 1338)
process.env.CMS_PORT = String(CMS_PORT)
const PG_PORT = port('CMS_PG_PORT', 54342)
const S3_PORT = port('CMS_S3_PORT', 4572)
const SMTP_PORT = port('CMS_SMTP_PORT', 2526)
const MAIL_API_PORT = port('CMS_MAIL_API_PORT', 1082)
const SITE_PORT = port('E2E_PORT', 8791)
const CMS_API = `http://127.0.0.1:${CMS_PORT}/api`
const BUCKET = 'arcadia-media'

const only = process.argv.find((arg) => arg.startsWith('--pass='))?.slice('--pass='.length)
const PASSES = ['sqlite', 'postgres'].filter((pass) => !only || pass === only)
if (PASSES.length === 0) throw new Error(`--pass must be sqlite or postgres, not ${only}`)

const admin = { CMS_ADMIN_EMAIL: 'admin@cms.test', CMS_ADMIN_PASSWORD: 'Local-test-admin-1' }
// the worker adds it to every call, and Strapi believes a forwarded address only with it
const PROXY_SECRET = randomBytes(24).toString('hex')
// the worker's outbox and `npm run privacy` reach the CMS's intake with it
const INTAKE_TOKEN = randomBytes(24).toString('hex')

// Stands in for the site's webhook endpoint, which the tests run in-process: it records what
// Strapi sends, and the tests pass it on to the worker (GET /received). Once a test names a site
// (POST /forward), every hook is also delivered there and Strapi gets the site's answer; POST
// /stop-cms stops this pass's Strapi (the sync tests' last part: the site without its CMS).
const hooks = []
const control = { forwardTo: null, stopCms: null }
const receiver = createServer((request, response) => {
  if (request.method === 'GET') return response.end(JSON.stringify(hooks))
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', async () => {
    if (request.url === '/forward') {
      control.forwardTo = JSON.parse(body).url
      return response.end('{}')
    }
    if (request.url === '/stop-cms') {
      await control.stopCms?.()
      return response.end('{}')
    }
    const authorization = request.headers.authorization ?? null
    hooks.push({ authorization, body })
    if (!control.forwardTo) return response.writeHead(200).end('{}')
    const answer = await fetch(control.forwardTo, {
      method: 'POST',
      headers: { Authorization: authorization ?? '', 'Content-Type': 'application/json' },
      body,
    }).catch(() => null)
    response.writeHead(answer?.status ?? 502).end(answer ? await answer.text() : '{}')
  })
})
await new Promise((done) => receiver.listen(0, '127.0.0.1', done))
const hookUrl = `http://127.0.0.1:${receiver.address().port}`
const webhook = {
  SITE_WEBHOOK_URL: `${hookUrl}/api/cms/webhook`,
  CMS_WEBHOOK_SECRET: 'test-webhook-secret',
  // the site's read token and the preview's signing secret, the same on both sides
  CMS_API_TOKEN: randomBytes(24).toString('hex'),
  PREVIEW_SECRET: randomBytes(24).toString('hex'),
}

const started = Date.now()
const seconds = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/** Whatever a pass started, stopped in reverse order (also on Ctrl-C). */
const cleanups = []
async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => console.error(error))
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanUp().finally(() => process.exit(130)))
}

/** The parts a pass runs against, started; each registers how it stops. */
async function startParts(pass) {
  const base = {
    ...admin,
    ...webhook,
    ACCESS_TOKEN_LIFESPAN: '4',
    // every suite signs the admin in from this one address within minutes (Strapi allows 5)
    ADMIN_LOGIN_RATE_LIMIT: '50',
    CMS_PROXY_SECRET: PROXY_SECRET,
    CMS_INTAKE_TOKEN: INTAKE_TOKEN,
    PUBLIC_DIR: '.tmp/test-public',
  }
  rmSync(resolve(CMS_DIR, '.tmp/test-public'), { recursive: true, force: true })
  if (pass === 'sqlite') {
    rmSync(resolve(CMS_DIR, '.tmp/test.db'), { force: true })
    return { cmsEnv: { ...base, DATABASE_FILENAME: '.tmp/test.db' }, testEnv: {} }
  }
  const postgres = startPostgres({ port: PG_PORT, database: 'cms' })
  cleanups.push(async () => postgres.stop())
  const bucket = await startMediaBucket({ port: S3_PORT, bucket: BUCKET })
  cleanups.push(() => bucket.stop())
  const mail = await startMailSink({ smtpPort: SMTP_PORT, apiPort: MAIL_API_PORT })
  cleanups.push(() => mail.stop())
  const site = `http://127.0.0.1:${SITE_PORT}`
  console.log(`Postgres on ${PG_PORT}, a bucket on ${S3_PORT}, an SMTP sink on ${SMTP_PORT}`)
  return {
    cmsEnv: {
      ...base,
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: postgres.url,
      DATABASE_SSL: 'false',
      S3_ENDPOINT: bucket.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: BUCKET_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: BUCKET_KEYS.secretAccessKey,
      S3_PUBLIC_URL: bucket.publicUrl,
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      EMAIL_FROM: 'Arcadia Estates <partners@arcadia.test>',
      SALES_EMAIL: 'sales@arcadia.test',
      SITE_URL: site,
    },
    testEnv: {
      CMS_TEST_MEDIA_URL: bucket.publicUrl,
      CMS_TEST_MAIL_API: mail.api,
      CMS_TEST_SITE_URL: site,
      CMS_TEST_SITE_PORT: String(SITE_PORT),
    },
  }
}

/** Vitest on the given projects; resolves to its counts (from its JSON report). */
function runTests(projects, env) {
  const report = join(tmpdir(), `test-cms-${process.pid}-${Date.now()}.json`)
  const args = ['run', ...projects.flatMap((name) => ['--project', name])]
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`)
  return new Promise((done) => {
    const tests = spawn('node_modules/.bin/vitest', args, {
      stdio: 'inherit',
      env: wranglerEnv(env),
    })
    tests.on('exit', (exit) => {
      let counts = { passed: 0, failed: 0, skipped: 0 }
      try {
        const json = JSON.parse(readFileSync(report, 'utf8'))
        counts = {
          passed: json.numPassedTests,
          failed: json.numFailedTests,
          skipped: json.numPendingTests + json.numTodoTests,
        }
        rmSync(report, { force: true })
      } catch {
        // no report: vitest did not get to run the tests
      }
      done({ code: exit ?? 1, ...counts })
    })
  })
}

async function runPass(pass) {
  const passStarted = Date.now()
  console.log(`\n== test:cms, ${pass} pass ==`)
  const { cmsEnv, testEnv } = await startParts(pass)
  const cms = startCms({ mode: 'api', stdio: ['ignore', 'pipe', 'pipe'], env: cmsEnv })
  const stopCms = () =>
    new Promise((done) => {
      // stopped already (by a test: POST /stop-cms), by its exit or by a signal
      if (cms.exitCode !== null || cms.signalCode !== null) return done()
      cms.once('exit', () => done())
      cms.kill('SIGTERM')
    })
  control.stopCms = stopCms
  control.forwardTo = null
  cleanups.push(stopCms)
  // Strapi's log is printed only when it fails to start or a test fails: its end then
  let log = ''
  const keep = (chunk) => (log += chunk)
  cms.stdout.on('data', keep)
  cms.stderr.on('data', keep)
  const logTail = () => log.split('\n').slice(-60).join('\n')
  try {
    await waitForCms(cms, 420_000)
  } catch (error) {
    console.error(logTail())
    await cleanUp()
    return { pass, code: 1, passed: 0, failed: 0, skipped: 0, time: seconds(passStarted), error }
  }
  console.log(`Strapi serving with the demo content on port ${CMS_PORT} (${seconds(passStarted)})`)
  const projects =
    pass === 'postgres'
      ? ['cms', 'cms-tools', 'cms-browser', 'cms-sync']
      : ['cms', 'cms-tools', 'cms-sync']
  const result = await runTests(projects, {
    CMS_TEST_URL: CMS_API,
    CMS_TEST_PASS: pass,
    CMS_TEST_HOOKS: `${hookUrl}/received`,
    CMS_TEST_CONTROL: hookUrl,
    CMS_TEST_SYNC_SITE_PORT: String(SITE_PORT + 1),
    CMS_PROXY_SECRET: PROXY_SECRET,
    CMS_INTAKE_TOKEN: INTAKE_TOKEN,
    ...admin,
    ...webhook,
    ...testEnv,
  })
  if (result.code !== 0) console.error(`\nThe end of Strapi's log:\n${logTail()}`)
  await cleanUp()
  return { pass, ...result, time: seconds(passStarted) }
}

installCms()
packSeedData()
console.log(`CMS installed, demo content packed (${seconds()})`)
const results = []
try {
  for (const pass of PASSES) results.push(await runPass(pass))
} finally {
  await cleanUp()
  receiver.close()
}

const WHAT = {
  sqlite: 'SQLite, uploads on disk, no mail',
  postgres: 'Postgres, media in a bucket, mail to a sink, browser',
}
console.log('\ntest:cms summary')
for (const result of results) {
  const verdict = result.code === 0 ? 'ok  ' : 'FAIL'
  const counts = result.error
    ? `Strapi did not start: ${result.error.message}`
    : `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`
  console.log(
    `  ${verdict} ${result.pass.padEnd(9)}${WHAT[result.pass].padEnd(54)}${counts} (${result.time})`
  )
}
const passed = results.reduce((sum, result) => sum + result.passed, 0)
const failed = results.reduce((sum, result) => sum + result.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
console.log(`test:cms finished in ${seconds()}`)
process.exit(results.every((result) => result.code === 0) ? 0 : 1)
