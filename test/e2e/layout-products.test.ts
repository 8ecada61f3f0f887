import t from 'tap'
import { productPath, products } from '../helpers/menu-seed.js'
import { layoutProblems } from './geometry.js'
import { guestContext, inParallel, open, startSite } from './harness.js'

// Every product page on a phone (375 px) with the cart filled: nothing sticks out sideways, no button
// wraps, nothing overlaps, no text runs into a picture (the page templates at the other breakpoints:
// layout-templates.test.ts).
const { base, browser } = await startSite(t)

t.test('every product page at 375 px', async (t) => {
  const context = await guestContext(browser, base, { width: 375 })
  await inParallel(products.map(productPath), 3, async (path) => {
    const page = await context.newPage()
    await open(page, base + path)
    t.same(await page.evaluate(layoutProblems), [], path)
    await page.close()
  })
  await context.close()
})
