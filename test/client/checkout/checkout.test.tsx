/**
 * The checkout page: totals, the courier minimum, the promo code, submitting once, refusals, a
 * closed site, dropped cart lines, and online payment with PayU.
 */
import '../helpers/setup.js'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { paymentRedirect } from '#client/features/checkout/submit.js'
import { OrderPage } from '#client/pages/OrderPage.js'
import {
  calls,
  emptyBrowser,
  json,
  mockFetch,
  openStatus,
  renderAt,
  statusHandler,
  until,
} from './checkout-fixtures.js'

t.beforeEach(emptyBrowser)
t.afterEach(() => cleanup())

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
  // A screen reader hears which dish a − or + changes.
  const more = screen.getByRole('button', { name: 'Zwiększ ilość: Nigiri z łososiem' })
  t.ok(screen.getByRole('button', { name: 'Zmniejsz ilość: Nigiri z łososiem' }))
  fireEvent.click(more)
  t.equal(total(), '66,99\u00a0zł', 'three nigiri: 57 + 9,99')
  fireEvent.click(screen.getByRole('button', { name: 'Zmniejsz ilość: Nigiri z łososiem' }))
  t.equal(total(), '47,99\u00a0zł')

  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  t.equal(total(), '38,00\u00a0zł', 'pick-up has no fee')
  t.equal(submit().disabled, false)

  fireEvent.change(screen.getByLabelText('Kod promocyjny'), { target: { value: 'ZLY' } })
  fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }))
  t.ok(
    await screen.findByText('Kod promocyjny „ZLY” jest nieprawidłowy lub wygasł.'),
    'the server message as an ALERT',
  )
  fireEvent.change(screen.getByLabelText('Kod promocyjny'), { target: { value: 'witaj' } })
  fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }))
  t.equal(await until(total, '34,20\u00a0zł'), '34,20\u00a0zł', '110 % is kept modulo 100: 10 % off 38 zł')
  fireEvent.change(screen.getByLabelText('Kod promocyjny'), { target: { value: '' } })
  fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }))
  t.equal(await until(total, '38,00\u00a0zł'), '38,00\u00a0zł', 'an empty code clears the discount')

  fireEvent.click(submit())
  t.ok(await screen.findByText('Popraw zaznaczone pola formularza.'))
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
  await screen.findByTestId('where')
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
  t.ok(await screen.findByText('Restauracja jest teraz zamknięta.'))
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
    ),
  )
  t.equal((screen.getByRole('button', { name: /Zamawiam i płacę/ }) as HTMLButtonElement).disabled, true)
})

t.test('a dish no longer on the menu is named with the sold-out ones, removed in one click', async (t) => {
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
  t.equal(screen.getAllByRole('listitem').filter((li) => li.classList.contains('cart-line')).length, 1)
  const notice = screen.getByText('Danie, którego nie ma już w menu')
  t.ok(notice, 'named at checkout')
  t.equal(cart.lines().length, 2, 'kept until the guest removes it')
  fireEvent.click(screen.getByRole('button', { name: /Danie, którego nie ma już w menu/ }))
  t.same(cart.lines(), [{ productId: 'nigiri-losos', count: 2 }], 'one click removes it')
  t.same(JSON.parse(localStorage.getItem('products')!), [{ productId: 'nigiri-losos', count: 2 }])
  t.equal(screen.queryByText('Danie, którego nie ma już w menu'), null, 'and the notice goes')
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
  t.ok(await screen.findByText(/Płatność online jest niedostępna, bo w koszyku jest voucher/))
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

t.test("in English the cart's − and + name their dish too", async (t) => {
  cart.set('nigiri-losos', 2)
  mockFetch(statusHandler(false))
  renderAt('/zamowienie/', <OrderPage />, 'en')
  const more = await screen.findByRole('button', { name: 'Increase quantity: Salmon nigiri' })
  t.ok(screen.getByRole('button', { name: 'Decrease quantity: Salmon nigiri' }))
  fireEvent.click(more)
  t.same(cart.lines(), [{ productId: 'nigiri-losos', count: 3 }])
})
