/**
 * A pause in a real browser on the production build, at 375×812, 768×1024, 1280×800 and 1440×900 (docs/kitchen.md, "Pause"):
 * staff pause courier delivery for 30 minutes with a reason; the guest sees it in the header (the
 * closed dialog stays away: the restaurant is open), cannot order courier delivery ASAP, can order
 * a pick-up; after staff resume the header's line is gone. Every state axe-clean.
 * SCREENSHOTS=1 keeps pictures of the header and the checkout in screenshots/.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import t from 'tap'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, SITE_NOW, startSite } from './harness.js'

const { base, browser, app } = await startSite(t)
const token = await staffToken(app, 'ola')
const REASON = 'Dużo zamówień — wracamy o 15:30'

async function staff(url: string, payload: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  })
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
  return res.json()
}

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return
  mkdirSync('screenshots', { recursive: true })
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: name.startsWith('checkout') })
}

for (const [width, height] of [
  [375, 812],
  [768, 1024],
  [1280, 800],
  [1440, 900],
] as const) {
  t.test(`${width}×${height}: the guest meets a courier pause, then staff resume`, async (t) => {
    // 15:00 in Kraków: the pause runs until 15:30.
    const status = await staff('/api/utils/pause', {
      minutes: 30,
      deliveryTypes: ['COURIER'],
      reason: REASON,
    })
    t.match(status, { closed: false, pause: { deliveryTypes: ['COURIER'], reason: REASON } })

    const context = await guestContext(browser, base, { width, height, cart: false, dismissed: false })
    // The browser's clock agrees with the server's (the pause is judged on the guest's device too).
    await context.clock.setFixedTime(SITE_NOW)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))

    await open(page, `${base}/`, false)
    const line = page.locator('header .kitchen-notice-paused')
    await line.waitFor()
    t.equal(await line.textContent(), `Dostawa kurierem jest wstrzymana do 15:30. ${REASON}.`)
    t.equal(await page.getByRole('dialog').count(), 0, 'no closed dialog: the restaurant is open')
    t.same(await axe(page), [], 'home page during the pause: axe')
    await shot(page, `pause-header-${width}`)

    await open(page, `${base}/menu/zestawy/zestaw-dla-dwojga/`, false)
    await page
      .locator('.buy-row')
      .getByRole('button', { name: /Dodaj do koszyka/ })
      .click()
    await page.getByTestId('cart-badge').first().waitFor()

    await open(page, `${base}/zamowienie/`)
    t.ok(await page.getByRole('radio', { name: /^Dostawa kurierem/ }).isChecked(), 'courier delivery')
    t.ok(await page.getByRole('radio', { name: /^Jak najszybciej/ }).isChecked(), 'as soon as possible')
    // Beside the order button: why, the first free time in plain words, the ways on in one tap.
    const notice = page.locator('.checkout-summary .checkout-paused')
    await notice.waitFor()
    t.equal(
      await notice.locator('[role="status"]').textContent(),
      `Dostawa kurierem jest wstrzymana do 15:30. ${REASON}. Najwcześniej na 16:00.`,
    )
    const submit = page.getByRole('button', { name: /^Zamawiam/ })
    t.match(
      await submit.getAttribute('aria-describedby'),
      (await notice.getAttribute('id'))!,
      'the order button is described by the pause',
    )
    t.ok(await submit.isDisabled(), 'courier ASAP cannot be ordered')
    const noticeBox = (await notice.boundingBox())!
    const submitBox = (await submit.boundingBox())!
    t.ok(
      Math.abs(submitBox.y - (noticeBox.y + noticeBox.height)) < 80,
      'the notice sits right above the button',
    )
    t.same(await axe(page), [], 'checkout, courier paused: axe')
    await shot(page, `checkout-paused-${width}`)

    // One tap to the first free time. (Courier delivery's 60-minute lead already puts the first
    // slot at 16:00, past this pause; docs/kitchen.md, "Pause".)
    await notice.getByRole('button', { name: 'Zamów na 16:00' }).click()
    t.ok(await page.getByRole('radio', { name: /^Na godzinę/ }).isChecked(), 'a time instead of ASAP')
    t.equal(
      await page.getByLabel('Godzina').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent),
      '16:00',
    )
    await notice.waitFor({ state: 'detached' })

    // Pick-up is not paused: one tap from "as soon as possible" by courier to pick-up.
    await page.getByRole('radio', { name: /^Jak najszybciej/ }).check()
    await page
      .locator('.checkout-summary .checkout-paused')
      .getByRole('button', { name: 'Odbiorę osobiście' })
      .click()
    t.ok(await page.getByRole('radio', { name: /^Odbiór osobisty/ }).isChecked(), 'pick-up chosen')
    await notice.waitFor({ state: 'detached' })
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('.checkout-summary button[type="submit"]')?.disabled,
    )
    t.ok(await submit.isEnabled(), 'pick-up ASAP can be ordered')
    t.same(await axe(page), [], 'checkout, pick-up: axe')

    await staff('/api/utils/resume')
    const reloaded = page.waitForResponse((res) => res.url().endsWith('/api/site-status'))
    await open(page, `${base}/`)
    t.equal((await (await reloaded).json()).pause, null, 'the status has no pause')
    await page.waitForLoadState('networkidle')
    t.equal(await page.locator('.kitchen-notice').count(), 0, 'the pause line is gone')
    t.equal(await page.getByRole('dialog').count(), 0, 'no closed dialog')
    t.same(problems, [])
    await context.close()
  })
}
