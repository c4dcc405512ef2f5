// `npm run test:cms`: the worker against the real Strapi 5 of cms/. Installs the CMS (once),
// starts it on a fresh database with the demo content, a 4-second access token and a first
// administrator, runs the `cms` test suite, and stops it.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CMS_DIR, ensureArtwork, installCms, startCms, waitForCms } from './cms.mjs'
import { wranglerEnv } from './wrangler-env.mjs'

const port = process.env.CMS_PORT || '1338'
process.env.CMS_PORT = port
const admin = { CMS_ADMIN_EMAIL: 'admin@cms.test', CMS_ADMIN_PASSWORD: 'Local-test-admin-1' }

// Stands in for the site's webhook endpoint, which the tests run in-process: it records what
// Strapi sends, and the tests pass it on to the worker (GET /received)
const hooks = []
const receiver = createServer((request, response) => {
  if (request.method === 'GET') return response.end(JSON.stringify(hooks))
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    hooks.push({ authorization: request.headers.authorization ?? null, body })
    response.writeHead(200).end('{}')
  })
})
await new Promise((done) => receiver.listen(0, '127.0.0.1', done))
const hookUrl = `http://127.0.0.1:${receiver.address().port}`
const webhook = {
  SITE_WEBHOOK_URL: `${hookUrl}/api/cms/webhook`,
  CMS_WEBHOOK_SECRET: 'test-webhook-secret',
}

const started = Date.now()
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
installCms()
ensureArtwork()
console.log(`CMS installed (${seconds()})`)

rmSync(resolve(CMS_DIR, '.tmp/test.db'), { force: true })
rmSync(resolve(CMS_DIR, '.tmp/test-public'), { recursive: true, force: true })
const cms = startCms({
  mode: 'api',
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    DATABASE_FILENAME: '.tmp/test.db',
    PUBLIC_DIR: '.tmp/test-public',
    ACCESS_TOKEN_LIFESPAN: '4',
    ...admin,
    ...webhook,
  },
})
// Strapi's log is printed only when it fails to start
let log = ''
cms.stdout.on('data', (chunk) => (log += chunk))
let code
try {
  await waitForCms(cms).catch((error) => {
    console.error(log)
    throw error
  })
  cms.stdout.removeAllListeners('data').resume()
  console.log(`Strapi serving with the demo content on port ${port} (${seconds()})`)
  code = await new Promise((done) => {
    const tests = spawn('node_modules/.bin/vitest', ['run', '--project', 'cms'], {
      stdio: 'inherit',
      env: wranglerEnv({
        CMS_TEST_URL: `http://127.0.0.1:${port}/api`,
        CMS_TEST_HOOKS: `${hookUrl}/received`,
        ...admin,
        ...webhook,
      }),
    })
    tests.on('exit', (exit) => done(exit ?? 1))
  })
} finally {
  cms.kill('SIGTERM')
  receiver.close()
  console.log(`test:cms finished in ${seconds()}`)
}
process.exit(code)
