// Browser tests need Debian's Chromium. On a fresh machine (root, apt) it is installed here, so that
// `npm test` alone sets everything up; elsewhere it says what to install.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
  } else {
    console.error(
      `Chromium not found at ${path}: install it (sudo apt-get install -y chromium) or set CHROME_PATH.`,
    )
    process.exit(1)
  }
}
