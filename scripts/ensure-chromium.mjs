// The browser tests drive Debian's Chromium (its headless shell), and the bench's Lighthouse the
// full browser; no test tool may download its own browser. Installs both with apt-get when
// running as root, otherwise says how.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../tests/e2e/support.mjs'

const PACKAGES = 'chromium chromium-headless-shell fonts-noto-core fonts-noto-cjk'
const missing = [CHROMIUM_PATH, HEADLESS_SHELL_PATH].filter((path) => !existsSync(path))

if (missing.length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install Debian's packages as root:\n` +
        `  apt-get update && apt-get install -y ${PACKAGES}\n` +
        'or set CHROMIUM_PATH and HEADLESS_SHELL_PATH to an installed Chromium and its headless shell.'
    )
    process.exit(1)
  }
  console.log("Installing Debian's Chromium for the browser tests...")
  execSync('apt-get update -qq', { stdio: 'inherit' })
  execSync(
    `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${PACKAGES}`,
    { stdio: 'inherit' }
  )
}
