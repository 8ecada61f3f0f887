// Browser tests need Debian's headless Chromium (scripts/chromium.ts) and Firefox ESR. On a fresh machine (root, apt) the missing
// ones are installed here with one apt-get, so that `npm test` alone sets everything up; elsewhere
// it says what to install.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const browsers = [
  {
    name: 'headless Chromium',
    path: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
    apt: 'chromium-headless-shell',
    env: 'CHROME_PATH',
  },
  {
    name: 'Firefox',
    path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    apt: 'firefox-esr',
    env: 'FIREFOX_PATH',
  },
]
const missing = browsers.filter((browser) => !existsSync(browser.path))
if (missing.length > 0) {
  const packages = missing.map((browser) => browser.apt).join(' ')
  if (process.getuid?.() === 0) {
    console.log(
      `Installing ${missing.map((b) => b.name).join(' and ')} for the browser tests (apt-get install ${packages})…`,
    )
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    })
  } else {
    for (const browser of missing)
      console.error(
        `${browser.name} not found at ${browser.path}: install it (sudo apt-get install -y ${browser.apt}) or set ${browser.env}.`,
      )
    process.exit(1)
  }
}
