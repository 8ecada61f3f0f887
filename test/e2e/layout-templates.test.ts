import t from 'tap'
import { layoutProblems } from './geometry.js'
import { guestContext, inParallel, open, startSite } from './harness.js'

// Pages at the site's breakpoints (docs/product.md, "Pages") with the cart filled: nothing sticks out sideways, no
// button wraps, nothing overlaps, no text runs into a picture.
const { base, browser } = await startSite(t)

// 375 and 1440 px are checked on every route by routes-phone-* and routes-desktop-*; here the other breakpoints of the
// site (600, 767/768, 1536) and common widths (1024, 1920) on each page template, in both
// languages (every product page on a phone: layout-products.test.ts).
const WIDTHS = [600, 768, 1024, 1536, 1920]
const PAGES = [
  '/',
  '/kontakt/',
  '/dostawa/',
  '/regulamin/',
  '/zamowienie/',
  '/nie-ma-takiej-strony/',
  '/menu/sylwester/',
  '/menu/wege/',
  '/menu/voucher/voucher-500/',
  '/menu/zestawy/zestaw-mistrza/',
]

for (const width of WIDTHS) {
  t.test(`each page template at ${width} px`, async (t) => {
    for (const lang of ['pl', 'en'] as const) {
      const context = await guestContext(browser, base, { width, lang })
      await inParallel(PAGES, 3, async (path) => {
        const page = await context.newPage()
        await open(page, base + path)
        t.same(await page.evaluate(layoutProblems), [], `${lang} ${path}`)
        await page.close()
      })
      await context.close()
    }
  })
}
