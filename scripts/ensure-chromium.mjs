// The browser tests drive Debian's Chromium; no test tool may download its own browser.
// Installs it with apt-get when running as root, otherwise says how.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package as root:\n` +
        '  apt-get update && apt-get install -y chromium fonts-noto-core\n' +
        'or set CHROMIUM_PATH to an installed Chromium.'
    )
    process.exit(1)
  }
  console.log('Installing Debian chromium for the browser tests...')
  execSync('apt-get update -qq', { stdio: 'inherit' })
  execSync(
    'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-noto-core fonts-noto-cjk',
    { stdio: 'inherit' }
  )
}
