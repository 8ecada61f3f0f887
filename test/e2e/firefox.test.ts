/**
 * The guest's core journey in Firefox (Debian's firefox-esr over WebDriver BiDi, scripts/firefox.ts)
 * on the production build, at a phone's and a desktop's size (docs/client.md, "Browsers"): the
 * cookie question, home → a category → a product → the cart, a dish with options, the checkout,
 * a pick-up order paid in cash, the thank-you page with its status, the board receiving the order
 * live, the switch to English, and the closed dialog. No console error or warning on the way.
 */
import { existsSync, mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import t from 'tap'
import { firefoxPath, launchFirefox } from '../../scripts/firefox.js'
import { FISH } from '../helpers/options-setup.js'
import { staffToken } from '../helpers/staff-helper.js'
import { layoutProblems } from './geometry.js'
import { guestContext, open, startSite } from './harness.js'

if (!existsSync(firefoxPath()))
  throw new Error(
    `Firefox not found at ${firefoxPath()}: install it (sudo apt-get install -y firefox-esr, or npm run test:browser as root) or set FIREFOX_PATH.`,
  )

const NBSP = '\u00a0'
const { base, browser, app } = await startSite(t, undefined, launchFirefox)
const token = await staffToken(app, 'ola')
const fish = await app.inject({
  method: 'POST',
  url: '/api/menu/option-groups',
  headers: { authorization: `Bearer ${token}` },
  payload: FISH,
})
await app.inject({
  method: 'PUT',
  url: '/api/menu/products/chirashi-losos/option-groups',
  headers: { authorization: `Bearer ${token}` },
  payload: { groupIds: [fish.json().id] },
})
// FIREFOX_SCREENSHOTS=<folder> keeps a screenshot of every step (none are written otherwise).
const SHOTS = process.env.FIREFOX_SCREENSHOTS
if (SHOTS) mkdirSync(SHOTS, { recursive: true })

/** Console errors and warnings (hydration mismatches among them) and uncaught errors of a page. */
function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

// Fields are typed key by key, as a guest does: Playwright's fill() over BiDi sets the value from a
// script, which React's controlled inputs ignore (docs/client.md, "Browsers").

const shot = async (page: Page, width: number, step: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/firefox-${width}-${step}.png` })
}

for (const [width, height] of [
  [375, 812],
  [1440, 900],
] as const) {
  t.test(`${width} px: a guest orders for pick-up and the board receives it`, async (t) => {
    // The kitchen's board is open before the order exists: the order must arrive by itself.
    const staff: BrowserContext = await browser.newContext({ viewport: { width, height } })
    const board = await staff.newPage()
    const boardProblems = watch(board)
    await open(board, `${base}/manage/`, false)
    await board.getByLabel('Login').pressSequentially('ola')
    await board.getByLabel('Hasło').pressSequentially('correct-horse-battery')
    await board.getByRole('button', { name: 'Zaloguj się' }).click()
    await board.getByRole('button', { name: 'Wyloguj' }).first().waitFor()

    const guest = await guestContext(browser, base, { width, height, cart: false, consented: false })
    const page = await guest.newPage()
    const problems = watch(page)
    await open(page, `${base}/`, false)
    await page.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' }).waitFor()
    await shot(page, width, '1-home-cookies')
    await page.getByRole('button', { name: 'Akceptuję wszystkie' }).and(page.locator(':enabled')).click()
    await page.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' }).waitFor({ state: 'detached' })
    t.same(await page.evaluate(layoutProblems), [], 'home: layout')

    await page.locator('.category-card', { hasText: 'Nigiri' }).click()
    await page.waitForURL(`${base}/menu/nigiri/`)
    await page.getByRole('heading', { level: 1, name: 'Nigiri' }).waitFor()
    await shot(page, width, '2-category')
    await page.getByRole('link', { name: 'Nigiri z łososiem' }).first().click()
    await page.waitForURL(`${base}/menu/nigiri/nigiri-losos/`)
    await page.getByRole('heading', { level: 1, name: 'Nigiri z łososiem' }).waitFor()
    t.same(await page.evaluate(layoutProblems), [], 'product: layout')
    await page
      .locator('.buy-row')
      .getByRole('button', { name: /Dodaj do koszyka/ })
      .click()
    await page.getByText('Dodano do koszyka: Nigiri z łososiem').first().waitFor()
    t.equal(await page.getByTestId('cart-badge').first().textContent(), '1', 'the badge counts it')
    await shot(page, width, '3-product')

    // A dish with a choice: the dialog, the price that follows it.
    await page.goto(`${base}/menu/chirashi/chirashi-losos/`)
    await page.getByTestId('cart-badge').first().waitFor()
    await page
      .locator('.buy-row')
      .getByRole('button', { name: /Dodaj do koszyka/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Chirashi z łososiem' })
    await dialog.waitFor()
    await dialog.getByRole('radio', { name: /tuńczyk/ }).check()
    // 52,00 + 6,00 for the tuna
    t.match(await dialog.locator('.options-total').textContent(), `58,00${NBSP}zł`)
    await shot(page, width, '4-options')
    await dialog.getByRole('button', { name: `Dodaj do koszyka · 58,00${NBSP}zł` }).click()
    await dialog.waitFor({ state: 'detached' })
    t.equal(await page.getByTestId('cart-badge').first().textContent(), '2')

    await page
      .getByRole('link', { name: /^Koszyk/ })
      .first()
      .click()
    await page.waitForURL(`${base}/zamowienie/`)
    await page.getByLabel(/Odbiór osobisty/).check()
    await page.getByLabel('Gotówka').check()
    await page.getByLabel('Imię i nazwisko').pressSequentially('Anna Kowalska')
    await page.getByLabel('Telefon').pressSequentially('600 100 200')
    await page.getByLabel('E-mail').pressSequentially('anna@example.pl')
    await page.getByLabel(/Akceptuję regulamin/).check()
    // 19,00 (salmon nigiri) + 58,00 (chirashi with tuna), no delivery fee for a pick-up
    t.equal(await page.getByTestId('checkout-total').textContent(), `77,00${NBSP}zł`, 'the total shown')
    // Typing scrolled the page under the sticky header: the layout is judged from the top.
    await page.evaluate(() => window.scrollTo(0, 0))
    t.same(await page.evaluate(layoutProblems), [], 'checkout: layout')
    await shot(page, width, '5-checkout')
    await page.getByRole('button', { name: /Zamawiam/ }).click()
    await page.waitForURL(/\/dziekujemy\/\?id=/)
    await page.getByRole('heading', { name: /Zamówienie nr \d+/ }).waitFor()
    t.match(await page.getByTestId('order-status').textContent(), /Czeka na potwierdzenie/)
    await shot(page, width, '6-thanks')
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    t.equal(order.delivery_type, 'SELF')
    t.equal(order.total_grosze, 7700, 'the server charged 77,00 zł')

    // The board, never reloaded, shows the new order with its dishes.
    const card = board.locator('.manage-order', { hasText: 'Chirashi z łososiem' }).first()
    await card.waitFor({ timeout: 30_000 })
    t.match(await card.textContent(), /łosoś → tuńczyk/)
    t.match(await card.textContent(), /Nigiri z łososiem/)
    await shot(board, width, '7-board')

    // The language switch (in the side menu on a phone) re-renders the page in English.
    if (width < 768) await page.getByRole('button', { name: 'Otwórz menu nawigacji' }).click()
    await page.getByRole('button', { name: /^EN/ }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: 5000 })
    t.match(await page.getByTestId('order-status').textContent(), /Waiting for confirmation/i)
    await shot(page, width, '8-english')
    t.same(problems, [], 'the guest saw no console error or warning')
    t.same(boardProblems, [], 'the board logged no console error or warning')
    await guest.close()
    await staff.close()
  })

  t.test(`${width} px: the closed dialog and the keyboard`, async (t) => {
    const guest = await guestContext(browser, base, { width, height, closed: true, dismissed: false })
    const page = await guest.newPage()
    const problems = watch(page)
    await open(page, `${base}/`)
    const closed = page.getByRole('dialog', { name: 'Restauracja w tej chwili jest zamknięta' })
    await closed.waitFor()
    await shot(page, width, '9-closed')
    t.ok(
      await page.evaluate(() => document.activeElement?.closest('[role=dialog], dialog') !== null),
      'the focus is inside the dialog',
    )
    await page.keyboard.press('Escape')
    await closed.waitFor({ state: 'detached' })
    t.same(problems, [])
    await guest.close()
  })
}
