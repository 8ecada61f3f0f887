import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import t from 'tap'
import { stylesheetHrefs } from '#infra/ssr/head-assets.js'
import { guestContext, inParallel, open, startSite } from './harness.js'

// Guest pages carry the build's stylesheet less the staff's rules (scripts/guest-styles.ts;
// docs/client.md, "First paint"): every element of a guest's page must look the same as with the
// whole stylesheet, at a phone's and a desktop's width, with a filled cart, in the closed dialog too;
// the staff's page carries the whole one.
const { base, browser } = await startSite(t)
const template = readFileSync(new URL('../../dist/client/index.html', import.meta.url), 'utf8')
const [href] = stylesheetHrefs(template)
const whole = readFileSync(new URL(`../../dist/client${href}`, import.meta.url), 'utf8').trim()

const PAGES = [
  '/',
  '/menu/zestawy/',
  '/menu/nigiri/nigiri-losos/',
  '/szukaj/?q=losos',
  '/dostawa/',
  '/zamowienie/',
  '/dziekujemy/',
  '/nie-ma-takiej-strony/',
]

/** Every element's computed style (and its ::before and ::after content), in document order. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element)
      let text = `${element.tagName}.${element.getAttribute('class') ?? ''}|`
      for (let i = 0; i < style.length; i++) {
        const name = style[i]!
        text += `${name}:${style.getPropertyValue(name)};`
      }
      return `${text}${getComputedStyle(element, '::before').content}${getComputedStyle(element, '::after').content}`
    }),
  )
}

/** The elements whose style changes when the page's <style> is replaced by the whole stylesheet. */
async function changedByWhole(page: Page): Promise<string[]> {
  const guest = await computedStyles(page)
  await page.evaluate((css) => {
    const style = document.querySelector('head style')
    if (!style) throw new Error('no inlined stylesheet')
    style.textContent = css
  }, whole)
  const full = await computedStyles(page)
  t.equal(full.length, guest.length, 'the same elements')
  return guest.flatMap((line, i) => (line === full[i] ? [] : [line.slice(0, line.indexOf('|'))]))
}

for (const width of [375, 1440]) {
  t.test(
    `guest pages look the same with the guests' stylesheet as with the whole one (${width} px)`,
    async (t) => {
      const context = await guestContext(browser, base, { width })
      await inParallel(PAGES, 3, async (path) => {
        const page = await context.newPage()
        await open(page, base + path)
        const inlined = await page.evaluate(() => document.querySelector('head style')?.textContent ?? '')
        t.ok(inlined.length > 10_000, `${path}: a stylesheet in the document`)
        t.ok(inlined.length < whole.length, `${path}: without the staff's rules`)
        t.same(await changedByWhole(page), [], `${path}: no element changes`)
        await page.close()
      })
      await context.close()
    },
  )
}

t.test("the closed dialog, the guests' stylesheet against the whole one", async (t) => {
  const context = await guestContext(browser, base, { width: 375, closed: true, dismissed: false })
  const page = await context.newPage()
  await open(page, `${base}/`)
  await page.getByRole('dialog').waitFor()
  t.same(await changedByWhole(page), [])
  await context.close()
})

t.test("the staff's page carries the whole stylesheet", async (t) => {
  const page = await browser.newPage()
  await page.goto(`${base}/manage/`)
  t.equal(await page.evaluate(() => document.querySelector('head style')?.textContent), whole)
  await page.close()
})
