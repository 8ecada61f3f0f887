/**
 * The day's report in /manage/ (docs/kitchen.md, "Day's report"): a day's figures, the way back to
 * today, and the orders of a period downloaded as CSV.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { captureDownloads } from '../helpers/downloads.js'
import { callsTo, json, notified, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

/** The board's menu list asks for the menu and its availability; here both are empty. */
function quietMenu(api: ReturnType<typeof staffApi>) {
  api.handlers['GET /api/menu'] = () => json(200, { categories: [], products: [] })
  api.handlers['GET /api/menu/availability'] = () => json(200, { unavailable: [], categories: [] })
}

const REPORT = {
  date: '2026-11-25',
  orders: {
    total: 5,
    byStatus: { NEW: 1, ACCEPTED: 0, READY: 0, IN_DELIVERY: 0, COMPLETED: 3, CANCELLED: 1 },
  },
  revenue: {
    completedOrders: 3,
    total: 3218.45,
    byPaymentMethod: { CASH: 1104.2, CARD: 912.5, ONLINE: 1201.75 },
    byDeliveryType: { SELF: 1380.21, COURIER: 1838.24 },
  },
  discounts: { total: 84.3, orders: 2 },
  // 912,30 + 2299,65 + 6,50 of deposits = 3218,45; VAT 912,30 × 23/123 = 170,59, 2299,65 × 8/108 = 170,34.
  vat: [
    { rate: 23, gross: 912.3, net: 741.71, vat: 170.59 },
    { rate: 8, gross: 2299.65, net: 2129.31, vat: 170.34 },
  ],
  deposits: 6.5,
  invoices: { REQUESTED: 0, ISSUING: 0, ISSUED: 1, FAILED: 0, CORRECTED: 0 },
  averageBasket: 1072.82,
  topProducts: [{ productId: 'nigiri-losos', name: 'Nigiri z łososiem', count: 58 }],
  cancellations: [
    { number: 17, createdAt: '2026-11-25T16:05:00.000Z', total: 118.89, reason: 'Brak łososia' },
  ],
}

t.test("the day's report: today's figures, another date on request", async (t) => {
  const api = staffApi()
  quietMenu(api)
  api.handlers['GET /api/reports/daily'] = (call) => {
    const date = new URL(call.url, 'https://x').searchParams.get('date')
    return json(200, date === '2026-11-20' ? { ...REPORT, date, topProducts: [], cancellations: [] } : REPORT)
  }
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Raport dnia' }))
  const revenue = await screen.findByRole('region', { name: 'Przychód (zakończone zamówienia)' })
  t.match(revenue.textContent, /3218,45\u00a0zł/)
  t.match(revenue.textContent, /Gotówka1104,20\u00a0zł/)
  t.match(revenue.textContent, /Dostawa kurierem1838,24\u00a0zł/)
  t.match(revenue.textContent, /84,30\u00a0zł \(zamówienia z rabatem: 2\)/)
  const vat = [...screen.getByTestId('report-vat').querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  )
  t.same(vat, [
    ['23\u00a0%', '741,71\u00a0zł', '170,59\u00a0zł', '912,30\u00a0zł'],
    ['8\u00a0%', '2129,31\u00a0zł', '170,34\u00a0zł', '2299,65\u00a0zł'],
  ])
  t.equal(screen.getByTestId('report-deposits').textContent, '6,50\u00a0zł')
  t.match(screen.getByRole('region', { name: 'Zamówienia' }).textContent, /Anulowane1/)
  t.match(
    screen.getByRole('region', { name: 'Najczęściej zamawiane (sztuki)' }).textContent,
    /Nigiri z łososiem 58/,
  )
  t.match(
    screen.getByRole('region', { name: 'Anulowane zamówienia' }).textContent,
    /nr 17, 17:05, 118,89\u00a0zł: Brak łososia/,
  )
  const [first] = callsTo('GET', '/api/reports/daily')
  t.same([first?.headers.authorization, first?.cookie], ['Bearer T1', false])

  fireEvent.change(screen.getByLabelText('Dzień'), { target: { value: '2026-11-20' } })
  await screen.findByText('Brak anulowanych zamówień.')
  t.match(callsTo('GET', '/api/reports/daily').at(-1)?.url, /\?date=2026-11-20$/)
  t.ok(screen.getByText('Nic jeszcze nie zamówiono.'))
})

t.test("the day's report: 'Dziś' goes back to today after another date", async (t) => {
  const api = staffApi()
  quietMenu(api)
  api.handlers['GET /api/reports/daily'] = () => json(200, REPORT)
  // Today in Kraków, worked out apart from the panel's own date helper.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date())
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Raport dnia' }))
  await screen.findByRole('region', { name: 'Przychód (zakończone zamówienia)' })
  const todayButton = screen.getByRole('button', { name: 'Dziś' })
  t.equal((todayButton as HTMLButtonElement).disabled, true, 'already today')

  fireEvent.change(screen.getByLabelText('Dzień'), { target: { value: '2026-11-20' } })
  await waitFor(() => t.match(callsTo('GET', '/api/reports/daily').at(-1)?.url, /\?date=2026-11-20$/))
  t.equal((todayButton as HTMLButtonElement).disabled, false)
  // Clearing the date field (the browser's ✕) keeps the day shown instead of asking for none.
  fireEvent.change(screen.getByLabelText('Dzień'), { target: { value: '' } })
  t.equal((screen.getByLabelText('Dzień') as HTMLInputElement).value, '2026-11-20')

  const before = callsTo('GET', '/api/reports/daily').length
  fireEvent.click(todayButton)
  await waitFor(() => t.equal(callsTo('GET', '/api/reports/daily').length, before + 1))
  t.equal(callsTo('GET', '/api/reports/daily').at(-1)?.url, `/api/reports/daily?date=${today}`)
  t.equal((screen.getByLabelText('Dzień') as HTMLInputElement).value, today)
  t.equal((todayButton as HTMLButtonElement).disabled, true)
})

t.test("the day's report: the orders of a period download as CSV under the server's name", async (t) => {
  const api = staffApi()
  quietMenu(api)
  api.handlers['GET /api/reports/daily'] = () => json(200, REPORT)
  const csv = 'numer;data;suma\r\n17;2026-11-02;118,89\r\n18;2026-11-24;61,00\r\n'
  api.handlers['GET /api/reports/orders.csv'] = () =>
    new Response(csv, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="zamowienia-2026-11-01-2026-11-24.csv"',
      },
    })
  const downloads = captureDownloads()
  t.teardown(downloads.restore)
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Raport dnia' }))
  await screen.findByRole('region', { name: 'Przychód (zakończone zamówienia)' })
  const form = screen.getByRole('form', { name: 'Eksport zamówień (CSV)' })
  fireEvent.change(within(form).getByLabelText('Od'), { target: { value: '2026-11-01' } })
  fireEvent.change(within(form).getByLabelText('Do'), { target: { value: '2026-11-24' } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Pobierz CSV' }))
  })
  await waitFor(() => t.equal(downloads.count(), 1))

  const [call] = callsTo('GET', '/api/reports/orders.csv')
  t.equal(call?.url, '/api/reports/orders.csv?from=2026-11-01&to=2026-11-24')
  t.equal(call?.headers.authorization, 'Bearer T1', 'the export is fetched with the staff token')
  t.same(await downloads.files(), [{ name: 'zamowienia-2026-11-01-2026-11-24.csv', text: csv }])
  t.equal(document.querySelector('a[download]'), null, 'the helper link is gone again')
  await waitFor(() =>
    t.equal(within(form).getByRole('button', { name: 'Pobierz CSV' }).getAttribute('aria-busy'), 'false'),
  )
})

t.test(
  "the day's report: the CSV without a name from the server is named after the period; a refusal is shown",
  async (t) => {
    const api = staffApi()
    quietMenu(api)
    api.handlers['GET /api/reports/daily'] = () => json(200, REPORT)
    let refuse = false
    api.handlers['GET /api/reports/orders.csv'] = () =>
      refuse
        ? json(400, {
            statusCode: 400,
            code: 'INVALID_RANGE',
            message: 'Pole „to”: data końcowa jest wcześniejsza niż „from”.',
            field: 'to',
          })
        : new Response('numer;data;suma\r\n', { status: 200, headers: { 'content-type': 'text/csv' } })
    const downloads = captureDownloads()
    t.teardown(downloads.restore)
    await signedIn(api)
    fireEvent.click(screen.getByRole('button', { name: 'Raport dnia' }))
    await screen.findByRole('region', { name: 'Przychód (zakończone zamówienia)' })
    const form = screen.getByRole('form', { name: 'Eksport zamówień (CSV)' })
    fireEvent.change(within(form).getByLabelText('Od'), { target: { value: '2026-10-01' } })
    fireEvent.change(within(form).getByLabelText('Do'), { target: { value: '2026-10-31' } })
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Pobierz CSV' }))
    })
    await waitFor(() => t.equal(downloads.count(), 1))
    t.same(await downloads.files(), [
      { name: 'zamowienia-2026-10-01-2026-10-31.csv', text: 'numer;data;suma\r\n' },
    ])

    refuse = true
    fireEvent.change(within(form).getByLabelText('Od'), { target: { value: '2026-11-05' } })
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Pobierz CSV' }))
    })
    await notified('Pole „to”: data końcowa jest wcześniejsza niż „from”.')
    t.equal(downloads.count(), 1, 'nothing more was downloaded')
    t.equal(
      callsTo('GET', '/api/reports/orders.csv').at(-1)?.url,
      '/api/reports/orders.csv?from=2026-11-05&to=2026-10-31',
    )
  },
)
