// The checkout's time slots (docs/product.md, orders and times) follow the clock, a refused time moves to
// the next slot with one sentence; the thank-you page ends an unknown or malformed id.
import '../helpers/setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { SLOT_REFRESH_MS } from '#client/features/checkout/useCheckout.js'
import { OrderPage } from '#client/pages/OrderPage.js'
import { ThankYouPage } from '#client/pages/ThankYouPage.js'
import { languageCookie, Root } from '#client/Root.js'
import { NotificationStack } from '#client/shared/toast.js'
import { formatTime } from '#domain/hours/format.js'
import { BuiltPageData } from '../helpers/page-data.js'

// Wednesday 25 November 2026, 15:00 in Kraków: open 13:00-22:00; pick-up needs 30 minutes.
const NOW = new Date('2026-11-25T14:00:00Z')
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const openStatus = {
  closed: false,
  reason: 'SCHEDULE',
  today: { date: '2026-11-25', opensAt: '13:00', closesAt: '22:00' },
  nextOpening: null,
  onlinePaymentAvailable: false,
  blikCodeAvailable: false,
}

let calls: { url: string; init: RequestInit }[] = []
function mockFetch(order: (init: RequestInit) => Response) {
  calls = []
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, init })
    if (url === '/api/utils/isSiteClosed') return json(false)
    if (url === '/api/site-status') return json(openStatus)
    if (url === '/api/order') return order(init)
    return json({ statusCode: 404, message: 'nie ma' }, 404)
  }) as typeof fetch
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

function renderCheckout() {
  return render(
    <MemoryRouter initialEntries={['/zamowienie/']}>
      <Root lang="pl" origin="https://sakanasushi.test">
        <BuiltPageData>
          <Routes>
            <Route path="/zamowienie/" element={<OrderPage />} />
            <Route path="/dziekujemy/" element={<Where />} />
          </Routes>
        </BuiltPageData>
        <NotificationStack />
      </Root>
    </MemoryRouter>,
  )
}

const warsaw = (iso: string) => formatTime(new Date(iso), 'pl')
const slotSelect = () => screen.getByLabelText('Godzina') as HTMLSelectElement
const optionValues = () => [...slotSelect().options].map((o) => o.value).filter(Boolean)

async function pickFirstSlot() {
  await waitFor(() => {
    if (!calls.some((c) => c.url === '/api/site-status')) throw new Error('no status yet')
  })
  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fireEvent.click(screen.getByLabelText(/Na godzinę/))
  await waitFor(() => {
    if (optionValues().length === 0) throw new Error('no slots yet')
  })
  const first = optionValues()[0]!
  fireEvent.change(slotSelect(), { target: { value: first } })
  return first
}

t.beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  cart.reset()
  cart.set('sashimi-losos', 3)
})
t.afterEach(() => cleanup())

t.test(
  '11. slots are recomputed every minute: a time that became too soon moves on, and the guest is told',
  async (t) => {
    const clock = FakeTimers.install({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] })
    t.teardown(() => clock.uninstall())
    mockFetch(() => json({ statusCode: 500, message: 'x' }, 500))
    renderCheckout()
    const first = await pickFirstSlot()
    t.equal(warsaw(first), '15:30', 'at 15:00 the first pick-up slot is 15:30')
    t.equal(slotSelect().value, first)

    // The guest leaves the tab open for 16 minutes: 15:30 is now less than 30 minutes away.
    await act(async () => {
      clock.tick(16 * SLOT_REFRESH_MS)
    })
    t.notOk(optionValues().includes(first), '15:30 is no longer offered')
    t.equal(warsaw(slotSelect().value), '16:00', 'the next valid slot is selected')
    t.ok(
      await screen.findByText('Godzina 15:30 nie jest już dostępna, więc wybraliśmy najbliższą: 16:00.'),
      'one sentence tells the guest',
    )
  },
)

t.test('11. slots are recomputed when the tab becomes visible again', async (t) => {
  const clock = FakeTimers.install({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] })
  t.teardown(() => clock.uninstall())
  mockFetch(() => json({ statusCode: 500, message: 'x' }, 500))
  renderCheckout()
  const first = await pickFirstSlot()
  // The tab slept 40 minutes: no interval ran, only the clock moved.
  clock.setSystemTime(new Date(NOW.getTime() + 40 * 60_000))
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  await act(async () => {
    document.dispatchEvent(new window.Event('visibilitychange'))
  })
  t.notOk(optionValues().includes(first), 'the old slots are gone')
  t.equal(warsaw(optionValues()[0]!), '16:15', 'at 15:40 the first slot is 16:15')
  t.equal(warsaw(slotSelect().value), '16:15')
})

t.test(
  '11. when the server still refuses the time, the next slot is chosen and the order goes through',
  async (t) => {
    const clock = FakeTimers.install({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] })
    t.teardown(() => clock.uninstall())
    let attempts = 0
    mockFetch(() => {
      attempts++
      if (attempts === 1) {
        return json(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'Zamówienie na godzinę wymaga co najmniej 30 minut.',
            code: 'ORDER_TIME_TOO_SOON',
            field: 'orderTime',
          },
          422,
        )
      }
      return json({ id: 'K7Q2X9MPTDAB', number: 7, status: 'NEW', totals: {}, expectedAt: '' }, 201)
    })
    renderCheckout()
    const first = await pickFirstSlot()
    fireEvent.change(screen.getByLabelText('Imię i nazwisko'), { target: { value: 'Jan Nowak' } })
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '600100200' } })
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jan@example.pl' } })
    fireEvent.click(screen.getByLabelText(/Akceptuję regulamin/))
    fireEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }))
    t.ok(
      await screen.findByText('Godzina 15:30 nie jest już dostępna, więc wybraliśmy najbliższą: 15:45.'),
      'one sentence, and no dead end',
    )
    t.equal(warsaw(slotSelect().value), '15:45')
    fireEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }))
    await screen.findByTestId('where')
    const sent = calls.filter((c) => c.url === '/api/order')
    t.equal(sent.length, 2)
    t.equal(JSON.parse(String(sent[0]!.init.body)).orderTime, first)
    t.equal(
      warsaw(JSON.parse(String(sent[1]!.init.body)).orderTime),
      '15:45',
      'the second attempt asks for 15:45',
    )
    const key = (c: (typeof sent)[number]) => (c.init.headers as Record<string, string>)['idempotency-key']
    t.not(key(sent[0]!), key(sent[1]!), 'another body, another Idempotency-Key')
  },
)

function renderThanks(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Root lang="pl" origin="">
        <ThankYouPage />
      </Root>
    </MemoryRouter>,
  )
}

t.test(
  '12. an over-long or malformed id ends at once in "not found", without asking the server',
  async (t) => {
    for (const id of ['X'.repeat(5000), 'ABC DEF', '../../api/orders', '%00']) {
      mockFetch(() => json({}, 500))
      renderThanks(`/dziekujemy/?id=${encodeURIComponent(id)}`)
      t.ok(await screen.findByText(/Nie znaleźliśmy tego zamówienia/), id.slice(0, 20))
      t.equal(screen.queryByText(/Wczytujemy/), null, 'no endless loading')
      t.ok(screen.getByRole('link', { name: 'Wróć do menu' }), 'a way back to the menu')
      t.equal(calls.filter((c) => c.url.startsWith('/api/order/')).length, 0, 'the id was not sent')
      cleanup()
    }
  },
)

t.test('12. an id the server refuses (400) or does not know (404) ends in "not found"', async (t) => {
  for (const status of [400, 404]) {
    mockFetch(() => json({}, 500))
    globalThis.fetch = (async () => json({ statusCode: status, message: 'x' }, status)) as typeof fetch
    renderThanks('/dziekujemy/?id=NIEMATAKIEGO1')
    t.ok(await screen.findByText(/Nie znaleźliśmy tego zamówienia/), String(status))
    t.equal(screen.queryByText(/Wczytujemy/), null)
    cleanup()
  }
})

t.test('12. a failed load says so instead of loading forever', async (t) => {
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch')
  }) as typeof fetch
  renderThanks('/dziekujemy/?id=K7Q2X9MPTDAB')
  t.ok(await screen.findByText(/Nie udało się wczytać zamówienia/))
})

t.test('6. the lang cookie is Secure when the page came over HTTPS', async (t) => {
  t.match(languageCookie('en', 'https:'), /^lang=en; path=\/; max-age=31536000; samesite=lax; secure$/)
  t.notMatch(languageCookie('pl', 'http:'), /secure/, 'plain HTTP (development) cannot set a Secure cookie')
})
