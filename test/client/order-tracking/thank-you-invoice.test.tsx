import '../helpers/setup.js'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { ThankYouPage } from '#client/pages/ThankYouPage.js'
import { Root } from '#client/Root.js'

// A completed office order as GET /api/order/{id} answers it; `invoiceIssued` says whether its
// invoice is in KSeF. 2 × 42,00 = 84,00 + 9,99 delivery = 93,99.
const order = (invoiceIssued: boolean) => ({
  id: 'K7Q2X9MPTDAB',
  number: 31,
  status: 'COMPLETED',
  deliveryType: 'COURIER',
  paymentMethod: 'CARD',
  orderTimeType: 'ASAP',
  items: [
    {
      productId: 'nigiri-losos',
      name: 'Nigiri łosoś',
      nameEn: 'Salmon nigiri',
      price: 42,
      count: 2,
      lineTotal: 84,
    },
  ],
  totals: { products: 84, discount: 0, delivery: 9.99, deposits: 0, total: 93.99 },
  expectedAt: '2026-11-25T15:00:00.000Z',
  estimatedReadyAt: '2026-11-25T14:45:00.000Z',
  createdAt: '2026-11-25T14:00:00.000Z',
  extras: null,
  invoiceIssued,
})

let answer = order(true)
t.beforeEach(() => {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch
})
t.afterEach(() => cleanup())

const show = (lang: 'pl' | 'en') =>
  render(
    <MemoryRouter initialEntries={['/dziekujemy/?id=K7Q2X9MPTDAB']}>
      <Root lang={lang} origin="">
        <ThankYouPage />
      </Root>
    </MemoryRouter>,
  )

t.test('an issued invoice: the status page offers its PDF, in Polish', async (t) => {
  answer = order(true)
  show('pl')
  const link = await screen.findByRole('link', { name: 'Pobierz fakturę (PDF)' }, { timeout: 5000 })
  t.equal(link.getAttribute('href'), '/api/order/K7Q2X9MPTDAB/invoice.pdf')
  t.ok(link.hasAttribute('download'))
})

t.test('and in English', async (t) => {
  answer = order(true)
  show('en')
  const link = await screen.findByRole('link', { name: 'Download the invoice (PDF)' }, { timeout: 5000 })
  t.equal(link.getAttribute('href'), '/api/order/K7Q2X9MPTDAB/invoice.pdf')
})

t.test('no link while the invoice is not issued (or the order asked for none)', async (t) => {
  answer = order(false)
  show('pl')
  t.ok(await screen.findByRole('heading', { name: 'Zamówienie nr 31' }, { timeout: 5000 }))
  t.notOk(screen.queryByRole('link', { name: /faktur/i }))
})
