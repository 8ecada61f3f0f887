/**
 * Dish options in a real browser on the production build (docs/menu.md, "Options"): a guest opens a
 * dish's choices, picks, sees the price change, orders; a cook sees the options on the board's card
 * and the kitchen ticket. At 375 and 1440 px, every state axe-clean. Then an option taken twice
 * ("2 × Podwójny węgorz", a repeatable group) at 375 and 1440 px: − and +, the price, the status
 * page in both languages and the board. SCREENSHOTS=1 keeps pictures in screenshots/.
 */
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import t from 'tap'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, startSite } from './harness.js'

const NBSP = '\u00a0'
const { base, browser, app } = await startSite(t)

/** SCREENSHOTS=1 keeps pictures in screenshots/ (a run without it spends nothing on them). */
async function shot(target: Page | Locator, name: string) {
  if (process.env.SCREENSHOTS !== '1') return
  mkdirSync('screenshots', { recursive: true })
  await target.screenshot({ path: `screenshots/${name}.png` })
}
const token = await staffToken(app, 'ola')
const headers = { authorization: `Bearer ${token}` }

async function call(method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await app.inject({ method, url, headers, payload })
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`)
  return res.json()
}
const fish = await call('POST', '/api/menu/option-groups', {
  name: { pl: 'Ryba', en: 'Fish' },
  min: 1,
  max: 1,
  options: [
    { name: { pl: 'łosoś', en: 'salmon' }, priceDelta: 0, default: true },
    { name: { pl: 'tuńczyk', en: 'tuna' }, priceDelta: 6 },
  ],
})
const extras = await call('POST', '/api/menu/option-groups', {
  name: { pl: 'Dodatki', en: 'Extras' },
  min: 0,
  max: 2,
  options: [
    { name: { pl: 'jajko', en: 'egg' }, priceDelta: 4 },
    { name: { pl: 'ogórek', en: 'cucumber' }, priceDelta: 0, default: true },
  ],
})
await call('PUT', '/api/menu/products/chirashi-losos/option-groups', { groupIds: [fish.id, extras.id] })
const moreEel = await call('POST', '/api/menu/option-groups', {
  name: { pl: 'Więcej węgorza', en: 'More eel' },
  min: 0,
  max: 3,
  repeatable: true,
  options: [
    { name: { pl: 'Podwójny węgorz', en: 'Double eel' }, priceDelta: 8 },
    { name: { pl: 'sezam', en: 'sesame' }, priceDelta: 1.5 },
  ],
})
await call('PUT', '/api/menu/products/chirashi-unagi/option-groups', { groupIds: [moreEel.id] })

for (const width of [375, 1440]) {
  t.test(`${width} px: a guest picks options and orders; the cook reads them`, async (t) => {
    const context = await guestContext(browser, base, { width, cart: false })
    const page = await context.newPage()
    await open(page, `${base}/menu/chirashi/chirashi-losos/`, false)
    await page
      .locator('.buy-row')
      .getByRole('button', { name: /Dodaj do koszyka/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Chirashi z łososiem' })
    await dialog.waitFor()
    t.ok(await dialog.getByRole('radio', { name: 'łosoś' }).isChecked(), 'the default is chosen')
    t.match(await dialog.locator('.options-total').textContent(), `52,00${NBSP}zł`)
    t.same(await axe(page), [], 'the choice dialog: axe')
    await dialog.getByRole('radio', { name: /tuńczyk/ }).check()
    await dialog.getByRole('checkbox', { name: /jajko/ }).check()
    // 52,00 + 6,00 + 4,00 = 62,00
    t.match(await dialog.locator('.options-total').textContent(), `62,00${NBSP}zł`)
    await dialog.getByRole('button', { name: `Dodaj do koszyka · 62,00${NBSP}zł` }).click()
    await dialog.waitFor({ state: 'detached' })

    await open(page, `${base}/zamowienie/`)
    const line = page.locator('.cart-line').first()
    await line.waitFor()
    t.match(await line.locator('.cart-line-options').textContent(), 'łosoś → tuńczyk (+6,00')
    t.match(await line.locator('.cart-line-total').textContent(), `62,00${NBSP}zł`)
    t.same(await axe(page), [], 'the checkout with an option line: axe')
    await page.getByLabel(/Odbiór osobisty/).check()
    await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska')
    await page.getByLabel('Telefon').fill('600 100 200')
    await page.getByLabel('E-mail').fill('anna@example.pl')
    await page.getByLabel(/Akceptuję regulamin/).check()
    t.equal(await page.getByTestId('checkout-total').textContent(), `62,00${NBSP}zł`)
    await page.getByRole('button', { name: /Zamawiam i płacę/ }).click()
    await page.waitForURL(/\/dziekujemy\/\?id=/)
    t.match(await page.locator('.thanks-item-options').first().textContent(), '+ jajko')

    await open(page, `${base}/manage/`, false)
    await page.getByLabel('Login').fill('ola')
    await page.getByLabel('Hasło').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Zaloguj się' }).click()
    const card = page.locator('.manage-order', { hasText: 'Chirashi z łososiem' }).first()
    await card.waitFor()
    t.match(await card.textContent(), /łosoś → tuńczyk/)
    t.match(await card.textContent(), /\+ jajko/)
    t.same(await axe(page), [], 'the board with options: axe')
    // The print dialog stays open while the ticket is read: a headless browser may close it at once
    // (afterprint), and the ticket is removed when the dialog closes.
    await page.evaluate(() => {
      window.print = () => undefined
    })
    await card.getByRole('button', { name: 'Drukuj bon' }).click()
    // The ticket is laid out for the printer: shown on paper only (print media).
    await page.emulateMedia({ media: 'print' })
    const ticket = page.locator('.manage-ticket', { hasText: 'Chirashi z łososiem' }).first()
    await ticket.waitFor()
    t.match(await ticket.textContent(), /łosoś → tuńczyk/)
    t.match(await ticket.textContent(), /\+ jajko/)
    await page.emulateMedia({ media: 'screen' })
    await shot(page, `options-board-${width}`)
    await context.close()
  })
}

for (const width of [375, 1440]) {
  t.test(`${width} px: the eel twice, on the status page in both languages and on the board`, async (t) => {
    const context = await guestContext(browser, base, { width, cart: false })
    const page = await context.newPage()
    await open(page, `${base}/menu/chirashi/chirashi-unagi/`, false)
    await page
      .locator('.buy-row')
      .getByRole('button', { name: /Dodaj do koszyka/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Chirashi z węgorzem' })
    await dialog.waitFor()
    t.ok(
      await dialog
        .getByRole('group', { name: /Więcej węgorza \(opcjonalnie, najwyżej 3 porcje/ })
        .isVisible(),
    )
    const plus = dialog.getByRole('button', { name: 'Zwiększ liczbę: Podwójny węgorz' })
    await plus.click()
    await plus.click()
    t.equal(await dialog.getByRole('status', { name: 'Podwójny węgorz: 2' }).textContent(), '2')
    // 65,00 + 2 × 8,00 = 81,00
    t.match(await dialog.locator('.options-total').textContent(), `81,00${NBSP}zł`)
    t.ok(await dialog.getByRole('button', { name: 'Zmniejsz liczbę: Podwójny węgorz' }).isEnabled())
    t.same(await axe(page), [], 'the dialog with an option taken twice: axe')
    const box = await dialog.boundingBox()
    t.ok(box && box.x >= 0 && box.x + box.width <= width, 'the dialog fits the width')
    await shot(dialog, `options-twice-${width}`)
    await dialog.getByRole('button', { name: `Dodaj do koszyka · 81,00${NBSP}zł` }).click()
    await dialog.waitFor({ state: 'detached' })

    await open(page, `${base}/zamowienie/`)
    const line = page.locator('.cart-line').first()
    await line.waitFor()
    t.match(await line.locator('.cart-line-options').textContent(), `+ 2 × Podwójny węgorz (+16,00${NBSP}zł)`)
    await page.getByLabel(/Odbiór osobisty/).check()
    await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska')
    await page.getByLabel('Telefon').fill('600 100 200')
    await page.getByLabel('E-mail').fill('anna@example.pl')
    await page.getByLabel(/Akceptuję regulamin/).check()
    t.equal(await page.getByTestId('checkout-total').textContent(), `81,00${NBSP}zł`)
    await page.getByRole('button', { name: /Zamawiam i płacę/ }).click()
    await page.waitForURL(/\/dziekujemy\/\?id=/)
    const status = page.url()
    t.match(await page.locator('.thanks-item-options').first().textContent(), '+ 2 × Podwójny węgorz')
    t.same(await axe(page), [], 'the status page with the eel twice: axe')
    await context.addCookies([{ name: 'lang', value: 'en', url: base }])
    await open(page, status, false)
    const english = page.locator('.thanks-item-options').first()
    await english.waitFor()
    t.match(await english.textContent(), '+ 2 × Double eel')
    await context.clearCookies({ name: 'lang' })

    await open(page, `${base}/manage/`, false)
    await page.getByLabel('Login').fill('ola')
    await page.getByLabel('Hasło').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Zaloguj się' }).click()
    const card = page.locator('.manage-order', { hasText: 'Chirashi z węgorzem' }).first()
    await card.waitFor()
    t.match(await card.textContent(), /\+ 2 × Podwójny węgorz/)
    t.same(await axe(page), [], 'the board with the eel twice: axe')
    await context.close()
  })
}
