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

// Each page loads once per language, in the narrowest width, and is then resized through the others,
// as a guest turning a tablet or widening a window does: the layout must hold at each width either way
// (100 page loads with hydration took 250 s on CI's two cores; 20 do the same checks).
for (const lang of ['pl', 'en'] as const) {
  t.test(`each page template at ${WIDTHS.join(', ')} px (${lang})`, async (t) => {
    const context = await guestContext(browser, base, { width: WIDTHS[0]!, lang })
    await inParallel(PAGES, 3, async (path) => {
      const page = await context.newPage()
      await open(page, base + path)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // The header acts on a resize 200 ms after it ends (client/shared/useViewport.ts).
        await page.waitForTimeout(250)
        t.same(await page.evaluate(layoutProblems), [], `${path} at ${width} px`)
      }
      await page.close()
    })
    await context.close()
  })
}
