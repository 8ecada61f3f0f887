import './setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import { cart } from '../../client/features/cart/cart.js'
import { initialValues, orderPayload, validateCheckout } from '../../client/features/checkout/form.js'
import { paymentRedirect, submitOrder } from '../../client/features/checkout/submit.js'
import { NotificationStack, useNotify } from '../../client/features/notifications/notifications.js'
import { ClosedDialog } from '../../client/features/site-status/ClosedDialog.js'
import { pageDataFor } from '../../client/page-data/build.js'
import type { PageData } from '../../client/page-data/types.js'
import { OrderPage } from '../../client/pages/OrderPage.js'
import { Root } from '../../client/Root.js'
import { MemoryRouter, Route, Routes, useLocation } from '../../client/shared/router.js'
import { BuiltPageData } from './page-data.js'

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const openStatus = {
  closed: false,
  reason: 'SCHEDULE',
  today: { date: '2026-11-25', opensAt: '13:00', closesAt: '22:00' },
  nextOpening: null,
  onlinePaymentAvailable: false,
}

let calls: { url: string; init: RequestInit }[] = []
function mockFetch(handler: Handler) {
  calls = []
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, init })
    return handler(url, init)
  }) as typeof fetch
}
function statusHandler(closed = false): Handler {
  return (url) => {
    if (url === '/api/utils/isSiteClosed') return json(closed)
    if (url === '/api/site-status') return json({ ...openStatus, closed, reason: 'SCHEDULE' })
    return json({ statusCode: 404, message: 'nie ma' }, 404)
  }
}

/** Waits until `read()` returns `wanted` (waitFor retries only a callback that throws). */
async function until<T>(read: () => T, wanted: T) {
  await waitFor(
    () => {
      if (read() !== wanted) throw new Error(`still ${String(read())}`)
    },
    { timeout: 2000 },
  )
  return read()
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Root lang="pl" origin="https://sakanasushi.test">
        <BuiltPageData>
          <Routes>
            <Route path="/zamowienie/" element={element} />
            <Route path="/dziekujemy/" element={<Where />} />
          </Routes>
        </BuiltPageData>
        <NotificationStack />
      </Root>
    </MemoryRouter>,
  )
}

t.beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  cart.reset()
})
t.afterEach(() => cleanup())

t.test('cart store: saved under "products", reloaded at start, other tabs show up', async (t) => {
  t.equal(cart.add(''), false, 'an empty id is refused')
  t.equal(localStorage.getItem('products'), null, 'and nothing is saved')
  t.equal(cart.set('', 3), false)
  t.equal(cart.add('nigiri-losos'), true)
  t.equal(cart.add('nigiri-losos'), true)
  t.same(JSON.parse(localStorage.getItem('products')!), [{ productId: 'nigiri-losos', count: 2 }])
  t.equal(cart.set('sashimi-losos', 3), true)
  t.equal(cart.remove('nigiri-losos'), true)
  t.same(JSON.parse(localStorage.getItem('products')!), [{ productId: 'sashimi-losos', count: 3 }])
  cart.reset()
  t.same(cart.lines(), [{ productId: 'sashimi-losos', count: 3 }], 'reloaded from storage')
  const other = JSON.stringify([
    { productId: 'nigiri-tunczyk', count: 1 },
    { productId: 'usuniety-produkt', count: 2 },
  ])
  // The browser carries no catalog: the menu is known once the order page's data arrived.
  const menu = pageDataFor('/zamowienie/')
  const known = new Set((menu as PageData<'order'>).data.products.map((p) => p.id))
  cart.retain((id) => known.has(id))
  localStorage.setItem('products', other)
  window.dispatchEvent(new window.StorageEvent('storage', { key: 'products', newValue: other }))
  t.same(cart.lines(), [{ productId: 'nigiri-tunczyk', count: 1 }], 'another tab: unknown ids dropped')
  localStorage.setItem('products', '{corrupt')
  cart.reset()
  t.same(cart.lines(), [], 'corrupt storage gives an empty cart without throwing')
  t.equal(cart.clear(), true)
  t.same(JSON.parse(localStorage.getItem('products')!), [])
})

t.test(
  'notifications appear after 200 ms, hide after 10 s, and a click removes them once visible',
  async (t) => {
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    t.teardown(() => clock.uninstall())
    let notify: ReturnType<typeof useNotify> = () => {}
    function Trigger() {
      notify = useNotify()
      return null
    }
    render(
      <MemoryRouter>
        <Root lang="pl" origin="">
          <Trigger />
          <NotificationStack />
        </Root>
      </MemoryRouter>,
    )
    act(() => notify('Dodano do koszyka: Nigiri z łososiem', 'INFO'))
    t.equal(screen.queryByText(/Dodano do koszyka/), null, 'not yet visible')
    act(() => clock.tick(199))
    t.equal(screen.queryByText(/Dodano do koszyka/), null, 'still hidden at 199 ms')
    act(() => clock.tick(1))
    t.ok(screen.getByText(/Dodano do koszyka/), 'visible at 200 ms')
    t.equal(
      screen
        .getByText(/Dodano do koszyka/)
        .closest('[role]')
        ?.getAttribute('role'),
      'status',
      'INFO in a polite live region',
    )
    act(() => clock.tick(9_999))
    t.ok(screen.queryByText(/Dodano do koszyka/), 'still there just before 10 s')
    act(() => clock.tick(1))
    t.equal(screen.queryByText(/Dodano do koszyka/), null, 'hidden after 10 s')

    act(() => notify('Błąd A', 'ALERT'))
    act(() => clock.tick(100))
    fireEvent.click(document.body)
    act(() => clock.tick(100))
    t.ok(screen.getByText('Błąd A'), 'a click before it is visible does not remove it')
    t.equal(screen.getByText('Błąd A').closest('[role]')?.getAttribute('role'), 'alert')
    act(() => notify('Błąd B', 'ALERT'))
    act(() => clock.tick(200))
    fireEvent.click(document.body)
    t.equal(screen.queryByText('Błąd A'), null, 'a click anywhere removes all visible notifications')
    t.equal(screen.queryByText('Błąd B'), null)
    const ids = [Date.now()]
    t.ok(ids[0]! > 0)
  },
)

t.test('the closed dialog shows when the server says closed, and a click dismisses it', async (t) => {
  mockFetch(statusHandler(true))
  render(
    <MemoryRouter>
      <Root lang="pl" origin="">
        <ClosedDialog />
      </Root>
    </MemoryRouter>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Restauracja w tej chwili jest zamknięta' })
  t.ok(dialog)
  t.ok(screen.getByText('Zapraszamy w godzinach otwarcia :)'))
  t.ok(
    calls.some((c) => c.url === '/api/utils/isSiteClosed'),
    'status fetched at start',
  )
  fireEvent.click(dialog)
  t.equal(screen.queryByRole('dialog'), null, 'dismissed by a click')
})

t.test('no closed dialog when the site is open', async (t) => {
  mockFetch(statusHandler(false))
  render(
    <MemoryRouter>
      <Root lang="pl" origin="">
        <ClosedDialog />
      </Root>
    </MemoryRouter>,
  )
  await until(() => calls.length >= 2, true)
  t.equal(screen.queryByRole('dialog'), null)
})

t.test('checkout form validation gives Polish messages per field', async (t) => {
  const errors = validateCheckout(initialValues)
  t.same(Object.keys(errors).sort(), [
    'acceptTerms',
    'buildingNumber',
    'email',
    'name',
    'phone',
    'postalCode',
    'street',
  ])
  const filled = {
    ...initialValues,
    name: 'Anna Kowalska',
    phone: '600 100 200',
    email: 'anna@example.pl',
    street: 'Józefa',
    buildingNumber: '12',
    postalCode: '31056',
    acceptTerms: true,
  }
  t.same(validateCheckout(filled), {})
  t.same(validateCheckout({ ...filled, phone: '123' }), { phone: 'checkout.phoneInvalid' })
  t.same(validateCheckout({ ...filled, email: 'anna@' }), { email: 'checkout.emailInvalid' })
  t.same(validateCheckout({ ...filled, postalCode: '3-1056' }), { postalCode: 'checkout.postalInvalid' })
  t.same(
    validateCheckout({ ...filled, deliveryType: 'SELF', street: '', postalCode: '' }),
    {},
    'no address for pick-up',
  )
  t.same(validateCheckout({ ...filled, orderTimeType: 'DATE' }), { orderTime: 'checkout.slotRequired' })
  const payload = orderPayload(
    { ...filled, deliveryType: 'SELF' },
    [{ productId: 'nigiri-losos', count: 2 }],
    {
      promoCode: null,
      expectedTotal: 38,
      language: 'pl',
    },
  )
  t.notOk('address' in payload, 'pick-up sends no address')
  t.same(payload.items, [{ productId: 'nigiri-losos', count: 2 }], 'only ids and counts, no prices')
  const courier = orderPayload(filled, [{ productId: 'nigiri-losos', count: 6 }], {
    promoCode: 'X',
    expectedTotal: 1,
    language: 'pl',
  })
  t.equal(courier.address?.postalCode, '31-056', 'postal code normalised')
})

t.test('a network failure is retried with the same Idempotency-Key', async (t) => {
  let attempts = 0
  mockFetch(() => {
    attempts++
    if (attempts < 3) throw new TypeError('Failed to fetch')
    return json({ id: 'ABC', number: 7, status: 'NEW', totals: {}, expectedAt: '' }, 201)
  })
  const retries: number[] = []
  const created = await submitOrder(
    { a: 1 },
    'key-1',
    (n) => retries.push(n),
    async () => undefined,
  )
  t.equal(created.number, 7)
  t.equal(attempts, 3)
  t.same(retries, [1, 2])
  t.same(
    calls.map((c) => (c.init.headers as Record<string, string>)['idempotency-key']),
    ['key-1', 'key-1', 'key-1'],
  )
  mockFetch(() => json({ statusCode: 422, message: 'Restauracja jest zamknięta.' }, 422))
  await t.rejects(
    submitOrder({}, 'key-2', undefined, async () => undefined),
    { message: 'HTTP error! Status: 422' },
  )
  t.equal(calls.length, 1, 'a server refusal is not retried')
})

t.test('checkout: totals, the courier minimum, promo code, submit once, thank-you', async (t) => {
  cart.set('nigiri-losos', 2) // 2 × 19 = 38 zł: below the 99 zł courier minimum
  let orders = 0
  mockFetch(async (url, init) => {
    if (url === '/api/utils/checkPromoCode') {
      const body = JSON.parse(String(init.body))
      return body.promoCode === 'ZLY'
        ? json({ statusCode: 404, message: 'Kod promocyjny „ZLY” jest nieprawidłowy lub wygasł.' }, 404)
        : json({ type: 'PERCENTAGE', value: 110 })
    }
    if (url === '/api/order') {
      orders++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return json({ id: 'K7Q2X9MPTDAB', number: 12, status: 'NEW', totals: {}, expectedAt: '' }, 201)
    }
    return statusHandler(false)(url, init)
  })
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  const total = () => screen.getByTestId('checkout-total').textContent
  t.equal(total(), '47,99\u00a0zł', 'courier is the default: 38 + 9,99')
  t.ok(screen.getByText(/brakuje 61,00\szł/), 'the missing amount is shown')
  const submit = () => screen.getByRole('button', { name: /Zamawiam i płacę/ }) as HTMLButtonElement
  t.equal(submit().disabled, true, 'cannot submit under the minimum')

  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  t.equal(total(), '38,00\u00a0zł', 'pick-up has no fee')
  t.equal(submit().disabled, false)

  fireEvent.change(screen.getByLabelText('Kod promocyjny'), { target: { value: 'ZLY' } })
  fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }))
  t.ok(
    await screen.findByText('Kod promocyjny „ZLY” jest nieprawidłowy lub wygasł.', {}, { timeout: 1000 }),
    'the server message as an ALERT',
  )
  fireEvent.change(screen.getByLabelText('Kod promocyjny'), { target: { value: 'witaj' } })
  fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }))
  t.equal(await until(total, '34,20\u00a0zł'), '34,20\u00a0zł', '110 % is kept modulo 100: 10 % off 38 zł')
  fireEvent.change(screen.getByLabelText('Kod promocyjny'), { target: { value: '' } })
  fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }))
  t.equal(await until(total, '38,00\u00a0zł'), '38,00\u00a0zł', 'an empty code clears the discount')

  fireEvent.click(submit())
  t.ok(await screen.findByText('Popraw zaznaczone pola formularza.', {}, { timeout: 1000 }))
  t.ok(screen.getAllByText('To pole jest wymagane.').length >= 3, 'inline messages')
  t.equal(orders, 0)

  fireEvent.change(screen.getByLabelText('Imię i nazwisko'), { target: { value: 'Anna Kowalska' } })
  fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '600 100 200' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.pl' } })
  t.equal(screen.getByLabelText('Telefon').getAttribute('type'), 'tel')
  t.equal(screen.getByLabelText('E-mail').getAttribute('autocomplete'), 'email')
  fireEvent.click(screen.getByLabelText(/Akceptuję regulamin/))
  const button = submit()
  fireEvent.click(button)
  fireEvent.click(button)
  await screen.findByTestId('where', {}, { timeout: 2000 })
  t.equal(screen.getByTestId('where').textContent, '/dziekujemy/?id=K7Q2X9MPTDAB')
  t.equal(orders, 1, 'a double click sends one order')
  const sent = JSON.parse(String(calls.find((c) => c.url === '/api/order')!.init.body))
  t.match(sent, {
    deliveryType: 'SELF',
    paymentMethod: 'CASH',
    orderTimeType: 'ASAP',
    expectedTotal: 38,
    acceptTerms: true,
  })
  t.match(
    (calls.find((c) => c.url === '/api/order')!.init.headers as Record<string, string>)['idempotency-key'],
    /^[0-9a-f-]{36}$/,
  )
  t.same(cart.lines(), [], 'the cart is cleared')
})

t.test('checkout keeps what the guest typed when the server refuses', async (t) => {
  cart.set('sashimi-losos', 3)
  mockFetch(async (url, init) => {
    if (url === '/api/order')
      return json({ statusCode: 422, message: 'Restauracja jest teraz zamknięta.', code: 'SITE_CLOSED' }, 422)
    return statusHandler(false)(url, init)
  })
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fireEvent.change(screen.getByLabelText('Imię i nazwisko'), { target: { value: 'Jan Nowak' } })
  fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '600100200' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jan@example.pl' } })
  fireEvent.click(screen.getByLabelText(/Akceptuję regulamin/))
  fireEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }))
  t.ok(await screen.findByText('Restauracja jest teraz zamknięta.', {}, { timeout: 1000 }))
  t.equal((screen.getByLabelText('Imię i nazwisko') as HTMLInputElement).value, 'Jan Nowak')
  t.same(cart.lines(), [{ productId: 'sashimi-losos', count: 3 }], 'the cart is kept')
})

t.test('when the site is closed the checkout says so and does not send an ASAP order', async (t) => {
  cart.set('sashimi-losos', 3)
  mockFetch(statusHandler(true))
  renderAt('/zamowienie/', <OrderPage />)
  t.ok(
    await screen.findByText(
      /Restauracja jest teraz zamknięta, więc nie przyjmiemy zamówienia „jak najszybciej”/,
      {},
      { timeout: 1000 },
    ),
  )
  t.equal((screen.getByRole('button', { name: /Zamawiam i płacę/ }) as HTMLButtonElement).disabled, true)
})

t.test('the order page drops cart lines whose product is no longer on the menu', async (t) => {
  localStorage.setItem(
    'products',
    JSON.stringify([
      { productId: 'nigiri-losos', count: 2 },
      { productId: 'usuniety-produkt', count: 1 },
    ]),
  )
  cart.reset()
  t.equal(cart.lines().length, 2, 'the stored cart is read as it is')
  renderAt('/zamowienie/', <OrderPage />)
  t.same(cart.lines(), [{ productId: 'nigiri-losos', count: 2 }], 'the unknown product left the cart')
  t.same(JSON.parse(localStorage.getItem('products')!), [{ productId: 'nigiri-losos', count: 2 }])
  t.equal(screen.getAllByRole('listitem').filter((li) => li.classList.contains('cart-line')).length, 1)
})

t.test('ONLINE is offered only with PayU, never for a voucher, and the browser goes to PayU', async (t) => {
  const payuStatus = { ...openStatus, onlinePaymentAvailable: true }
  const online = () => screen.queryByRole('radio', { name: /Płatność online \(BLIK, przelew, karta\)/ })
  // Without PayU: no ONLINE option at all.
  cart.set('nigiri-losos', 2)
  mockFetch(statusHandler(false))
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  t.equal(online(), null, 'not offered without PayU')
  cleanup()

  // With a voucher in the cart: hidden, with one sentence why.
  cart.set('voucher-150', 1)
  mockFetch((url, init) => (url === '/api/site-status' ? json(payuStatus) : statusHandler(false)(url, init)))
  renderAt('/zamowienie/', <OrderPage />)
  t.ok(
    await screen.findByText(
      /Płatność online jest niedostępna, bo w koszyku jest voucher/,
      {},
      { timeout: 2000 },
    ),
  )
  t.equal(online(), null, 'hidden for a voucher')
  cleanup()

  cart.remove('voucher-150')
  const assigned: string[] = []
  const original = paymentRedirect.assign
  paymentRedirect.assign = (url) => assigned.push(url)
  t.teardown(() => {
    paymentRedirect.assign = original
  })
  mockFetch((url, init) => {
    if (url === '/api/site-status') return json(payuStatus)
    if (url === '/api/order') {
      return json(
        {
          id: 'K7Q2X9MPTDAB',
          number: 12,
          status: 'NEW',
          totals: {},
          expectedAt: '',
          payment: {
            provider: 'PAYU',
            status: 'PENDING',
            redirectUrl: 'https://secure.snd.payu.com/pay/ABC',
          },
        },
        201,
      )
    }
    return statusHandler(false)(url, init)
  })
  renderAt('/zamowienie/', <OrderPage />)
  await waitFor(() => {
    if (!online()) throw new Error('no ONLINE yet')
  })
  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fireEvent.click(online()!)
  t.ok(screen.getByText('Po złożeniu zamówienia przejdziesz do PayU.'))
  fireEvent.change(screen.getByLabelText('Imię i nazwisko'), { target: { value: 'Anna Kowalska' } })
  fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '600 100 200' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.pl' } })
  fireEvent.click(screen.getByLabelText(/Akceptuję regulamin/))
  fireEvent.click(screen.getByRole('button', { name: /Zamawiam i przechodzę do płatności 38,00/ }))
  await until(() => assigned.length, 1)
  t.same(assigned, ['https://secure.snd.payu.com/pay/ABC'], 'the browser goes to PayU')
  t.match(JSON.parse(String(calls.find((c) => c.url === '/api/order')!.init.body)), {
    paymentMethod: 'ONLINE',
  })
  t.ok(await screen.findByText('Przekierowujemy do PayU…'), 'not an empty cart while the browser leaves')
  t.same(cart.lines(), [], 'the cart is cleared')
})
