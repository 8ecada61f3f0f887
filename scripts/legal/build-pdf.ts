/**
 * `npm run legal:pdf`: prints the privacy policy (scripts/legal/polityka-prywatnosci.html) to
 * client/public/polityka-prywatnosci.pdf with the machine's Chromium. Run it after every change
 * to the policy's text; test/server/retention/privacy-policy.test.ts checks that both say the same.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../chromium.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const browser = await launchChromium()
try {
  const page = await browser.newPage()
  await page.setContent(readFileSync(`${root}scripts/legal/polityka-prywatnosci.html`, 'utf8'))
  await page.pdf({
    path: `${root}client/public/polityka-prywatnosci.pdf`,
    format: 'A4',
    preferCSSPageSize: true,
  })
} finally {
  await browser.close()
}
