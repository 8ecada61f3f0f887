/**
 * The live board on a kitchen tablet (768×1024) on the production build (docs/kitchen.md, "The
 * board"): the first waiting order and its accept button are on the first screen, the kitchen note
 * stands out, the day's levers sit in their own tab; "Cofnij" undoes a sold-out tap; axe-clean.
 */
import t from 'tap'
import { order } from '../server/orders-setup.js'
import { staffToken } from '../server/staff-helper.js'
import { axe } from './axe.js'
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

t.test('768×1024: orders first, then undo after sold out', async (t) => {
  const context = await guestContext(browser, base, { width: 768, height: 1024, cart: false })
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
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-768x1024.png` })
  const accept = card.getByRole('button', { name: 'Przyjmij' })
  const box = await accept.boundingBox()
  t.ok(box, 'the accept button is drawn')
  t.ok(
    box && box.y >= 0 && box.y + box.height <= 1024,
    `the accept button is on the first screen (${box?.y})`,
  )
  const cardBox = await card.boundingBox()
  t.ok(cardBox && cardBox.y < 1024 / 2, `the first card starts in the upper half (${cardBox?.y})`)
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
  // Let the switch's and the notification's transitions end (the new card's pulse never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-768x1024-undo.png` })
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
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-768x1024-day-tab.png` })
  t.same(await axe(page), [], 'the day tab: axe')
  await context.close()
})
