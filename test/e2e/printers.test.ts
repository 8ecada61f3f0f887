/**
 * Kitchen printing in /manage/ on the production build (docs/printing.md, "In /manage/" and "When a
 * printer is offline"), at 375 and 1440 px: a printer that has not answered for two minutes while a
 * ticket waits raises the alarm with the board's other alerts (which printer, since when, how many
 * tickets, what to do), on every tab; the owner's printer settings (the list and the form) are
 * axe-clean. PRINTER_SCREENSHOTS=<folder> keeps the screenshots (screenshots/).
 */
import net from 'node:net'
import t from 'tap'
import { order } from '../helpers/orders-setup.js'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, SITE_NOW, startSite } from './harness.js'

let clock = SITE_NOW
const { base, browser, app } = await startSite(t, () => clock)
const SHOTS = process.env.PRINTER_SCREENSHOTS

/** A port nothing listens on: the printer there is switched off. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const auth = { authorization: `Bearer ${await staffToken(app, 'szef')}` }
for (const payload of [
  { name: 'Kuchnia', kind: 'DIRECT', host: '127.0.0.1', port: await closedPort(), copies: 2 },
  { name: 'Bar', kind: 'CLOUDPRNT', kitchenTicket: 'NONE', paperWidth: 58, ticketLanguage: 'en' },
]) {
  const res = await app.inject({ method: 'POST', url: '/api/printers', headers: auth, payload })
  if (res.statusCode !== 201) throw new Error(res.body)
}
const placed = await app.inject({ method: 'POST', url: '/api/order', payload: order() })
if (placed.statusCode !== 201) throw new Error(placed.body)

type State = { name: string; status: string; alarm: boolean; waiting: number }
const states = async () =>
  (await app.inject({ url: '/api/printers/status', headers: auth })).json().printers as State[]
// The kitchen printer refuses the first ticket; two minutes later the alarm is on.
for (let i = 0; !(await states()).some((p) => p.name === 'Kuchnia' && p.status === 'OFFLINE'); i++) {
  if (i > 200) throw new Error('the printer never failed')
  await new Promise((resolve) => setTimeout(resolve, 50))
}
clock = new Date(SITE_NOW.getTime() + 2 * 60_000)
t.match(await states(), [
  { name: 'Kuchnia', status: 'OFFLINE', alarm: true, waiting: 2 },
  { name: 'Bar', status: 'OFFLINE', alarm: false, waiting: 0 },
])

for (const width of [375, 1440])
  t.test(`${width} px: the printer alarm on the board, the printer settings`, async (t) => {
    const context = await guestContext(browser, base, { width, height: 900, cart: false })
    t.teardown(() => context.close())
    const page = await context.newPage()
    await open(page, `${base}/manage/`, false)
    await page.getByLabel('Login').fill('szef')
    await page.getByLabel('Hasło').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Zaloguj się' }).click()

    const alarm = page.locator('.manage-alerts .manage-printer-alarm')
    await alarm.waitFor()
    t.equal(await alarm.getAttribute('role'), 'alert')
    const text = (await alarm.textContent()) ?? ''
    t.match(text, 'Drukarka Kuchnia nie drukuje od 15:00: 2 bony czekają.')
    t.match(text, '(brak połączenia z drukarką)')
    t.match(text, 'Sprawdź papier, zasilanie i kabel sieciowy drukarki.')
    t.notMatch(text, 'Bar', 'a printer with no ticket waiting rings no alarm')
    const list = page.getByRole('region', { name: 'Drukarki' })
    t.match(await list.textContent(), /Kuchnia offline od 15:00 · 2 czekają/)
    await page.locator('article.manage-order').first().waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/printer-alarm-${width}.png` })
    t.same(await axe(page), [], 'the board with the printer alarm: axe')

    await page.getByRole('button', { name: 'Kuchnia', exact: true }).click()
    const panel = page.locator('section.printers-panel')
    await panel.waitFor()
    t.ok(await alarm.isVisible(), 'the alarm stays on the other tabs')
    await panel.scrollIntoViewIfNeeded()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/printers-${width}.png` })
    t.same(await axe(page), [], 'the printer list: axe')
    await panel.getByRole('button', { name: 'Edytuj: Kuchnia' }).click()
    const form = page.getByRole('form', { name: /Kuchnia/ })
    await form.waitFor()
    t.equal(await form.getByLabel('Język bonów').inputValue(), 'pl')
    t.equal(await form.getByLabel('Nie drukuj samoczynnie bonów starszych niż (minuty)').inputValue(), '30')
    t.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'the form fits the screen (nothing scrolls sideways)',
    )
    // Focused, the first field scrolls in below the fixed alerts.
    await form.getByLabel('Nazwa').focus()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/printer-form-${width}.png` })
    t.same(await axe(page), [], 'the printer form: axe')
  })
