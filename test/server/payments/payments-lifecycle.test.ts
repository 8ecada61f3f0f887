// Online payments after the payment page: the status fallback, cancellation and expiry, refunds,
// the PayU client. (payments.test.ts: settings, placing, paying, notifications.)
import t from 'tap'
import { PayuClient, PayuError, verifyNotificationSignature } from '#plugins/payments/payu/client.js'
import { customerIp } from '#plugins/payments/service.js'
import { failure, OPEN, setup } from '../../helpers/payments-setup.js'
import { PayuStandIn } from '../../helpers/payu-stand-in.js'
import { staffToken } from '../../helpers/staff-helper.js'

t.test('vouchers cannot be paid online', async (t) => {
  const { place, payu } = await setup(t)
  const res = await place({ items: [{ productId: 'voucher-150', count: 1 }] })
  t.equal(res.statusCode, 422)
  t.match(res.json(), { code: 'VOUCHER_ONLINE', field: 'paymentMethod' })
  t.equal(payu.orders.size, 0)
})

t.test('the guest comes back before the notification: the server asks PayU', async (t) => {
  const { place, payu, guest, payuOrderOf, setNow } = await setup(t)
  payu.holdNotifications = true
  const body = (await place()).json()
  await payu.pay(payuOrderOf(body.id).orderId)
  t.equal(payu.deliveries.length, 0, 'the notification is lost')
  setNow(new Date(OPEN.getTime() + 15_000))
  t.equal((await guest(body.id)).payment.status, 'PAID', 'PayU said COMPLETED')
  const asked = payu.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v2_1/orders/')).length
  await guest(body.id)
  t.equal(
    payu.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v2_1/orders/')).length,
    asked,
    'a paid order is not asked about again',
  )
})

t.test(
  'a cancelled payment cancels the order; an unpaid order is cancelled when its hold ends (15 minutes)',
  async (t) => {
    const { app, payu, place, guest, payuOrderOf, setNow } = await setup(t)
    const first = (await place()).json()
    await payu.pay(payuOrderOf(first.id).orderId, 'CANCELED')
    t.match(await guest(first.id), { status: 'CANCELLED', payment: { status: 'CANCELED' } })

    const second = (await place()).json()
    setNow(new Date(OPEN.getTime() + 14 * 60_000))
    t.equal(await app.orders.expireUnpaid(app.log), 0, 'not yet')
    setNow(new Date(OPEN.getTime() + 16 * 60_000))
    t.equal(await app.orders.expireUnpaid(app.log), 1)
    t.equal(payuOrderOf(second.id).status, 'CANCELED', 'cancelled at PayU too')
    const staffView = await app.orders.find(second.id)
    t.equal(staffView?.status, 'CANCELLED')
    t.equal(staffView?.cancelReason, 'Płatność online nie została dokończona w ciągu 15 minut.')
    t.equal(staffView?.events.at(-1)?.actor, 'system')
    t.same(
      await app.db.selectFrom('mail_outbox').selectAll().execute(),
      [],
      'no e-mails about orders that were never paid',
    )

    // Paid at PayU but the notification was lost: the sweep counts it as paid.
    payu.holdNotifications = true
    setNow(OPEN)
    const third = (await place()).json()
    await payu.pay(payuOrderOf(third.id).orderId)
    setNow(new Date(OPEN.getTime() + 31 * 60_000))
    t.equal(await app.orders.expireUnpaid(app.log), 0)
    t.match(await app.orders.find(third.id), { status: 'NEW', payment: { status: 'PAID' } })
  },
)

t.test('money arriving for an order cancelled meanwhile is refunded', async (t) => {
  const { app, payu, place, payuOrderOf, setNow } = await setup(t)
  payu.holdNotifications = true
  const body = (await place()).json()
  setNow(new Date(OPEN.getTime() + 31 * 60_000))
  // PayU cannot cancel it (the guest is paying right now).
  payu.mode = 'down'
  await app.orders.expireUnpaid(app.log)
  payu.mode = 'ok'
  t.equal((await app.orders.find(body.id))?.status, 'CANCELLED')
  payu.holdNotifications = false
  await payu.pay(payuOrderOf(body.id).orderId)
  const after = await app.orders.find(body.id)
  t.match(after, { status: 'CANCELLED', payment: { status: 'PAID', refund: { status: 'REQUESTED' } } })
  t.equal(payu.refunds.length, 1)
})

t.test('staff cancelling a paid order triggers a PayU refund, and its outcome is recorded', async (t) => {
  const { app, payu, place, payuOrderOf } = await setup(t)
  const token = await staffToken(app)
  const auth = { authorization: `Bearer ${token}` }
  const body = (await place()).json()
  await payu.pay(payuOrderOf(body.id).orderId)
  const cancel = await app.inject({
    method: 'POST',
    url: `/api/orders/${body.id}/status`,
    headers: auth,
    payload: { status: 'CANCELLED', reason: 'Brak łososia' },
  })
  t.equal(cancel.statusCode, 200, cancel.body)
  t.match(cancel.json(), {
    status: 'CANCELLED',
    payment: { status: 'PAID', refund: { status: 'REQUESTED', error: null } },
  })
  t.equal(payu.refunds.length, 1)
  t.match(payu.refunds[0]!.body, {
    description: `Zwrot: zamówienie nr ${body.number}`,
    extRefundId: `${body.id}-refund`,
  })
  t.equal(await payu.finishRefund(payuOrderOf(body.id).orderId), 200)
  const done = await app.inject({ url: `/api/orders/${body.id}`, headers: auth })
  t.match(done.json().payment, { status: 'PAID', refund: { status: 'DONE' } })
  const retry = await app.inject({ method: 'POST', url: `/api/payments/${body.id}/refund`, headers: auth })
  t.equal(retry.statusCode, 409, 'a finished refund is not asked again')

  // A refund PayU refuses is recorded as failed, shown to staff, and can be asked again.
  const second = (await place()).json()
  await payu.pay(payuOrderOf(second.id).orderId)
  payu.refuseRefunds = 'NO_BALANCE'
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/orders/${second.id}/status`,
    headers: auth,
    payload: { status: 'CANCELLED', reason: 'Zamknięte z powodu awarii' },
  })
  t.match(cancelled.json().payment.refund, { status: 'FAILED', error: /NO_BALANCE|refused/ })
  payu.refuseRefunds = null
  const again = await app.inject({ method: 'POST', url: `/api/payments/${second.id}/refund`, headers: auth })
  t.equal(again.statusCode, 200, again.body)
  t.match(again.json().payment.refund, { status: 'REQUESTED', error: null })
  t.equal(
    (await app.inject({ method: 'POST', url: '/api/payments/NOSUCHORDER1/refund', headers: auth }))
      .statusCode,
    404,
  )
})

t.test('the PayU client: token expiry, a revoked token, 302 not followed, errors', async (t) => {
  const payu = new PayuStandIn({ tokenLifetime: 120 })
  await payu.start()
  t.teardown(() => payu.stop())
  let now = OPEN
  const client = new PayuClient(
    {
      url: payu.url,
      posId: payu.posId,
      clientId: payu.clientId,
      clientSecret: payu.clientSecret,
      secondKey: payu.secondKey,
    },
    { now: () => now },
  )
  const request = {
    notifyUrl: 'https://shop.test/notify',
    continueUrl: 'https://shop.test/thanks',
    customerIp: '83.12.34.56',
    description: 'Test',
    currencyCode: 'PLN' as const,
    totalAmount: '1000',
    extOrderId: 'A1',
    buyer: { email: 'a@b.pl', phone: '600100200', firstName: 'A', lastName: 'B', language: 'pl' },
    products: [{ name: 'X', unitPrice: '1000', quantity: '1' }],
  }
  const created = await client.createOrder(request)
  t.equal(created.redirectUri, `${payu.url}/pay/${created.orderId}`, 'the 302 answer is read, not followed')
  t.equal(payu.calls.filter((c) => c.path.startsWith('/pay/')).length, 0)
  now = new Date(OPEN.getTime() + 59_000)
  await client.retrieveOrder(created.orderId)
  t.equal(payu.tokens.size, 1, 'still the first token')
  now = new Date(OPEN.getTime() + 61_000)
  await client.retrieveOrder(created.orderId)
  t.equal(payu.tokens.size, 2, 'a new token once the first is about to expire')
  payu.tokens.clear()
  t.equal((await client.retrieveOrder(created.orderId)).status, 'NEW', 'a revoked token is replaced once')
  t.match(await failure(client.createOrder(request)), {
    name: 'PayuError',
    kind: 'REFUSED',
    payuCode: 'ERROR_ORDER_NOT_UNIQUE',
  })
  t.match(await failure(client.createOrder({ ...request, extOrderId: 'A2', customerIp: '0.0.0.0' })), {
    kind: 'REFUSED',
  })
  t.match(await failure(client.retrieveOrder('NOSUCH')), { kind: 'REFUSED', status: 404 })
  t.match(await failure(client.refund(created.orderId, { description: 'x', extRefundId: 'r' })), {
    kind: 'REFUSED',
  })
  payu.mode = 'down'
  t.match(await failure(client.cancelOrder(created.orderId)), { kind: 'UNREACHABLE', status: 503 })
  await payu.stop()
  const gone = new PayuClient({ ...client.config }, { timeoutMs: 2000 })
  const error = await gone.accessToken().catch((e: unknown) => e)
  t.ok(error instanceof PayuError && error.kind === 'UNREACHABLE', 'a closed port: unreachable')
})

t.test('signature check and the customer address', async (t) => {
  const body = Buffer.from('{"order":{}}')
  const key = 'k'
  const payu = new PayuStandIn({ secondKey: key })
  t.ok(verifyNotificationSignature(body, payu.sign(body.toString(), 'MD5'), key))
  t.ok(verifyNotificationSignature(body, payu.sign(body.toString(), 'SHA-256'), key, 'SHA-256'))
  t.notOk(verifyNotificationSignature(body, undefined, key))
  t.notOk(verifyNotificationSignature(body, `signature=${'0'.repeat(32)};algorithm=MD5`, key))
  t.notOk(verifyNotificationSignature(body, 'signature=zz;algorithm=MD5', key))
  t.notOk(verifyNotificationSignature(body, 'x'.repeat(2000), key))
  t.equal(customerIp('::ffff:83.12.34.56'), '83.12.34.56')
  t.equal(customerIp('2001:db8::1'), '2001:db8::1')
})
