/**
 * The board cannot be missed (docs/kitchen.md, "The board"), on the production build in Chromium at
 * 768×1024, 1280×800 and 375×812: a new order rings every 5 seconds until someone accepts it, with
 * a banner above the header; when the server stops, a full-width alert says so at once, with its
 * own sound. The sounds are read from the page's Web Audio oscillators. The courier order accepted
 * "in 45 min" reads as a delivery time on its card ("Dostawa ok. HH:MM", not "Gotowe ok.").
 */
import t from 'tap'
import { launchChromium } from '../../scripts/chromium.js'
import { order } from '../helpers/orders-setup.js'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, serveBuild } from './harness.js'

const browser = await launchChromium()
t.teardown(() => browser.close())

interface Tone {
  type: OscillatorType
  frequency: number
  at: number
}

const SCREENS = [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const

for (const { width, height } of SCREENS) {
  t.test(`${width}×${height}: a new order rings until accepted; a stopped server alerts`, async (t) => {
    // A server of its own: this test stops it.
    const { base, app } = await serveBuild(t)
    await staffToken(app, 'ola')
    const placed = await app.inject({ method: 'POST', url: '/api/order', payload: order() })
    t.equal(placed.statusCode, 201, 'an order waits')

    const context = await guestContext(browser, base, { width, height, cart: false })
    // Every tone the page starts: its wave, its pitch and when (ms since the page opened).
    await context.addInitScript(() => {
      const tones: Tone[] = []
      Object.assign(window, { tones })
      const start = OscillatorNode.prototype.start
      OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
        tones.push({ type: this.type, frequency: this.frequency.value, at: performance.now() })
        start.call(this, when)
      }
    })
    const page = await context.newPage()
    const tones = () => page.evaluate(() => (window as unknown as { tones: Tone[] }).tones)
    const rings = async () => (await tones()).filter((tone) => tone.type === 'sine' && tone.frequency === 880)

    await open(page, `${base}/manage/`, false)
    await page.getByLabel('Login').fill('ola')
    await page.getByLabel('Hasło').fill('correct-horse-battery')
    // The tap on "Zaloguj się" also lets the page play sounds.
    await page.getByRole('button', { name: 'Zaloguj się' }).click()
    const card = page.locator('article.manage-order').first()
    await card.waitFor()
    await page.locator('.manage-waiting').waitFor()

    // It rings again while the order waits: at least three rings about 5 s apart.
    await page.waitForFunction(
      () =>
        (window as unknown as { tones: Tone[] }).tones.filter(
          (tone) => tone.type === 'sine' && tone.frequency === 880,
        ).length >= 3,
      undefined,
      { timeout: 20_000 },
    )
    const times = (await rings()).map((tone) => tone.at)
    const gaps = times.slice(1).map((at, i) => at - times[i]!)
    t.ok(
      gaps.slice(-2).every((gap) => gap > 4_000 && gap < 7_000),
      `rings about 5 s apart (${gaps.map((gap) => Math.round(gap)).join(', ')} ms)`,
    )

    // Accepted: the banner goes and the ringing stops.
    await card.getByRole('button', { name: 'Przyjmij', exact: true }).click()
    // The page's clock is the machine's: the time it gives is 45 minutes after the tap, in Kraków.
    const inKrakow = (ms: number) =>
      new Intl.DateTimeFormat('pl-PL', {
        timeZone: 'Europe/Warsaw',
        hour: '2-digit',
        minute: '2-digit',
      }).format(ms + 45 * 60_000)
    const before = inKrakow(await page.evaluate(() => Date.now()))
    await card.getByRole('button', { name: 'Dostawa za 45 min', exact: true }).click()
    const after = inKrakow(await page.evaluate(() => Date.now()))
    await page.locator('.manage-alerts').waitFor({ state: 'detached' })
    const readyAt = card.locator('dt', { hasText: ' ok.' })
    await readyAt.waitFor()
    t.equal(await readyAt.textContent(), 'Dostawa ok.', 'a courier order: a delivery time, not "Gotowe ok."')
    t.ok(
      [before, after].includes((await readyAt.evaluate((dt) => dt.nextElementSibling?.textContent)) ?? ''),
      `the card reads the delivery time (${before})`,
    )
    const accepted = (await rings()).length
    await page.waitForTimeout(6_500)
    t.equal((await rings()).length, accepted, 'no ring in the 6.5 s after accepting')
    t.equal(
      await page.evaluate(() => getComputedStyle(document.body).paddingTop),
      '0px',
      'without alerts the page starts at the top again',
    )

    // The server stops: the alert is there at once, across the whole width, with the alarm.
    await app.close()
    const lost = page.getByRole('alert').filter({ hasText: 'Brak połączenia z serwerem' })
    await lost.waitFor({ timeout: 5_000 })
    const box = (await lost.boundingBox())!
    t.ok(box.x <= 0 && box.width >= width - 1 && box.y <= 0, `full width at the top (${JSON.stringify(box)})`)
    // The page moves down by the alert's height: at the top, the header starts below it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(() => {
      const alert = document.querySelector('.manage-alerts')?.getBoundingClientRect()
      const header = document.querySelector('header.site-header')?.getBoundingClientRect()
      return alert && header && header.top >= alert.bottom - 1
    })
    t.pass('the header stays uncovered below the alert')
    await page.waitForFunction(() =>
      (window as unknown as { tones: Tone[] }).tones.some((tone) => tone.type === 'square'),
    )
    t.same(
      (await tones())
        .filter((tone) => tone.type === 'square')
        .map((tone) => tone.frequency)
        .slice(0, 3),
      [440, 330, 440],
      'the alarm: three low tones',
    )
    t.same(await axe(page), [], 'the board with the connection alert: axe')
    await context.close()
  })
}
