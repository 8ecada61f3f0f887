import { launchChromium } from './chromium.js'
// usage: path width y height out [lang]
const [path, w, y, h, out, lang] = process.argv.slice(2)
const base = 'http://localhost:3107'
const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: Number(w), height: Number(h) } })
await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: base }, ...(lang ? [{ name: 'lang', value: lang, url: base }] : [])])
const page = await context.newPage()
await page.addInitScript(() => { sessionStorage.setItem('closedDialogDismissed', '1'); localStorage.setItem('products', JSON.stringify([{productId:'nigiri-losos',count:2},{productId:'uramaki-rainbow',count:1}])) })
await page.goto(base + path, { waitUntil: 'networkidle' })
await page.evaluate((y) => window.scrollTo(0, y), Number(y))
await page.waitForTimeout(300)
await page.screenshot({ path: out })
const overflow = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
console.log(out, 'scrollWidth/innerWidth', overflow.join('/'))
await browser.close()
