/**
 * A checkout left open keeps its times current (docs/checkout.md, "A paused or busy kitchen"), on
 * the production build in Chromium at 375×812, 768×1024 and 1280×800 (in English there): a guest
 * opens the checkout at 20:09 and picks up at 20:45; once 20:45 is less than 30 minutes away it
 * leaves the list within a minute, without a reload, and the chosen time moves to the next free one
 * with a word to the guest; at 20:40 the list starts at 21:15 and the order placed then is taken
 * (no 422 ORDER_TIME_TOO_SOON). The browser's clock and the server's move together.
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import { axe } from './axe.js'
import { guestContext, open, startSite } from './harness.js'

// Wednesday 25 November 2026, Kraków (UTC+1): open 13:00–22:00; pick-up needs 30 minutes.
const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}+01:00`)
let serverNow = at('20:09:00')
const { base, browser, app } = await startSite(t, () => serverNow)

const WORDS = {
  pl: {
    self: /^Odbiór osobisty/,
    atTime: /^Na godzinę/,
    slot: 'Godzina',
    name: 'Imię i nazwisko',
    phone: 'Telefon',
    terms: /Akceptuję regulamin/,
    submit: /^Zamawiam i płacę/,
    moved: (from: string, to: string) =>
      `Godzina ${from} nie jest już dostępna, więc wybraliśmy najbliższą: ${to}.`,
  },
  en: {
    self: /^Pick-up/,
    atTime: /^At a time/,
    slot: 'Time',
    name: 'Full name',
    phone: 'Phone',
    terms: /I accept the terms/,
    submit: /^Order and pay/,
    moved: (from: string, to: string) => `${from} is no longer available, so we picked the next time: ${to}.`,
  },
} as const

/** The times the select offers, as the guest reads them, and the chosen one. */
async function times(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement) => ({
    offered: [...select.options].map((o) => o.textContent).filter((text) => text !== '—'),
    chosen: select.selectedOptions[0]?.textContent,
  }))
}

const SCREENS = [
  { width: 375, height: 812, lang: 'pl' },
  { width: 768, height: 1024, lang: 'pl' },
  { width: 1280, height: 800, lang: 'en' },
] as const

for (const { width, height, lang } of SCREENS) {
  t.test(`${width}×${height} (${lang}): the times of an open checkout follow the clock`, async (t) => {
    const words = WORDS[lang]
    serverNow = at('20:09:00')
    const context = await guestContext(browser, base, { width, height, lang })
    await context.clock.install({ time: at('20:09:00') })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await open(page, `${base}/zamowienie/`)
    const told = (text: string) => page.getByTestId('notification').filter({ hasText: text }).waitFor()

    await page.getByRole('radio', { name: words.self }).check()
    await page.getByRole('radio', { name: words.atTime }).check()
    const first = await times(page, words.slot)
    t.same(first.offered.slice(0, 3), ['20:45', '21:00', '21:15'], 'at 20:09 the list starts at 20:45')
    await page.getByLabel(words.slot, { exact: true }).selectOption({ label: '20:45' })
    await page.getByLabel(words.name).fill('Anna Kowalska')
    await page.getByLabel(words.phone).fill('600 100 200')
    await page.getByLabel('E-mail').fill('anna@example.pl')
    await page.getByLabel(words.terms).check()

    // 20:14:50: 20:45 is still 30 minutes away.
    await page.clock.pauseAt(at('20:14:50'))
    t.same((await times(page, words.slot)).chosen, '20:45', 'still 20:45 at 20:14:50')

    // Within a minute of 20:15 (no reload): 20:45 leaves the list and the choice moves to 21:00.
    serverNow = at('20:16:00')
    const offers2045 = () =>
      page.evaluate(() => document.querySelector('option[value="2026-11-25T19:45:00.000Z"]') !== null)
    let seconds = 0
    while ((await offers2045()) && seconds < 120) {
      await page.clock.runFor(1000)
      seconds += 1
    }
    t.ok(seconds > 10 && seconds <= 70, `20:45 left the list ${seconds - 10} s after 20:15:00 (at most 60)`)
    await page.clock.runFor(1000) // the notification shows 200 ms after it is raised
    await told(words.moved('20:45', '21:00'))
    const later = await times(page, words.slot)
    t.equal(later.offered[0], '21:00', 'the list starts at 21:00')
    t.equal(later.chosen, '21:00', 'the chosen time moved to the next free one, and the guest is told')

    // 20:40, the page still open: 20:45 and 21:00 are no longer offered.
    serverNow = at('20:40:00')
    await page.clock.pauseAt(at('20:40:00'))
    await page.clock.runFor(1000)
    await told(words.moved('21:00', '21:15'))
    const evening = await times(page, words.slot)
    t.equal(evening.offered[0], '21:15', 'at 20:40 the list starts at 21:15')
    t.notOk(evening.offered.includes('20:45') || evening.offered.includes('21:00'), 'no time too soon')
    t.equal(evening.chosen, '21:15')
    await page.clock.resume()
    t.same(await axe(page), [], 'the checkout with the moved time and its notification: axe')

    // The order placed at 20:40 is taken for 21:15.
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/order'))
    await page.getByRole('button', { name: words.submit }).click()
    t.equal((await answer).status(), 201, 'the server takes the order')
    await page.waitForURL(/\/dziekujemy\/\?id=/)
    const row = await app.db
      .selectFrom('orders')
      .select(['order_time', 'delivery_type'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    t.equal(row.delivery_type, 'SELF')
    t.equal(new Date(row.order_time ?? 0).toISOString(), '2026-11-25T20:15:00.000Z', 'for 21:15')
    t.same(problems, [])
    await context.close()
  })
}
