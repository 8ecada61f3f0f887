import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import t from 'tap'
import { buildApp } from '#server/app.js'
import { launchChromium } from '../../scripts/chromium.js'
import { testConfig } from '../helpers/app.js'
import { PayuStandIn } from '../helpers/payu-stand-in.js'
import { ensureProductionBuild } from '../helpers/production-build.js'
import { freePort } from '../helpers/smtp-sink.js'

// The whole online payment in Chromium: the guest chooses ONLINE, lands on the PayU stand-in's
// payment page, pays, and comes back to the thank-you page, which turns to paid. The stand-in
// notifies the real server over HTTP, signed with the second key.
ensureProductionBuild()

const dir = mkdtempSync(join(tmpdir(), 'sushi-payment-e2e-'))
const payu = new PayuStandIn()
await payu.start()
const port = await freePort()
const base = `http://127.0.0.1:${port}`
// A Wednesday at 15:00 in Kraków: the restaurant is open.
const app = await buildApp(
  testConfig({ ...payu.env(), DATABASE_URL: join(dir, 'payment.db'), PUBLIC_URL: base }),
  { ssrMode: 'build', logger: false, now: () => new Date('2026-11-25T14:00:00Z') },
)
await app.listen({ host: '127.0.0.1', port })
const browser: Browser = await launchChromium()
t.teardown(async () => {
  await browser.close()
  await app.close()
  await payu.stop()
  rmSync(dir, { recursive: true, force: true })
})

t.test('ONLINE: checkout → PayU payment page → pay → thank-you page turns to paid', async (t) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: base }])
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(`${base}/`, { waitUntil: 'networkidle' })
  await page.evaluate(() =>
    localStorage.setItem('products', JSON.stringify([{ productId: 'sashimi-losos', count: 2 }])),
  )
  await page.goto(`${base}/zamowienie/`, { waitUntil: 'networkidle' })
  await page.getByLabel(/Odbiór osobisty/).check()
  const online = page.getByLabel('Płatność online (BLIK, przelew, karta)')
  await online.waitFor()
  await online.check()
  await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska')
  await page.getByLabel('Telefon').fill('600 100 200')
  await page.getByLabel('E-mail').fill('anna@example.pl')
  await page.getByLabel(/Akceptuję regulamin/).check()
  const total = await page.getByTestId('checkout-total').textContent()
  await page.getByRole('button', { name: /Zamawiam i przechodzę do płatności/ }).click()

  await page.waitForURL(`${payu.url}/pay/**`)
  await page.getByRole('heading', { name: 'PayU (stand-in)' }).waitFor()
  t.equal(
    `Kwota: ${total?.replace('\u00a0', ' ')}`,
    await page.getByTestId('amount').textContent(),
    'PayU asks for the total',
  )
  const order = await app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
  const payment = await app.db.selectFrom('payments').select('status').executeTakeFirstOrThrow()
  t.equal(payment.status, 'PENDING', 'stored first, unpaid')

  await page.getByRole('button', { name: 'Zapłać' }).click()
  await page.waitForURL(`${base}/dziekujemy/?id=${order.id}`)
  await page.getByRole('heading', { name: `Zamówienie nr ${order.number}` }).waitFor()
  await page.getByText('Opłacone online').waitFor({ timeout: 15_000 })
  t.equal(await page.getByTestId('payment-status').textContent(), 'Opłacone online')
  t.equal(payu.deliveries.at(-1)?.status, 200, 'the signed notification was accepted')
  t.equal(await page.evaluate(() => localStorage.getItem('products')), '[]', 'the cart is cleared')
  t.same(problems, [])
})
