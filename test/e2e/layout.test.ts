import t from 'tap'
import { categories, categoryPath, productPath, products } from '../../domain/menu/catalog.js'
import { layoutProblems } from './geometry.js'
import { guestContext, inParallel, open, startSite } from './harness.js'

// Every page at the specification's breakpoints and the common phone and desktop widths, with the
// cart filled: nothing sticks out sideways, no button wraps, no text runs into a picture.
t.setTimeout(600_000)
const { base, browser } = await startSite(t)

const WIDTHS = [375, 600, 768, 1024, 1440, 1536, 1920]
const firstOfEach = categories.map((c) => products.find((p) => p.mainCategory === c.categoryKey)!)
const PAGES = [
  '/',
  '/restauracja/',
  '/dostawa/',
  '/o_nas/',
  '/kontakt/',
  '/regulamin/',
  '/zamowienie/',
  '/dziekujemy/',
  '/manage/',
  '/nie-ma-takiej-strony/',
  ...categories.map(categoryPath),
  ...firstOfEach.map(productPath),
]

for (const width of WIDTHS) {
  t.test(`every page at ${width} px`, async (t) => {
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

t.test('every product page at 375 and 1440 px', async (t) => {
  for (const width of [375, 1440]) {
    const context = await guestContext(browser, base, { width })
    await inParallel(products.map(productPath), 3, async (path) => {
      const page = await context.newPage()
      await open(page, base + path)
      t.same(await page.evaluate(layoutProblems), [], `${width} ${path}`)
      await page.close()
    })
    await context.close()
  }
})
