/** The thank-you page repeats the extras, and follows a BLIK code: the wait, a refusal, a new code. */
import '../helpers/setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { paymentRedirect } from '#client/features/checkout/submit.js'
import { PAYMENT_POLL_MS } from '#client/features/order-tracking/useOrderTracking.js'
import { ThankYouPage } from '#client/pages/ThankYouPage.js'
import { Root } from '#client/Root.js'

const ID = 'K7Q2X9MPTDAB'
const order = (payment: Record<string, unknown>) => ({
  id: ID,
  number: 12,
  status: 'NEW',
  deliveryType: 'SELF',
  paymentMethod: 'ONLINE',
  orderTimeType: 'ASAP',
  items: [{ productId: 'nigiri-losos', name: 'Nigiri z łososiem', price: 19, count: 6, lineTotal: 114 }],
  totals: { products: 114, discount: 0, delivery: 0, total: 114 },
  expectedAt: '2026-11-25T15:00:00.000Z',
  estimatedReadyAt: null,
  createdAt: '2026-11-25T14:00:00.000Z',
  extras: {
    chopsticks: 2,
    soySauce: true,
    ginger: false,
    wasabi: true,
    cutlery: false,
    line: 'Pałeczki: 2 · sos sojowy · bez imbiru · wasabi',
  },
  payment: { provider: 'PAYU', ...payment, ...withSecondsLeft(payment.blik) },
})

/** The server's `secondsLeft`, worked out when asked, as the server does. */
function withSecondsLeft(blik: unknown) {
  if (!blik) return {}
  const { expiresAt } = blik as { expiresAt: string }
  const secondsLeft = Math.max(0, Math.min(120, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)))
  return { blik: { ...(blik as object), secondsLeft } }
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let posts: { url: string; body: unknown }[] = []
function serve(current: () => Record<string, unknown>, answer?: (body: unknown) => Response) {
  posts = []
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body))
      posts.push({ url, body })
      return answer!(body)
    }
    return json(order(current()))
  }) as typeof fetch
}

function open() {
  render(
    <MemoryRouter initialEntries={[`/dziekujemy/?id=${ID}`]}>
      <Root lang="pl" origin="">
        <ThankYouPage />
      </Root>
    </MemoryRouter>,
  )
}

t.afterEach(() => cleanup())

t.test('waiting for the bank app with a countdown, then paid by the notification', async (t) => {
  let payment: Record<string, unknown> = {
    status: 'PENDING',
    blik: { status: 'WAITING', expiresAt: new Date(Date.now() + 90_500).toISOString() },
  }
  serve(() => payment)
  const clock = FakeTimers.install({
    toFake: ['setInterval', 'clearInterval', 'Date'],
    now: Date.now(),
  })
  t.teardown(() => clock.uninstall())
  open()
  t.ok(
    await screen.findByRole('heading', { name: 'Potwierdź płatność w aplikacji banku' }, { timeout: 5000 }),
  )
  t.equal(screen.getByRole('timer').textContent, 'Na potwierdzenie zostało 1:31.')
  t.equal(screen.getByTestId('order-extras').textContent, 'Pałeczki: 2 · sos sojowy · bez imbiru · wasabi')
  // The countdown's timer starts once the page has settled.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
  await act(async () => {
    clock.tick(31_000)
  })
  // Whole seconds from the server and from this clock: within a second of 1:00.
  t.ok(await screen.findByText(/^Na potwierdzenie zostało 1:0[01]\.$/), 'counting down')
  payment = { status: 'PAID', blik: { status: 'WAITING', expiresAt: new Date().toISOString() } }
  await act(async () => {
    clock.tick(PAYMENT_POLL_MS)
  })
  t.ok(await screen.findByText('Opłacone online'))
  t.equal(screen.queryByRole('heading', { name: 'Potwierdź płatność w aplikacji banku' }), null)
})

t.test('a refused code: say so, take a new one, then wait again', async (t) => {
  let payment: Record<string, unknown> = {
    status: 'PENDING',
    blik: { status: 'REFUSED', expiresAt: new Date().toISOString() },
  }
  const waiting = { status: 'WAITING', expiresAt: new Date(Date.now() + 120_000).toISOString() }
  serve(
    () => payment,
    () => {
      payment = { status: 'PENDING', blik: waiting }
      return json({ ...order(payment), payment: { provider: 'PAYU', ...payment } }, 201)
    },
  )
  open()
  t.ok(await screen.findByRole('alert', {}, { timeout: 5000 }))
  t.match(screen.getByRole('alert').textContent, 'Kod BLIK został odrzucony albo wygasł')
  const code = screen.getByLabelText('Kod BLIK')
  fireEvent.change(code, { target: { value: '12345' } })
  fireEvent.click(screen.getByRole('button', { name: 'Zapłać nowym kodem' }))
  t.ok(screen.getByText('Kod BLIK ma 6 cyfr.'))
  t.equal(posts.length, 0, 'nothing sent')
  fireEvent.change(code, { target: { value: '555 666' } })
  fireEvent.click(screen.getByRole('button', { name: 'Zapłać nowym kodem' }))
  t.ok(await screen.findByRole('heading', { name: 'Potwierdź płatność w aplikacji banku' }))
  t.same(posts, [{ url: `/api/order/${ID}/payment`, body: { blikCode: '555666' } }])
})

t.test('an expired code: PayU’s page instead', async (t) => {
  serve(
    () => ({ status: 'PENDING', blik: { status: 'CANCELED', expiresAt: new Date().toISOString() } }),
    () =>
      json(
        {
          ...order({}),
          payment: { provider: 'PAYU', status: 'PENDING', redirectUrl: 'https://payu.test/pay/1' },
        },
        201,
      ),
  )
  const assigned: string[] = []
  const original = paymentRedirect.assign
  paymentRedirect.assign = (url) => assigned.push(url)
  t.teardown(() => {
    paymentRedirect.assign = original
  })
  open()
  fireEvent.click(await screen.findByRole('button', { name: 'Zapłać inną metodą w PayU' }, { timeout: 5000 }))
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  t.same(posts, [{ url: `/api/order/${ID}/payment`, body: { method: 'REDIRECT' } }])
  t.same(assigned, ['https://payu.test/pay/1'])
})

t.test('a refusal from the server is shown beside the field', async (t) => {
  serve(
    () => ({ status: 'PENDING', blik: { status: 'REFUSED', expiresAt: new Date().toISOString() } }),
    () =>
      json(
        { statusCode: 409, error: 'Conflict', message: 'Tego zamówienia nie można już opłacić online.' },
        409,
      ),
  )
  open()
  fireEvent.change(await screen.findByLabelText('Kod BLIK', {}, { timeout: 5000 }), {
    target: { value: '123456' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Zapłać nowym kodem' }))
  t.ok(await screen.findByText('Tego zamówienia nie można już opłacić online.'))
})
