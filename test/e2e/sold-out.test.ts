/**
 * Sold out in a real browser on the production build, at 375×812, 768×1024, 1280×800 and 1440×900: a guest meets a dish the
 * kitchen switched off (product page, category cards, checkout), and the staff's menu switches and
 * the day's report; every state axe-clean.
 */
import t from 'tap'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, startSite } from './harness.js'

const { base, browser, app } = await startSite(t)
const token = await staffToken(app, 'ola')
const off = await app.inject({
  method: 'PUT',
  url: '/api/menu/availability/nigiri-losos',
  headers: { authorization: `Bearer ${token}` },
  payload: { available: false, until: 'END_OF_DAY' },
})
if (off.statusCode !== 200) throw new Error(off.body)

for (const [width, height] of [
  [375, 812],
  [768, 1024],
  [1280, 800],
  [1440, 900],
] as const) {
  t.test(`${width} px: the guest meets a sold-out dish`, async (t) => {
    const context = await guestContext(browser, base, { width, height })
    const page = await context.newPage()
    await open(page, `${base}/menu/nigiri/nigiri-losos/`)
    const badge = page.locator('.product-gallery .sold-out-badge')
    await badge.waitFor()
    t.equal(await badge.textContent(), 'Chwilowo niedostępne')
    t.equal(
      await page
        .locator('.buy-row')
        .getByRole('button', { name: /Dodaj do koszyka/ })
        .count(),
      0,
      'no add button',
    )
    t.equal(await page.locator('.buy-row .sold-out-instead').textContent(), 'Chwilowo niedostępne')
    // No quantity to choose beside it: the checkout below shows what the stepper's group is.
    t.equal(await page.locator('.buy-row').getByRole('group', { name: 'Ilość' }).count(), 0, 'no stepper')
    t.equal(await page.locator('.buy-row').getByRole('button', { name: /ilość/ }).count(), 0, 'no − or +')
    t.same(await axe(page), [], 'product page: axe')

    await open(page, `${base}/menu/nigiri/`)
    await page.locator('.product-card-unavailable').first().waitFor()
    t.equal(await page.locator('.product-card-unavailable').count(), 1, 'one card of the category is off')
    t.same(await axe(page), [], 'category page: axe')

    // The filled cart holds two salmon nigiri.
    await open(page, `${base}/zamowienie/`)
    const notice = page.locator('.checkout-unavailable')
    await notice.waitFor()
    t.match(await notice.textContent(), /Nigiri z łososiem/)
    const submit = page.getByRole('button', { name: /^Zamawiam/ })
    t.ok(await submit.isDisabled(), 'the order waits')
    t.same(await axe(page), [], 'checkout with a sold-out line: axe')
    // Each line's − and + name their dish for a screen reader (the sold-out line keeps them).
    const salmonLine = page.getByRole('group', { name: 'Ilość: Nigiri z łososiem', exact: true })
    t.same(
      await salmonLine
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
      ['Zmniejsz ilość: Nigiri z łososiem', 'Zwiększ ilość: Nigiri z łososiem'],
    )
    t.equal(await salmonLine.locator('output').textContent(), '2')
    await notice.getByRole('button', { name: /Usuń z koszyka/ }).click()
    await notice.waitFor({ state: 'detached' })
    t.equal(await page.locator('.cart-line-unavailable').count(), 0)
    await context.close()
  })

  t.test(`${width} px: the staff's menu switches and the day's report`, async (t) => {
    const context = await guestContext(browser, base, { width, height, cart: false })
    const page = await context.newPage()
    await open(page, `${base}/manage/`, false)
    await page.getByLabel('Login').fill('ola')
    await page.getByLabel('Hasło').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Zaloguj się' }).click()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const salmon = page.getByRole('group', { name: 'Dostępność: Nigiri z łososiem' })
    await salmon.getByRole('button', { name: 'Włącz' }).waitFor()
    // What is off now is listed first, above the categories; each button says what it does.
    const offNow = page.getByRole('region', { name: 'Wyłączone teraz' })
    t.match(await offNow.textContent(), /Nigiri z łososiem/, 'the sold-out dish is listed at the top')
    const top = await offNow.evaluate((el) => el.getBoundingClientRect().top)
    const salmonTop = await salmon.evaluate((el) => el.getBoundingClientRect().top)
    t.ok(top < salmonTop, 'above the list of categories')
    await page
      .getByRole('group', { name: 'Dostępność: Nigiri z tuńczykiem' })
      .getByRole('button', { name: /Wyłącz do końca dnia/ })
      .waitFor()
    t.same(await axe(page), [], 'menu list: axe')
    await page.getByRole('button', { name: 'Raport dnia' }).click()
    await page.locator('.manage-report-grid').waitFor()
    t.same(await axe(page), [], "day's report: axe")
    await context.close()
  })
}
