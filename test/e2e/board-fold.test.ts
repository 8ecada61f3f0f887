/**
 * The board's first screen on the production build (docs/kitchen.md, "The board", "Layout per
 * screen"): three orders wait — a courier order with an address and an invoice, one for pick-up
 * with a long allergy note, one with dish options. The oldest waiting order's card and its accept
 * button are on the first screen of a 768×1024 tablet, a 1280×800 landscape screen and a 1440×900
 * desktop, in both languages; on a 375×812 phone the card starts on the first screen and its accept
 * button is one short scroll away, never under the fixed alert. Accepting still asks for the time.
 */

import type { Page } from 'playwright-core'
import t from 'tap'
import { courierOrderBody, dishes, orderBody } from '../helpers/fixtures.js'
import { EXTRAS, FISH } from '../helpers/options-setup.js'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { layoutProblems, tapReachesTop } from './geometry.js'
import { guestContext, open, startSite } from './harness.js'

const { base, browser, app } = await startSite(t)
const token = await staffToken(app, 'ola')
const headers = { authorization: `Bearer ${token}` }
const SHOTS = process.env.BOARD_SCREENSHOTS

async function call(method: 'POST' | 'PUT', url: string, payload: object, auth = true) {
  const res = await app.inject({ method, url, payload, headers: auth ? headers : {} })
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
  return res.json()
}

// The dish with options: Chirashi z łososiem, its fish changed to tuna, with an egg.
const fish = await call('POST', '/api/menu/option-groups', FISH)
const extras = await call('POST', '/api/menu/option-groups', EXTRAS)
await call('PUT', '/api/menu/products/chirashi-losos/option-groups', { groupIds: [fish.id, extras.id] })
const optionId = (group: { options: { id: string; name: { pl: string } }[] }, pl: string) =>
  group.options.find((o) => o.name.pl === pl)!.id

// Placed in this order: the courier order has waited longest, so it is on top of the board.
const NOTE =
  'Silna alergia na sezam i orzeszki ziemne — proszę bez sezamu, bez sosu z orzeszkami, osobna deska i czysty nóż. Dziecko, 6 lat.'
const first = await call(
  'POST',
  '/api/order',
  courierOrderBody({
    items: [
      { productId: dishes.salmonNigiri.id, count: 2 },
      { productId: dishes.salmonSashimi.id, count: 1 },
      { productId: dishes.salmonSet.id, count: 1 },
    ],
    invoice: {
      nip: '7740001454',
      companyName: 'Biuro Rachunkowe Kazimierz Sp. z o.o.',
      address: { street: 'ul. Długa', buildingNumber: '72', postalCode: '31-146', city: 'Kraków' },
    },
    deliveryNote: 'Domofon 12, brama od podwórza',
    paymentMethod: 'CARD',
  }),
  false,
)
await call('POST', '/api/order', orderBody({ comment: NOTE }), false)
await call(
  'POST',
  '/api/order',
  orderBody({
    items: [
      {
        productId: 'chirashi-losos',
        count: 2,
        options: [optionId(fish, 'tuńczyk'), optionId(extras, 'jajko'), optionId(extras, 'ogórek')],
      },
      { productId: dishes.tunaNigiri.id, count: 1 },
    ],
  }),
  false,
)

const LANGS = {
  pl: {
    login: 'Login',
    password: 'Hasło',
    submit: 'Zaloguj się',
    accept: 'Przyjmij',
    in45: 'Dostawa za 45 min',
    waiting: /3 nowe/,
  },
  en: {
    login: 'Username',
    password: 'Password',
    submit: 'Sign in',
    accept: 'Accept',
    in45: 'Delivered in 45 min',
    waiting: /3 new/,
  },
} as const

const SCREENS = [
  { width: 768, height: 1024, lang: 'pl' },
  { width: 1280, height: 800, lang: 'pl' },
  { width: 1440, height: 900, lang: 'pl' },
  { width: 375, height: 812, lang: 'pl' },
  { width: 768, height: 1024, lang: 'en' },
  { width: 1280, height: 800, lang: 'en' },
  { width: 1440, height: 900, lang: 'en' },
  { width: 375, height: 812, lang: 'en' },
] as const

/** The box of the element `selector` finds first, as drawn now. */
const rectOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, height: r.height }
    })

for (const { width, height, lang } of SCREENS)
  t.test(`${width}×${height} (${lang}): the oldest waiting order can be accepted at once`, async (t) => {
    const words = LANGS[lang]
    const context = await guestContext(browser, base, { width, height, lang, cart: false })
    const page = await context.newPage()
    await open(page, `${base}/manage/`, false)
    await page.getByLabel(words.login).fill('ola')
    await page.getByLabel(words.password).fill('correct-horse-battery')
    await page.getByRole('button', { name: words.submit }).click()
    const card = page.locator(`article.manage-order[data-order-id="${first.id}"]`)
    await card.waitFor()
    await page.locator('article.manage-order').nth(2).waitFor()
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    t.match(await page.locator('.manage-waiting').textContent(), words.waiting)
    t.equal(
      await page.locator('article.manage-order').first().getAttribute('data-order-id'),
      first.id,
      'the order that waited longest is the first card',
    )
    const alert = await rectOf(page, '.manage-alerts')
    const scrollY = await page.evaluate(() => window.scrollY)
    t.equal(scrollY, 0, 'the board opens at the top')

    const accept = card.getByRole('button', { name: words.accept, exact: true })
    const cardBox = await card.boundingBox()
    const box = await accept.boundingBox()
    if (!cardBox || !box) throw new Error('the first card and its accept button are drawn')
    t.ok(
      cardBox.y >= alert.bottom - 1 && cardBox.y < height,
      `the card starts on the first screen (${cardBox.y})`,
    )
    t.ok(
      box.height >= 44 && box.width >= 44,
      `the accept button is a 44 px target (${box.width}×${box.height})`,
    )
    if (width >= 768) {
      t.ok(
        box.y >= alert.bottom && box.y + box.height <= height,
        `the accept button is on the first screen (${Math.round(box.y)}–${Math.round(box.y + box.height)} of ${height})`,
      )
    } else {
      // One short scroll (at most half a screen) brings it to the screen, below the alert.
      t.ok(
        box.y + box.height <= height * 1.5,
        `the accept button is one short scroll away (${Math.round(box.y + box.height)} px)`,
      )
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-${width}x${height}-${lang}.png` })
    // Scrolled to, the accept button is not under the fixed alert: a tap reaches it.
    await accept.scrollIntoViewIfNeeded()
    t.ok(await accept.evaluate(tapReachesTop), 'the accept button is not covered by the alert')
    // The allergy note still stands out on its card: bold, on its coloured box.
    const note = page.locator('.manage-comment').filter({ hasText: 'orzeszki' })
    t.equal(await note.evaluate((el) => getComputedStyle(el).fontWeight), '700', 'the note is bold')
    t.same(await page.evaluate(layoutProblems), [], 'nothing overlaps or sticks out')
    t.same(await axe(page), [], 'the board: axe')

    // Accepting still asks when: the time choices open in place, keyboard first.
    await accept.focus()
    await page.keyboard.press('Enter')
    const choice = card.getByRole('button', { name: words.in45 })
    await choice.waitFor()
    const choiceBox = await choice.boundingBox()
    if (width >= 768)
      t.ok(
        choiceBox && choiceBox.y + choiceBox.height <= height,
        `the first time choice is on the screen (${choiceBox?.y})`,
      )
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-${width}x${height}-${lang}-accept.png` })
    t.same(await axe(page), [], 'the time choices: axe')
    await context.close()
  })
