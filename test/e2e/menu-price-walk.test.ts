/**
 * The menu editor end to end in Chromium (docs/kitchen.md, "The menu editor"): a member of staff
 * changes a dish's price in the Menu tab, a guest sees the new price on the dish's page, orders it,
 * and the order is charged the new price.
 */
import t from 'tap'
import { staffToken } from '../helpers/staff-helper.js'
import { guestContext, open, startSite } from './harness.js'

const { base, browser, app } = await startSite(t)
await staffToken(app, 'ola')

t.test('staff change a price; a guest sees it on the page and pays it', async (t) => {
  const staff = await guestContext(browser, base, { width: 1440, cart: false })
  const desk = await staff.newPage()
  await open(desk, `${base}/manage/`, false)
  await desk.getByLabel('Login').fill('ola')
  await desk.getByLabel('Hasło').fill('correct-horse-battery')
  await desk.getByRole('button', { name: 'Zaloguj się' }).click()
  await desk.getByRole('button', { name: 'Menu', exact: true }).click()
  await desk.getByRole('button', { name: 'Edycja menu' }).click()
  await desk.getByRole('button', { name: 'Edytuj: Nigiri z łososiem' }).click()
  const form = desk.getByRole('region', { name: 'Danie: Nigiri z łososiem' })
  t.equal(await form.getByLabel('Cena').inputValue(), '19,00', 'the price before')
  await form.getByLabel('Cena').fill('21,5')
  await form.getByRole('button', { name: 'Zapisz' }).click()
  await desk.getByText('Zapisano: Nigiri z łososiem.').waitFor()
  const row = desk.getByRole('button', { name: 'Edytuj: Nigiri z łososiem' }).locator('xpath=..')
  await row.getByText('21,50\u00a0zł').waitFor()
  await staff.close()

  const guest = await guestContext(browser, base, { width: 375, cart: false })
  const page = await guest.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await open(page, `${base}/menu/nigiri/nigiri-losos/`, false)
  t.equal(await page.locator('.price-large').textContent(), '21,50\u00a0zł', 'the page shows the new price')
  await page
    .locator('.buy-row')
    .getByRole('button', { name: /Dodaj do koszyka/ })
    .click()
  await page
    .getByText(/Dodano do koszyka/)
    .first()
    .waitFor()
  await open(page, `${base}/zamowienie/`, false)
  await page.getByLabel(/Odbiór osobisty/).check()
  await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska')
  await page.getByLabel('Telefon').fill('600 100 200')
  await page.getByLabel('E-mail').fill('anna@example.pl')
  await page.getByLabel(/Akceptuję regulamin/).check()
  // One salmon nigiri at 21,50 zł, picked up: nothing else is added.
  t.equal(await page.getByTestId('checkout-total').textContent(), '21,50\u00a0zł', 'the checkout total')
  await page.getByRole('button', { name: /Zamawiam i płacę/ }).click()
  await page.waitForURL(/\/dziekujemy\/\?id=/)
  const order = await app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
  const lines = await app.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute()
  t.same(
    lines.map((l) => [l.product_id, l.unit_price_grosze, l.count]),
    [['nigiri-losos', 2150, 1]],
    'the order line carries the new price',
  )
  t.equal(order.total_grosze, 2150, 'the server charged the new price')
  t.same(problems, [], 'no script errors')
  await guest.close()
})
