// `npm run test:cms`: the worker against the real Strapi 5 of cms/. Installs the CMS (once),
// starts it on a fresh database with the demo content, a 4-second access token and a first
// administrator, runs the `cms` test suite, and stops it.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CMS_DIR, ensureArtwork, installCms, startCms, waitForCms } from './cms.mjs'
import { wranglerEnv } from './wrangler-env.mjs'

const port = process.env.CMS_PORT || '1338'
process.env.CMS_PORT = port
const admin = { CMS_ADMIN_EMAIL: 'admin@cms.test', CMS_ADMIN_PASSWORD: 'Local-test-admin-1' }

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
      env: wranglerEnv({ CMS_TEST_URL: `http://127.0.0.1:${port}/api`, ...admin }),
    })
    tests.on('exit', (exit) => done(exit ?? 1))
  })
} finally {
  cms.kill('SIGTERM')
  console.log(`test:cms finished in ${seconds()}`)
}
process.exit(code)
