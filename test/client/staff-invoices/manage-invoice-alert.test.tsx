/** The board's alert for invoices that did not reach KSeF, and the day's report's counts. */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { callsTo, json, notified, order, restoreAfterTest, staffApi } from '../helpers/staff-fake-api.js'
import { invoice, me, signedInAs } from './invoice-fixtures.js'

t.afterEach(restoreAfterTest)

// Failing since 27 November 2026, 14:05 in Kraków (13:05 UTC): the order is from yesterday, not on the board.
const FAILING = {
  orderId: 'YESTERDAY001',
  orderNumber: 41,
  number: 'FV/2026/11/7',
  kind: 'INVOICE',
  lastError: 'KSeF niedostępny: przekroczono czas odpowiedzi.',
  since: '2026-11-27T13:05:00.000Z',
}

const alarm = () => document.querySelector<HTMLElement>('.manage-invoice-alarm')

t.test('the alert lists the failing invoice; the manager issues it again and the alert goes', async (t) => {
  const api = staffApi()
  let failing = [FAILING]
  api.handlers['GET /api/invoices/failing'] = () => json(200, { invoices: failing })
  api.handlers['POST /api/orders/YESTERDAY001/invoice/issue'] = () => {
    failing = []
    return json(
      202,
      order({ id: 'YESTERDAY001', number: 41, status: 'COMPLETED', invoice: invoice({ status: 'ISSUING' }) }),
    )
  }
  await signedInAs(api, 'pl')
  await waitFor(() => {
    if (!alarm()) throw new Error('no alert yet')
  })
  t.equal(alarm()!.getAttribute('role'), 'alert')
  t.match(alarm()!.textContent, '1 faktura nie trafiła do KSeF:')
  t.match(
    alarm()!.textContent,
    'Zamówienie #41, faktura FV/2026/11/7, od 27.11.2026 14:05: KSeF niedostępny: przekroczono czas odpowiedzi.',
  )
  t.equal(callsTo('GET', '/api/invoices/failing')[0]?.headers.authorization, 'Bearer T1')
  await act(async () => {
    fireEvent.click(within(alarm()!).getByRole('button', { name: 'Wystaw ponownie fakturę zamówienia #41' }))
  })
  await notified('Zamówienie #41: faktura wysłana do KSeF ponownie.')
  await waitFor(() => {
    if (alarm()) throw new Error('the alert is still there')
  })
  t.pass('asked again at once: nothing fails any more')
})

t.test('in English, two of them; the kitchen sees them without the button', async (t) => {
  const api = staffApi()
  api.handlers['GET /api/staff/me'] = me('KITCHEN')
  api.handlers['GET /api/invoices/failing'] = () =>
    json(200, {
      invoices: [
        FAILING,
        {
          ...FAILING,
          orderId: 'CANCELLED001',
          orderNumber: 42,
          number: 'FV/2026/11/8',
          kind: 'CORRECTION',
          lastError: null,
        },
      ],
    })
  await signedInAs(api, 'en')
  await waitFor(() => {
    if (!alarm()) throw new Error('no alert yet')
  })
  t.match(alarm()!.textContent, '2 invoices did not reach KSeF:')
  t.match(alarm()!.textContent, 'Order #42, correction FV/2026/11/8, since 27/11/2026 14:05')
  t.equal(within(alarm()!).queryAllByRole('button').length, 0)
})

const REPORT = {
  date: '2026-11-28',
  orders: {
    total: 6,
    byStatus: { NEW: 0, ACCEPTED: 1, READY: 0, IN_DELIVERY: 0, COMPLETED: 4, CANCELLED: 1 },
  },
  revenue: {
    completedOrders: 4,
    total: 432,
    byPaymentMethod: { CASH: 108, CARD: 216, ONLINE: 108 },
    byDeliveryType: { SELF: 216, COURIER: 216 },
  },
  discounts: { total: 0, orders: 0 },
  // 432 at 8 %: VAT 432 × 8 / 108 = 32,00, net 400,00.
  vat: [{ rate: 8, gross: 432, net: 400, vat: 32 }],
  deposits: 0,
  invoices: { REQUESTED: 1, ISSUING: 0, ISSUED: 2, FAILED: 1, CORRECTED: 1 },
  averageBasket: 108,
  topProducts: [],
  cancellations: [],
}

for (const [lang, tab, expected] of [
  [
    'pl',
    'Raport dnia',
    [
      ['Do wystawienia', '1'],
      ['W drodze do KSeF', '0'],
      ['Wystawione', '2'],
      ['Nie wysłane', '1'],
      ['Skorygowane', '1'],
    ],
  ],
  [
    'en',
    "Day's report",
    [
      ['To be issued', '1'],
      ['On the way to KSeF', '0'],
      ['Issued', '2'],
      ['Not sent', '1'],
      ['Corrected', '1'],
    ],
  ],
] as const) {
  t.test(`the day's report counts the invoices by state beside the VAT split (${lang})`, async (t) => {
    const api = staffApi()
    api.handlers['GET /api/reports/daily'] = () => json(200, REPORT)
    await signedInAs(api, lang)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tab }))
    })
    const counts = await screen.findByTestId('report-invoices')
    const rows = [...counts.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ])
    t.same(rows, expected)
    // Beside the VAT split: the same section.
    t.equal(counts.closest('section'), screen.getByTestId('report-vat').closest('section'))
  })
}
