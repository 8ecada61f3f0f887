import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { launchChromium } from './chromium.js'

/**
 * The share images (Open Graph, 1200×630 JPEG), one per page type: home, category, product.
 * Drawn once from the site's own artwork in headless Chromium and committed; run again after the
 * artwork changes:  npx tsx scripts/og-images.ts   (needs /usr/bin/chromium; PREVIEW=dir adds PNGs)
 */
const images = resolve('client/public/images')
const url = (path: string) => pathToFileURL(`${images}/${path}`).href
const OUT = `${images}/og`

const frame = (body: string, background = 'none') => `<!doctype html><html lang="pl"><head><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: Georgia, 'DejaVu Serif', serif;
         color: #fff; background: #1c1a1f ${background === 'none' ? 'radial-gradient(circle at 75% 50%, #3a2f3c, #1c1a1f 70%)' : `url(${background}) right center / cover`}; position: relative; }
  .shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgb(20 18 22 / .92), rgb(20 18 22 / .55) 55%, rgb(20 18 22 / 0)); }
  .text { position: absolute; left: 72px; top: 0; bottom: 0; width: 560px; display: flex; flex-direction: column; justify-content: center; }
  h1 { font-size: 76px; line-height: 1.05; margin: 20px 0 12px; font-weight: 400; }
  p { font-size: 32px; margin: 0; color: #e8c88a; font-family: 'DejaVu Sans', sans-serif; }
  .logo { width: 104px; height: 104px; }
  .cards { position: absolute; right: 48px; top: 60px; display: grid; grid-template-columns: repeat(2, 250px); gap: 18px; }
  .cards img { width: 250px; height: 188px; border-radius: 14px; box-shadow: 0 10px 30px rgb(0 0 0 / .45); display: block; }
  .dish { position: absolute; right: 40px; top: 95px; width: 590px; border-radius: 22px; box-shadow: 0 16px 40px rgb(0 0 0 / .5); }
</style></head><body><div class="shade"></div>${body}</body></html>`

const logo = `<img class="logo" src="${url('logo.svg')}" alt="">`
const cards: Record<string, string> = {
  home: frame(
    `<div class="text">${logo}<h1>Sakana Sushi</h1><p>Sushi z Kazimierza · Kraków</p><p style="color:#f4efe6;font-size:26px;margin-top:18px">Zamów online: dostawa lub odbiór</p></div>`,
    url('backgrounds/zestawy.svg'),
  ),
  category: frame(
    `<div class="text">${logo}<h1>Menu</h1><p>Nigiri, maki, zestawy · Kraków</p></div><div class="cards">${[
      'nigiri',
      'uramaki',
      'sashimi',
      'zestawy',
    ]
      .map((c) => `<img src="${url(`categories/${c}.svg`)}" alt="">`)
      .join('')}</div>`,
  ),
  product: frame(
    `<div class="text" style="width:470px">${logo}<h1 style="font-size:64px">Sakana Sushi</h1><p>Robione na zamówienie</p><p style="color:#f4efe6;font-size:26px;margin-top:18px">Dostawa w Krakowie</p></div><img class="dish" src="${url('products/zestaw-klasyczny.svg')}" alt="">`,
  ),
}

rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
const browser = await launchChromium()
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
for (const [name, html] of Object.entries(cards)) {
  // A file page may load the artwork from disk (a blank page may not).
  const file = `${mkdtempSync(`${tmpdir()}/og-`)}/${name}.html`
  writeFileSync(file, html)
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' })
  const path = `${OUT}/${name}.jpg`
  await page.screenshot({ path, type: 'jpeg', quality: 86 })
  console.log(path, `${Math.round(statSync(path).size / 1024)} kB`)
  // PREVIEW=dir also writes PNG copies, for image viewers that show PNG only.
  if (process.env.PREVIEW) await page.screenshot({ path: `${process.env.PREVIEW}/og-${name}.png` })
}
await browser.close()
