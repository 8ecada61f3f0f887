import t from 'tap'
import { productPath, products } from '../helpers/menu-seed.js'
import { layoutProblems } from './geometry.js'
import { guestContext, inParallel, navigateInApp, open, startSite } from './harness.js'

// Every product page on a phone (375 px) with the cart filled: nothing sticks out sideways, no button
// wraps, nothing overlaps, no text runs into a picture (the page templates at the other breakpoints:
// layout-templates.test.ts). The template is the same for all; what changes is each dish's content
// (name, description, pictures, price, options). So three tabs each load a first product page and reach
// the others as a guest going from dish to dish does, inside the app: 97 page loads with hydration took
// 270 s on CI's two cores.
const { base, browser } = await startSite(t)

t.test('every product page at 375 px', async (t) => {
  const context = await guestContext(browser, base, { width: 375 })
  const queue = [...products]
  await inParallel([0, 1, 2], 3, async () => {
    const page = await context.newPage()
    const first = queue.shift()
    if (!first) return
    await open(page, base + productPath(first))
    for (
      let product: typeof first | undefined = first, loaded = true;
      product;
      product = queue.shift(), loaded = false
    ) {
      const path = productPath(product)
      const name = product.name.pl
      if (!loaded)
        await navigateInApp(page, path, () =>
          page.getByRole('heading', { level: 1, name, exact: true }).waitFor(),
        )
      t.same(await page.evaluate(layoutProblems), [], path)
    }
    await page.close()
  })
  await context.close()
})
