/**
 * The live board on the production build (docs/kitchen.md, "The board"), on a kitchen tablet
 * (768×1024, 1280×800), a desktop (1440×900) and a phone (375×812): the alert of a waiting order sits
 * above the compact header without covering it, the first waiting order starts on the first screen
 * (on a tablet or wider with its accept button), the kitchen note stands out, the day's levers sit in their own tab; "Cofnij"
 * undoes a sold-out tap; axe-clean.
 */

import type { Page } from 'playwright-core'
import t from 'tap'
import { order } from '../helpers/orders-setup.js'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { tapReachesTop } from './geometry.js'
import { guestContext, open, startSite } from './harness.js'

const { base, browser, app } = await startSite(t)
// Creates the member of staff the browser signs in as.
await staffToken(app, 'ola')
const placed = await app.inject({
  method: 'POST',
  url: '/api/order',
  payload: order({ comment: 'Alergia na sezam — bez sezamu!' }),
})
if (placed.statusCode !== 201) throw new Error(placed.body)
const SHOTS = process.env.BOARD_SCREENSHOTS

/** The box of the first element `selector` finds, as drawn. */
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom }
    })

const SCREENS = [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const

for (const { width, height } of SCREENS)
  t.test(`${width}×${height}: orders first, then undo after sold out`, async (t) => {
    const size = `${width}x${height}`
    const context = await guestContext(browser, base, { width, height, cart: false })
    const page = await context.newPage()
    await open(page, `${base}/manage/`, false)
    await page.getByLabel('Login').fill('ola')
    await page.getByLabel('Hasło').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Zaloguj się' }).click()
    const card = page.locator('article.manage-order').first()
    await card.waitFor().catch(async (error) => {
      await page.screenshot({ path: '/tmp/board-fail.png' })
      throw error
    })
    // The alert of the waiting order, fixed at the top, moves the page down instead of covering it.
    const alert = page.locator('.manage-waiting')
    await alert.waitFor()
    t.match(await alert.textContent(), /1 nowe zamówienie czeka na przyjęcie/)
    const banner = await boxOf(page, '.manage-alerts')
    for (const below of ['header.site-header', '.manage-toolbar', '.manage-tabs']) {
      const box = await boxOf(page, below)
      t.ok(
        box.top >= banner.bottom - 1,
        `the alert (to ${banner.bottom}) leaves ${below} (from ${box.top}) uncovered`,
      )
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-${size}.png` })
    const accept = card.getByRole('button', { name: 'Przyjmij' })
    const box = await accept.boundingBox()
    t.ok(box, 'the accept button is drawn')
    const cardBox = await card.boundingBox()
    t.ok(cardBox && cardBox.y < height, `the first card starts on the first screen (${cardBox?.y})`)
    if (width >= 768) {
      t.ok(
        box && box.y >= 0 && box.y + box.height <= height,
        `the accept button is on the first screen (${box?.y})`,
      )
      t.ok(cardBox && cardBox.y < height / 2, `the first card starts in the upper half (${cardBox?.y})`)
    }
    if (width >= 768) {
      // On a tablet a card fits the screen below the alert: scrolled to, its accept button shows with it.
      t.ok(
        cardBox && cardBox.height <= height - (banner.bottom - banner.top),
        `the card (${cardBox?.height} px) fits below the alert`,
      )
    }
    // Scrolled to, the accept button is not under the fixed alert: a tap reaches it.
    await accept.scrollIntoViewIfNeeded()
    t.ok(await accept.evaluate(tapReachesTop), 'the accept button is not covered by the alert')
    const note = card.locator('.manage-comment')
    t.match(await note.textContent(), /Uwagi: Alergia na sezam/)
    t.equal(await note.evaluate((el) => getComputedStyle(el).fontWeight), '700', 'the note is bold')
    t.match(await page.locator('.manage-day-state').textContent(), /Otwarte/, 'the day in one line')
    t.same(await axe(page), [], 'the board: axe')

    await card
      .getByRole('button', { name: /^Brak — wyłącz do końca dnia: Nigiri/ })
      .first()
      .click()
    const undo = card.getByRole('button', { name: /^Cofnij wyłączenie: Nigiri/ })
    await undo.waitFor()
    // The tap's notification appears 200 ms after the answer, fading in: axe judged its colours
    // half-transparent when it started during the check. It is part of the state after the tap.
    await page.getByTestId('notification').filter({ hasText: 'Nigiri z łososiem: wyłączone.' }).waitFor()
    // Let the switch's and the notification's transitions end (the new card's pulse never does).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-${size}-undo.png` })
    t.same(await axe(page), [], 'the board with "Cofnij": axe')
    await undo.focus()
    await page.keyboard.press('Enter')
    await undo.waitFor({ state: 'detached' })
    const state = await app.inject({ url: '/api/menu/availability' })
    t.same(state.json().unavailable, [], 'the dish is on again')

    await page.getByRole('button', { name: 'Dzień', exact: true }).click()
    await page.getByRole('button', { name: 'Zamknij dziś' }).waitFor()
    await page
      .getByRole('button', { name: /Wstrzymaj/ })
      .first()
      .waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-${size}-day-tab.png` })
    t.same(await axe(page), [], 'the day tab: axe')
    // The waiting order's banner is on this tab too, and leads back to the orders in one tap.
    const show = page.locator('.manage-waiting').getByRole('button', { name: 'Pokaż zamówienia' })
    await show.click()
    await card.getByRole('button', { name: 'Przyjmij' }).waitFor()
    t.equal(await show.count(), 0, 'on the orders tab the banner needs no button')
    await context.close()
  })
