import { mkdirSync } from 'node:fs'
import { launchChromium } from './chromium.js'

/**
 * Screenshots of pages at 375 px and 1440 px in headless Chromium, for looking at what we build.
 * Usage: tsx scripts/screenshots.ts [baseUrl] [path...]   (needs /usr/bin/chromium)
 * CART=nigiri-losos:2,sashimi-losos:1 fills the cart first; FULL=1 takes full-page shots;
 * QUIET=1 answers the cookie question and dismisses the closed dialog first; WIDTHS=375,600 and
 * LANG_UI=en change the widths and the language.
 */
const [base = 'http://localhost:3000', ...rest] = process.argv.slice(2)
const paths = rest.length > 0 ? rest : ['/', '/menu/zestawy/', '/menu/nigiri/nigiri-losos/', '/kontakt/']
const out = 'screenshots'
mkdirSync(out, { recursive: true })

const browser = await launchChromium()
const errors: string[] = []
const widths = (process.env.WIDTHS ?? '375,1440').split(',').map(Number)
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } })
  const cookies = [
    ...(process.env.QUIET === '1' ? [{ name: 'cookie_consent', value: 'necessary', url: base }] : []),
    ...(process.env.LANG_UI ? [{ name: 'lang', value: process.env.LANG_UI, url: base }] : []),
  ]
  if (cookies.length > 0) await context.addCookies(cookies)
  const page = await context.newPage()
  if (process.env.QUIET === '1')
    await page.addInitScript(() => sessionStorage.setItem('closedDialogDismissed', '1'))
  if (process.env.CART) {
    const lines = process.env.CART.split(',').map((entry) => {
      const [productId, count] = entry.split(':')
      return { productId, count: Number(count ?? 1) }
    })
    await page.addInitScript((value) => {
      localStorage.setItem('products', value)
      sessionStorage.setItem('closedDialogDismissed', '1')
    }, JSON.stringify(lines))
  }
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`${width} ${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${width} ${page.url()}: ${error.message}`))
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const name = `${out}/${process.env.LANG_UI ?? ''}${width}${path.replaceAll('/', '_').replaceAll('?', '_') || '_'}.png`
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' })
    console.log(name)
  }
  await context.close()
}
await browser.close()
if (errors.length > 0) {
  console.log('Console errors and warnings:')
  for (const e of errors) console.log(`  ${e}`)
}
