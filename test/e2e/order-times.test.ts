/**
 * Times a guest can trust (docs/kitchen.md, "Times a guest can trust"), on the production build in
 * Chromium at 768×1024, 1280×800 and 375×812: the guest's page says "Czeka na potwierdzenie" until
 * staff accept; accepting a courier order asks when it will be delivered, and that time is what the
 * guest's page shows; "Zmień czas" moves it, the guest's page follows and an e-mail is queued.
 */
import t from 'tap'
import { launchChromium } from '../../scripts/chromium.js'
import { order } from '../helpers/orders-setup.js'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, SITE_NOW, serveBuild } from './harness.js'

const browser = await launchChromium()
t.teardown(() => browser.close())

const SCREENS = [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const

for (const { width, height } of SCREENS) {
  t.test(`${width}×${height}: the delivery time staff give is the one the guest sees`, async (t) => {
    const { base, app } = await serveBuild(t)
    await staffToken(app, 'ola')
    // A courier order for "as soon as possible" at 15:00.
    const placed = await app.inject({ method: 'POST', url: '/api/order', payload: order() })
    t.equal(placed.statusCode, 201)
    const id: string = placed.json().id

    const guest = await (await guestContext(browser, base, { width, height, cart: false })).newPage()
    const guestPage = async () => {
      await open(guest, `${base}/dziekujemy/?id=${id}`, false)
      await guest.getByTestId('order-status').waitFor()
      return (await guest.locator('main').textContent()) ?? ''
    }
    const before = await guestPage()
    t.match(before, /Czeka na potwierdzenie/, 'not accepted yet: waiting for confirmation')
    t.notMatch(before, /Przyjęte/)
    t.match(before, /Przewidywany czas\s*16:00/, 'the expected time until staff give theirs')

    const context = await guestContext(browser, base, { width, height, cart: false })
    await context.clock.setFixedTime(SITE_NOW)
    const staff = await context.newPage()
    await open(staff, `${base}/manage/`, false)
    await staff.getByLabel('Login').fill('ola')
    await staff.getByLabel('Hasło').fill('correct-horse-battery')
    await staff.getByRole('button', { name: 'Zaloguj się' }).click()
    const card = staff.locator('article.manage-order').first()
    await card.getByRole('button', { name: 'Przyjmij', exact: true }).click()
    const form = card.getByRole('form', { name: 'Przyjmij zamówienie: kiedy kurier je dowiezie?' })
    await form.waitFor()
    t.same(await axe(staff), [], 'the accept form: axe')
    await form.getByLabel('Dostawa o').fill('16:30')
    await form.getByRole('button', { name: 'Przyjmij', exact: true }).click()
    const change = card.getByRole('button', { name: 'Zmień czas' })
    await change.waitFor()

    const accepted = await guestPage()
    t.match(accepted, /Przyjęte, przygotowujemy/, 'accepted')
    t.match(accepted, /Dostawa około\s*16:30/, 'the time staff gave')

    await change.click()
    const again = card.getByRole('form', { name: 'Zmień czas: kiedy kurier je dowiezie?' })
    await again.getByLabel('Dostawa o').fill('16:45')
    await again.getByRole('button', { name: 'Zapisz nowy czas' }).click()
    await staff
      .getByTestId('notification')
      .filter({ hasText: 'Nowy czas zapisany; gość dostanie e-mail.' })
      .waitFor()
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('order_id', '=', id)
      .where('kind', '=', 'TIME_CHANGED')
      .execute()
    t.equal(mail.length, 1, 'an e-mail about the new time is queued')
    t.match(await guestPage(), /Dostawa około\s*16:45/, "the guest's page says the new time")
    t.same(await axe(guest), [], "the guest's page: axe")
    await context.close()
  })
}
