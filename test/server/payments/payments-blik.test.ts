import t from 'tap'
import { loadConfig } from '#server/config.js'
import { build } from '../../helpers/app.js'
import { setup } from '../../helpers/payments-setup.js'

const status = async (app: Awaited<ReturnType<typeof build>>) =>
  (await app.inject({ url: '/api/site-status' })).json()

t.test('the BLIK code field is offered only with PayU and PAYU_BLIK_CODE=1', async (t) => {
  const base = { NODE_ENV: 'test', DATABASE_URL: ':memory:' }
  t.equal(loadConfig({ ...base, PAYU_BLIK_CODE: '1' }).payu, null, 'without PayU there is no code')
  t.throws(() => loadConfig({ ...base, PAYU_BLIK_CODE: 'yes' }), /PAYU_BLIK_CODE/)

  t.equal((await status(await build(t, { env: { PAYU_BLIK_CODE: '1' } }))).blikCodeAvailable, false)
  const redirectOnly = await setup(t)
  t.match(await status(redirectOnly.app), { onlinePaymentAvailable: true, blikCodeAvailable: false })
  const withCode = await setup(t, { PAYU_BLIK_CODE: '1' })
  t.match(await status(withCode.app), { onlinePaymentAvailable: true, blikCodeAvailable: true })
})

const BLIK = { PAYU_BLIK_CODE: '1' }

t.test(
  'a BLIK code typed on our page: PayU order with the code, 201 without a redirect, paid by notification',
  async (t) => {
    const { app, payu, place, guest, payuOrderOf } = await setup(t, BLIK)
    const res = await place({ blikCode: '777123' })
    t.equal(res.statusCode, 201, res.body)
    const body = res.json()
    t.match(body.payment, { provider: 'PAYU', status: 'PENDING', blik: { status: 'WAITING' } })
    t.notOk('redirectUrl' in body.payment, 'no page to go to')
    t.equal(
      Date.parse(body.payment.blik.expiresAt) - Date.parse('2026-11-25T14:00:00Z'),
      120_000,
      'two minutes',
    )
    t.equal(body.payment.blik.secondsLeft, 120, 'counted by the server: the guest’s clock may be off')
    const created = payuOrderOf(body.id)
    t.same(created.request.payMethods, {
      payMethod: { type: 'PBL', value: 'blik', authorizationCode: '777123' },
    })
    t.match((await guest(body.id)).payment, { status: 'PENDING', blik: { status: 'WAITING' } })

    await payu.pay(created.orderId)
    const paid = await guest(body.id)
    t.equal(paid.payment.status, 'PAID', 'the notification pays it')
    t.equal(paid.status, 'NEW')
    const again = await app.inject({
      method: 'POST',
      url: `/api/order/${body.id}/payment`,
      payload: { blikCode: '123456' },
    })
    t.equal(again.statusCode, 409, 'a paid order is not paid again')
    t.equal(again.json().code, 'PAYMENT_NOT_RETRYABLE')
  },
)

t.test('a wrong code is refused by PayU: the guest types another, no second order', async (t) => {
  const { app, payu, place, guest } = await setup(t, BLIK)
  const res = await place({ blikCode: '000000' })
  t.equal(res.statusCode, 201, res.body)
  const { id, payment } = res.json()
  t.match(payment, { status: 'PENDING', blik: { status: 'REFUSED' } })
  t.match((await guest(id)).payment.blik, { status: 'REFUSED' })

  const retry = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/order/${id}/payment`, payload })
  const calls = () => payu.calls.filter((c) => c.path === '/api/v2_1/orders').length
  const before = calls()
  for (const [payload, field] of [
    [{ blikCode: '12345' }, 'blikCode'],
    [{ blikCode: 'abcdef' }, 'blikCode'],
    [{}, 'blikCode'],
    [{ blikCode: '123456', method: 'REDIRECT' }, 'blikCode'],
    [{ method: 'CARD' }, 'method'],
  ] as const) {
    const refused = await retry(payload)
    t.equal(refused.statusCode, 400, JSON.stringify(payload))
    t.equal(refused.json().field, field)
  }
  t.equal(calls(), before, 'PayU is not called for a malformed code')

  const second = await retry({ blikCode: '555666' })
  t.equal(second.statusCode, 201, second.body)
  t.match(second.json(), { id, payment: { blik: { status: 'WAITING' } } })
  const orders = [...payu.orders.values()]
  t.equal(orders.length, 1, 'the refused code made no PayU order')
  t.equal(orders[0]!.extOrderId, `${id}-2`, 'the second attempt has its own extOrderId')
  await payu.pay(orders[0]!.orderId)
  t.equal((await guest(id)).payment.status, 'PAID')
  t.equal((await app.db.selectFrom('orders').select('id').execute()).length, 1, 'one order')
})

t.test('an expired code (CANCELED notification) keeps the order for a new code or PayU’s page', async (t) => {
  const { app, payu, place, guest, payuOrderOf } = await setup(t, BLIK)
  const { id } = (await place({ blikCode: '777123' })).json()
  const first = payuOrderOf(id)
  await payu.pay(first.orderId, 'CANCELED')
  const expired = await guest(id)
  t.equal(expired.status, 'NEW', 'not cancelled')
  t.match(expired.payment, { status: 'PENDING', blik: { status: 'CANCELED' } })

  const redirect = await app.inject({
    method: 'POST',
    url: `/api/order/${id}/payment`,
    payload: { method: 'REDIRECT' },
  })
  t.equal(redirect.statusCode, 201, redirect.body)
  const page = redirect.json().payment.redirectUrl
  t.match(page, /\/pay\//, 'PayU’s page this time')
  t.notOk(redirect.json().payment.blik)
  const second = [...payu.orders.values()].find((o) => o.extOrderId === `${id}-2`)!
  t.notOk(second.request.payMethods, 'no code on the redirect')
  // The expired attempt's late notification changes nothing.
  t.equal(await payu.notify(first.orderId), 200)
  t.equal((await guest(id)).payment.status, 'PENDING')
  await payu.pay(second.orderId)
  t.equal((await guest(id)).payment.status, 'PAID')
})

t.test('the retry refuses what cannot be paid again', async (t) => {
  const { app, place } = await setup(t, BLIK)
  const cash = (await place({ paymentMethod: 'CASH' })).json()
  const r1 = await app.inject({
    method: 'POST',
    url: `/api/order/${cash.id}/payment`,
    payload: { blikCode: '123456' },
  })
  t.equal(r1.statusCode, 409, 'a cash order')
  const r2 = await app.inject({
    method: 'POST',
    url: '/api/order/NIEMATAKIEGO/payment',
    payload: { blikCode: '123456' },
  })
  t.equal(r2.statusCode, 404)
  const cashBlik = await place({ paymentMethod: 'CASH', blikCode: '123456' })
  t.equal(cashBlik.statusCode, 400)
  t.equal(cashBlik.json().field, 'blikCode')

  const noCode = await setup(t)
  const refused = await noCode.place({ blikCode: '123456' })
  t.equal(refused.statusCode, 422, 'without PAYU_BLIK_CODE the code is not taken')
  t.equal(refused.json().field, 'blikCode')
  t.equal((await noCode.app.db.selectFrom('orders').select('id').execute()).length, 0)
})

t.test(
  'without PAYU_BLIK_CODE a retry with a code is refused in the order’s language; PayU’s page still works',
  async (t) => {
    const { app, payu, place } = await setup(t)
    const payuCalls = () => payu.calls.filter((c) => c.path === '/api/v2_1/orders').length
    for (const [language, message] of [
      ['pl', 'Płatność kodem BLIK na naszej stronie jest teraz niedostępna — wybierz stronę PayU.'],
      ['en', 'Paying with a BLIK code on our page is not available right now — choose PayU’s page.'],
    ] as const) {
      const placed = await place({ language })
      t.equal(placed.statusCode, 201, placed.body)
      const { id } = placed.json()
      const before = payuCalls()
      const refused = await app.inject({
        method: 'POST',
        url: `/api/order/${id}/payment`,
        payload: { blikCode: '123456' },
      })
      t.equal(refused.statusCode, 422, language)
      t.match(refused.json(), { code: 'BLIK_CODE_UNAVAILABLE', field: 'blikCode', message })
      t.equal(payuCalls(), before, 'PayU is not asked')
      const redirect = await app.inject({
        method: 'POST',
        url: `/api/order/${id}/payment`,
        payload: { method: 'REDIRECT' },
      })
      t.equal(redirect.statusCode, 201, redirect.body)
      t.match(redirect.json().payment.redirectUrl, /\/pay\//)
    }
  },
)
