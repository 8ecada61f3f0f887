/**
 * The menu's search and the "Nowość" badge in a real browser on the production build, at 375×812,
 * 768×1024, 1280×800 and 1440×900: a category's form leads to the results inside the app, they
 * follow every keystroke, "nothing found" says so; the same form without JavaScript; a dish marked
 * new in the editor shows the badge on its card and page. Every state axe-clean, nothing sticking
 * out. With SEARCH_SCREENSHOTS=<folder> each state is kept as a picture.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { layoutProblems } from './geometry.js'
import { guestContext, open, startSite } from './harness.js'

const SHOTS = process.env.SEARCH_SCREENSHOTS
if (SHOTS) mkdirSync(SHOTS, { recursive: true })

const { base, browser, app } = await startSite(t)
const token = await staffToken(app, 'ola')
const marked = await app.inject({
  method: 'PATCH',
  url: '/api/menu/products/nigiri-losos',
  headers: { authorization: `Bearer ${token}` },
  payload: { isNew: true },
})
if (marked.statusCode !== 200) throw new Error(marked.body)

const status = (page: Page) => page.locator('.search-count')
const cardTitles = (page: Page) => page.locator('.product-card-title').allTextContents()

async function clean(t: Test, page: Page, what: string, shot?: string) {
  t.same(await axe(page), [], `${what}: axe`)
  t.same(await page.evaluate(layoutProblems), [], `${what}: nothing overlaps or sticks out`)
  if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true })
}

for (const [width, height] of [
  [375, 812],
  [768, 1024],
  [1280, 800],
  [1440, 900],
] as const) {
  t.test(`${width} px: from a category to the results, live as the guest types`, async (t) => {
    const context = await guestContext(browser, base, { width, height })
    const page = await context.newPage()
    await open(page, `${base}/menu/nigiri/`)
    const salmon = page.locator('.product-card', { hasText: 'Nigiri z łososiem' })
    t.equal(await salmon.locator('.tag-new').textContent(), 'Nowość', 'the marked dish’s card says so')
    t.equal(await page.locator('.tag-new').count(), 1, 'only that one')
    await clean(t, page, 'category with the search form and a badge', `category-${width}-pl`)

    // Inside the app: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { stayed: true }))
    const field = page.getByRole('searchbox', { name: 'Szukaj w menu' })
    await field.fill('losos')
    await field.press('Enter')
    await page.waitForURL(`${base}/szukaj/?q=losos`)
    await page.getByRole('heading', { level: 1, name: 'Szukaj w menu' }).waitFor()
    t.equal(await page.evaluate(() => (window as { stayed?: boolean }).stayed), true, 'no reload')
    t.equal(await status(page).textContent(), 'Znaleziono 27 dań', '"losos" finds "łosoś"')
    t.equal((await cardTitles(page))[0], 'Zestaw Łososiowy', 'names first, in menu order: the sets lead')
    t.equal(await page.locator('.search-count').getAttribute('role'), 'status', 'announced politely')
    await clean(t, page, 'results', `search-${width}-pl`)

    const box = page.getByRole('searchbox', { name: 'Szukaj w menu' })
    await box.fill('tamago')
    t.equal(await status(page).textContent(), 'Znaleziono 13 dań', 'the results follow the field')
    t.same((await cardTitles(page)).slice(0, 2).sort(), ['Hosomaki z tamago', 'Nigiri z tamago'])
    t.equal(new URL(page.url()).search, '?q=tamago', 'the address follows')
    await box.pressSequentially('x')
    t.equal(await status(page).textContent(), 'Nic nie znaleziono')
    t.equal(await page.locator('.product-card').count(), 0)
    await clean(t, page, 'nothing found', `search-${width}-none-pl`)

    // A dish, then Back: the same results.
    await box.fill('shiitake')
    await page.locator('.product-card-title a').first().click()
    await page.waitForURL(/\/menu\/.+\/.+\//)
    await page.goBack()
    await page.waitForURL(`${base}/szukaj/?q=shiitake`)
    t.equal(await status(page).textContent(), 'Znaleziono 4 dania', 'Back shows the same search')
    await context.close()
  })
}

t.test('without JavaScript the category’s form asks the server for the results', async (t) => {
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false })
    await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: base }])
    const page = await context.newPage()
    await page.goto(`${base}/menu/nigiri/`)
    await page.getByLabel('Szukaj w menu').fill('węgorz')
    await Promise.all([
      page.waitForURL(/\/szukaj\/\?q=/),
      page.getByRole('button', { name: 'Szukaj' }).click(),
    ])
    t.equal(decodeURIComponent(new URL(page.url()).search), '?q=węgorz')
    t.equal(await status(page).textContent(), 'Znaleziono 10 dań', `${width} px`)
    t.ok((await cardTitles(page)).includes('Nigiri z węgorzem'))
    await page.goto(`${base}/menu/nigiri/nigiri-losos/`)
    t.equal(
      await page.locator('.product-info .tag-new').textContent(),
      'Nowość',
      'the badge without JavaScript',
    )
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/no-js-product-${width}.png`, fullPage: true })
    await context.close()
  }
})

t.test('in English: the results, nothing found, and the badge on the dish’s page', async (t) => {
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    const context = await guestContext(browser, base, { width, height, lang: 'en' })
    const page = await context.newPage()
    await open(page, `${base}/szukaj/?q=eel`)
    t.equal(await status(page).textContent(), '10 dishes found')
    const box = page.getByRole('searchbox', { name: 'Search the menu' })
    await box.fill('łosoś')
    t.equal(await status(page).textContent(), 'Nothing found', 'Polish words find nothing in English')
    await box.fill('salmon')
    t.equal(await status(page).textContent(), '27 dishes found')
    await clean(t, page, 'English results', `search-${width}-en`)
    await open(page, `${base}/menu/nigiri/nigiri-losos/`)
    t.equal(await page.locator('.product-info .tag-new').textContent(), 'New')
    await clean(t, page, 'English dish page with the badge', `product-${width}-en`)
    await context.close()
  }
})
