import '../helpers/setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { PAYMENT_POLL_MS, STATUS_POLL_MS } from '#client/features/order-tracking/useOrderTracking.js'
import { ThankYouPage } from '#client/pages/ThankYouPage.js'
import { Root } from '#client/Root.js'

const order = (status: string) => ({
  id: 'K7Q2X9MPTDAB',
  number: 12,
  status,
  deliveryType: 'COURIER',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  items: [{ productId: 'nigiri-losos', name: 'Nigiri z łososiem', price: 19, count: 6, lineTotal: 114 }],
  totals: { products: 114, discount: 11.4, delivery: 9.99, total: 112.59 },
  expectedAt: '2026-11-25T15:00:00.000Z',
  estimatedReadyAt: status === 'NEW' ? null : '2026-11-25T14:45:00.000Z',
  createdAt: '2026-11-25T14:00:00.000Z',
})

t.afterEach(() => cleanup())

t.test('the thank-you page shows the order and follows its status while open', async (t) => {
  let status = 'NEW'
  const asked: string[] = []
  globalThis.fetch = (async (url: string) => {
    asked.push(url)
    return new Response(JSON.stringify(order(status)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  const clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval'] })
  t.teardown(() => clock.uninstall())
  render(
    <MemoryRouter initialEntries={['/dziekujemy/?id=K7Q2X9MPTDAB']}>
      <Root lang="pl" origin="">
        <ThankYouPage />
      </Root>
    </MemoryRouter>,
  )
  t.ok(await screen.findByRole('heading', { name: 'Zamówienie nr 12' }, { timeout: 5000 }))
  t.equal(screen.getByTestId('order-status').textContent, 'Czeka na potwierdzenie')
  t.ok(screen.getByText('16:00'), 'expected time in Warsaw, 24-hour')
  t.ok(screen.getByText('6 × Nigiri z łososiem'))
  t.ok(screen.getByText('112,59\u00a0zł', { normalizer: (s) => s }))
  t.ok(asked.includes('/api/order/K7Q2X9MPTDAB'))
  status = 'ACCEPTED'
  await act(async () => {
    clock.tick(STATUS_POLL_MS)
  })
  t.equal((await screen.findByText('Przyjęte, przygotowujemy')).textContent, 'Przyjęte, przygotowujemy')
  t.ok(screen.getByText('15:45'), 'the estimate staff gave replaces the first expectation')
})

t.test('an unknown order id says so and gives the phone number', async (t) => {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ statusCode: 404, message: 'Nie znaleziono zamówienia.' }), {
      status: 404,
    })) as typeof fetch
  render(
    <MemoryRouter initialEntries={['/dziekujemy/?id=NOPE']}>
      <Root lang="pl" origin="">
        <ThankYouPage />
      </Root>
    </MemoryRouter>,
  )
  t.ok(await screen.findByText(/Nie znaleźliśmy tego zamówienia.*\+48 12 430 22 15/))
})

t.test('an ONLINE order: "waiting for the payment" until PayU confirms, then paid', async (t) => {
  let payment = 'PENDING'
  let asked = 0
  globalThis.fetch = (async () => {
    asked++
    return new Response(
      JSON.stringify({
        ...order('NEW'),
        paymentMethod: 'ONLINE',
        payment: { provider: 'PAYU', status: payment },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    )
  }) as typeof fetch
  const clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval'] })
  t.teardown(() => clock.uninstall())
  render(
    <MemoryRouter initialEntries={['/dziekujemy/?id=K7Q2X9MPTDAB']}>
      <Root lang="pl" origin="">
        <ThankYouPage />
      </Root>
    </MemoryRouter>,
  )
  t.equal((await screen.findByTestId('payment-status')).textContent, 'Czekamy na potwierdzenie płatności…')
  t.ok(screen.getByText('Do zapłaty'), 'still to pay while the payment is pending')
  payment = 'PAID'
  const before = asked
  await act(async () => {
    clock.tick(PAYMENT_POLL_MS)
  })
  t.ok(asked > before, 'asked again within seconds, not after 20 s')
  t.equal((await screen.findByText('Opłacone online')).textContent, 'Opłacone online')
  t.ok(screen.getByText('Zapłacono'), 'a paid order says what was paid, not what is still to pay')
  t.equal(screen.queryByText('Do zapłaty'), null)
})
