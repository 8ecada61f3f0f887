import { randomUUID } from 'node:crypto'
import t from 'tap'
import { PayuClient, PayuError, verifyNotificationSignature } from '../../plugins/payments/payu.js'
import { customerIp } from '../../plugins/payments/service.js'
import type { StaffOrder } from '../../schemas/orders.js'
import { ConfigError, loadConfig } from '../../server/config.js'
import { build } from '../helper.js'
import { PayuStandIn } from '../payu-stand-in.js'
import { staffToken } from './staff-helper.js'

// Wednesday 25 November 2026, 15:00 in Kraków: open.
const OPEN = new Date('2026-11-25T14:00:00Z')
const NOTIFY = '/api/payments/payu/notify'

/** The error a promise rejects with (null if it resolves). */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

function order(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { productId: 'nigiri-losos', count: 2 },
      { productId: 'sashimi-losos', count: 1 },
    ],
    deliveryType: 'SELF',
    paymentMethod: 'ONLINE',
    orderTimeType: 'ASAP',
    customer: { name: 'Anna Maria Kowalska', phone: '600 100 200', email: 'anna@example.pl' },
    acceptTerms: true,
    ...overrides,
  }
}

/** The app with PayU pointed at a stand-in that notifies it through app.inject. */
async function setup(t: Parameters<typeof build>[0], env: Record<string, string> = {}) {
  const payu = new PayuStandIn()
  await payu.start()
  t.teardown(() => payu.stop())
  let clock = OPEN
  const app = await build(t, {
    env: { ...payu.env(), ...env },
    now: () => clock,
    mail: { autoStart: false },
  })
  payu.deliver = async (url, headers, body) => {
    const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })
    return res.statusCode
  }
  const place = async (overrides: Record<string, unknown> = {}, key: string = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'idempotency-key': key },
      payload: order(overrides),
      remoteAddress: '83.12.34.56',
    })
  const guest = async (id: string) => (await app.inject({ url: `/api/order/${id}` })).json()
  const payuOrderOf = (id: string) => [...payu.orders.values()].find((o) => o.extOrderId === id)!
  const kitchen = async (token: string) =>
    (await app.inject({ url: '/api/orders', headers: { authorization: `Bearer ${token}` } })).json()
      .orders as StaffOrder[]
  return {
    app,
    payu,
    place,
    guest,
    payuOrderOf,
    kitchen,
    setNow: (d: Date) => {
      clock = d
    },
  }
}

t.test('settings: ONLINE needs all four PayU keys; some of them stop the start', async (t) => {
  const base = { NODE_ENV: 'test', DATABASE_URL: ':memory:' }
  t.equal(loadConfig(base).payu, null)
  const full = loadConfig({
    ...base,
    PAYU_POS_ID: '300746',
    PAYU_CLIENT_ID: '300746',
    PAYU_CLIENT_SECRET: 'secret',
    PAYU_SECOND_KEY: 'key',
  })
  t.equal(full.payu?.url, 'https://secure.snd.payu.com', 'the sandbox by default')
  t.throws(() => loadConfig({ ...base, PAYU_POS_ID: '300746', PAYU_CLIENT_ID: '300746' }), ConfigError)
  try {
    loadConfig({ ...base, PAYU_POS_ID: '300746' })
  } catch (error) {
    t.equal((error as ConfigError).variable, 'PAYU_CLIENT_ID', 'names the first missing key')
  }

  const plain = await build(t)
  t.equal((await plain.inject({ url: '/api/site-status' })).json().onlinePaymentAvailable, false)
  const refused = await plain.inject({ method: 'POST', url: '/api/order', payload: order() })
  t.equal(refused.statusCode, 422)
  t.equal(refused.json().code, 'ONLINE_UNAVAILABLE', 'without PayU, ONLINE is refused as before')
  t.equal((await plain.inject({ method: 'POST', url: NOTIFY, payload: {} })).statusCode, 404)

  const { app } = await setup(t)
  t.equal((await app.inject({ url: '/api/site-status' })).json().onlinePaymentAvailable, true)
})

t.test('an ONLINE order: stored first, PayU order created, 201 with the page to pay on', async (t) => {
  const { app, payu, place, guest, payuOrderOf, kitchen } = await setup(t)
  const token = await staffToken(app)
  const res = await place()
  t.equal(res.statusCode, 201, res.body)
  const body = res.json()
  const created = payuOrderOf(body.id)
  t.same(body.payment, {
    provider: 'PAYU',
    status: 'PENDING',
    redirectUrl: `${payu.url}/pay/${created.orderId}`,
  })

  const oauth = payu.calls.find((c) => c.path === '/pl/standard/user/oauth/authorize')!
  t.equal(oauth.contentType, 'application/x-www-form-urlencoded', 'the OAuth call is form-urlencoded')
  t.match(oauth.body, /grant_type=client_credentials/)
  const r = created.request
  t.equal(r.notifyUrl, 'https://sakanasushi.test/api/payments/payu/notify')
  t.equal(r.continueUrl, `https://sakanasushi.test/dziekujemy/?id=${body.id}`)
  t.equal(r.customerIp, '83.12.34.56', "the guest's own address")
  t.equal(r.merchantPosId, payu.posId)
  t.equal(r.extOrderId, body.id, 'extOrderId is our order id')
  t.equal(r.currencyCode, 'PLN')
  t.equal(r.totalAmount, String(Math.round(body.totals.total * 100)), 'grosze, as a string')
  t.equal(r.description, `Sakana Sushi — zamówienie nr ${body.number}`)
  t.match(r.buyer, {
    email: 'anna@example.pl',
    firstName: 'Anna Maria',
    lastName: 'Kowalska',
    language: 'pl',
  })
  t.match(r.products, [{ name: 'Nigiri z łososiem', quantity: '2' }, { quantity: '1' }])
  t.ok(
    (r.products as { unitPrice: string }[]).every((p) => /^\d+$/.test(p.unitPrice)),
    'unit prices in grosze',
  )

  t.match(await guest(body.id), { status: 'NEW', payment: { provider: 'PAYU', status: 'PENDING' } })
  t.same(await kitchen(token), [], 'the kitchen does not see an unpaid order')
  const accept = await app.inject({
    method: 'POST',
    url: `/api/orders/${body.id}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'ACCEPTED' },
  })
  t.equal(accept.statusCode, 409)
  t.equal(accept.json().code, 'PAYMENT_PENDING', 'nor can staff accept it')

  // A second order reuses the cached token.
  await place()
  t.equal(payu.calls.filter((c) => c.path === '/pl/standard/user/oauth/authorize').length, 1, 'token cached')
})

t.test('paying: the notification marks it PAID, the board gets it then, with its sound', async (t) => {
  const { app, payu, place, guest, payuOrderOf, kitchen } = await setup(t)
  const token = await staffToken(app)
  const events: { type: string; order: StaffOrder }[] = []
  app.orderEvents.on('order', (event) => events.push(event))
  const body = (await place()).json()
  // On PostgreSQL the board hears through LISTEN/NOTIFY: wait until what was sent has arrived.
  await app.orderFeed.flush()
  t.same(events, [], 'no board event while unpaid')
  await payu.pay(payuOrderOf(body.id).orderId)
  t.equal(payu.deliveries.at(-1)?.status, 200, 'the notification is accepted')
  t.match(await guest(body.id), { status: 'NEW', payment: { status: 'PAID' } })
  await app.orderFeed.flush()
  t.equal(events.length, 1)
  t.match(events[0], {
    type: 'created',
    order: { id: body.id, paymentMethod: 'ONLINE', payment: { status: 'PAID' } },
  })
  const list = await kitchen(token)
  t.equal(list.length, 1)
  t.match(list[0], { id: body.id, paymentMethod: 'ONLINE', payment: { provider: 'PAYU', status: 'PAID' } })

  // Repeated and late notifications change nothing: PAID never goes back.
  t.equal(await payu.notify(payuOrderOf(body.id).orderId), 200)
  payuOrderOf(body.id).status = 'CANCELED'
  t.equal(await payu.notify(payuOrderOf(body.id).orderId), 200)
  t.match(await guest(body.id), { status: 'NEW', payment: { status: 'PAID' } })
  // The placement's own notice arriving late (a slow notification, on another instance) finds the
  // order paid already: the payment announced it, the placement must not show it a second time.
  const placement = await app.db
    .selectFrom('order_events')
    .select('id')
    .where('order_id', '=', body.id)
    .where('to_status', '=', 'NEW')
    .executeTakeFirstOrThrow()
  app.orderFeed.publish({ id: Number(placement.id), orderId: body.id, type: 'created' })
  await app.orderFeed.flush()
  t.equal(events.length, 1, 'announced once')
  const mails = await app.db.selectFrom('mail_outbox').selectAll().where('order_id', '=', body.id).execute()
  t.same(
    mails.map((m) => m.kind),
    ['CONFIRMATION'],
    'one confirmation, written when the payment arrived',
  )
})

t.test('notifications are verified both ways: both header names, MD5 and SHA-256', async (t) => {
  for (const [header, algorithm] of [
    ['OpenPayu-Signature', 'MD5'],
    ['X-OpenPayU-Signature', 'SHA-256'],
    ['OpenPayu-Signature', 'SHA-256'],
    ['X-OpenPayU-Signature', 'MD5'],
  ] as const) {
    const { place, payu, guest, payuOrderOf } = await setup(t)
    payu.header = header
    payu.algorithm = algorithm
    const body = (await place()).json()
    await payu.pay(payuOrderOf(body.id).orderId)
    t.equal(payu.deliveries.at(-1)?.status, 200, `${header} ${algorithm}`)
    t.equal((await guest(body.id)).payment.status, 'PAID')
  }
})

t.test('bad notifications get a 4xx and change nothing', async (t) => {
  const { app, payu, place, guest, payuOrderOf } = await setup(t)
  const body = (await place()).json()
  const payuOrder = payuOrderOf(body.id)
  payuOrder.status = 'COMPLETED'
  const good = payu.orderNotification(payuOrder)
  payuOrder.status = 'NEW' // what PayU answers when asked: the guest has not paid
  const send = (payload: string | Buffer, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: NOTIFY, headers, payload })
  const json = 'application/json;charset=UTF-8'
  const cases: [string, Awaited<ReturnType<typeof send>>, number][] = [
    ['no signature', await send(good, { 'content-type': json }), 401],
    [
      'signed with another key',
      await send(good, { 'content-type': json, 'openpayu-signature': payu.sign(good, 'MD5', 'wrong') }),
      401,
    ],
    [
      'body changed after signing',
      await send(good.replace('"COMPLETED"', '"COMPLETED" '), {
        'content-type': json,
        'openpayu-signature': payu.sign(good),
      }),
      401,
    ],
    [
      'unknown algorithm',
      await send(good, {
        'content-type': json,
        'openpayu-signature': payu.sign(good).replace('algorithm=SHA-256', 'algorithm=CRC32'),
      }),
      401,
    ],
    ['garbled header', await send(good, { 'content-type': json, 'openpayu-signature': 'nonsense' }), 401],
    [
      'malformed JSON, signed',
      await send('{"order":', { 'content-type': json, 'openpayu-signature': payu.sign('{"order":') }),
      400,
    ],
    [
      'JSON of another shape, signed',
      await send('{"hello":1}', { 'content-type': json, 'openpayu-signature': payu.sign('{"hello":1}') }),
      400,
    ],
    [
      'wrong content type',
      await send(good, { 'content-type': 'text/plain', 'openpayu-signature': payu.sign(good) }),
      415,
    ],
    [
      'form body',
      await send('order=1', {
        'content-type': 'application/x-www-form-urlencoded',
        'openpayu-signature': payu.sign('order=1'),
      }),
      415,
    ],
    ['empty body', await send('', { 'content-type': json, 'openpayu-signature': payu.sign('') }), 400],
    [
      'huge body',
      await send(`{"pad":"${'x'.repeat(200_000)}"}`, { 'content-type': json, 'openpayu-signature': 'x' }),
      413,
    ],
  ]
  const unknown = good.replaceAll(payuOrder.orderId, 'NOSUCHORDER123')
  cases.push([
    'unknown PayU order id',
    await send(unknown, { 'content-type': json, 'openpayu-signature': payu.sign(unknown) }),
    404,
  ])
  const foreign = good.replace(`"extOrderId":"${body.id}"`, '"extOrderId":"SOMEONEELSE1"')
  cases.push([
    'extOrderId of another order',
    await send(foreign, { 'content-type': json, 'openpayu-signature': payu.sign(foreign) }),
    404,
  ])
  const cheaper = good.replace(`"totalAmount":"${payuOrder.request.totalAmount}"`, '"totalAmount":"100"')
  cases.push([
    'amount differs',
    await send(cheaper, { 'content-type': json, 'openpayu-signature': payu.sign(cheaper) }),
    422,
  ])
  const euros = good.replace('"currencyCode":"PLN"', '"currencyCode":"EUR"')
  cases.push([
    'currency differs',
    await send(euros, { 'content-type': json, 'openpayu-signature': payu.sign(euros) }),
    422,
  ])
  for (const [name, res, status] of cases) {
    t.equal(res.statusCode, status, name)
    t.equal(res.headers['content-type'], 'application/json; charset=utf-8', `${name}: JSON error`)
    t.ok(res.json().code, `${name}: with a code`)
  }
  t.match(await guest(body.id), { status: 'NEW', payment: { status: 'PENDING' } }, 'still pending')
  t.equal(
    (await app.db.selectFrom('mail_outbox').selectAll().execute()).length,
    0,
    'no confirmation was queued',
  )
})

t.test(
  'PayU unreachable or refusing: a clear error with a code, never a 201 without a way to pay',
  async (t) => {
    const { app, payu, place, guest, kitchen } = await setup(t)
    const token = await staffToken(app)
    const events: unknown[] = []
    app.orderEvents.on('order', (e) => events.push(e))
    payu.mode = 'down'
    const key = randomUUID()
    const down = await place({}, key)
    t.equal(down.statusCode, 502)
    t.match(down.json(), { code: 'PAYMENT_UNAVAILABLE', field: 'paymentMethod' })
    t.match(down.json().message, /PayU/)
    t.same(await kitchen(token), [])
    await app.orderFeed.flush()
    t.same(events, [], 'the kitchen heard nothing')

    // The checkout retries with the same key: once PayU is back the same order gets its page.
    payu.mode = 'ok'
    const retry = await place({}, key)
    t.equal(retry.statusCode, 201, retry.body)
    t.ok(retry.json().payment.redirectUrl)
    const again = await place({}, key)
    t.same(again.json(), retry.json(), 'a replay answers the same page, no second PayU order')
    t.equal(payu.orders.size, 1)
    t.equal((await guest(retry.json().id)).payment.status, 'PENDING')

    // Refused (wrong credentials): another code.
    const { place: placeBad } = await setup(t, { PAYU_CLIENT_SECRET: 'wrong-secret' })
    const refused = await placeBad()
    t.equal(refused.statusCode, 502)
    t.equal(refused.json().code, 'PAYMENT_REFUSED')
  },
)

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

t.test('a cancelled payment cancels the order; an unpaid order is cancelled after 30 minutes', async (t) => {
  const { app, payu, place, guest, payuOrderOf, setNow } = await setup(t)
  const first = (await place()).json()
  await payu.pay(payuOrderOf(first.id).orderId, 'CANCELED')
  t.match(await guest(first.id), { status: 'CANCELLED', payment: { status: 'CANCELED' } })

  const second = (await place()).json()
  setNow(new Date(OPEN.getTime() + 29 * 60_000))
  t.equal(await app.payments.expireUnpaid(app.log), 0, 'not yet')
  setNow(new Date(OPEN.getTime() + 31 * 60_000))
  t.equal(await app.payments.expireUnpaid(app.log), 1)
  t.equal(payuOrderOf(second.id).status, 'CANCELED', 'cancelled at PayU too')
  const staffView = await app.orderAccess.find(second.id)
  t.equal(staffView?.status, 'CANCELLED')
  t.equal(staffView?.cancelReason, 'Płatność online nie została dokończona w ciągu 30 minut.')
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
  t.equal(await app.payments.expireUnpaid(app.log), 0)
  t.match(await app.orderAccess.find(third.id), { status: 'NEW', payment: { status: 'PAID' } })
})

t.test('money arriving for an order cancelled meanwhile is refunded', async (t) => {
  const { app, payu, place, payuOrderOf, setNow } = await setup(t)
  payu.holdNotifications = true
  const body = (await place()).json()
  setNow(new Date(OPEN.getTime() + 31 * 60_000))
  // PayU cannot cancel it (the guest is paying right now).
  payu.mode = 'down'
  await app.payments.expireUnpaid(app.log)
  payu.mode = 'ok'
  t.equal((await app.orderAccess.find(body.id))?.status, 'CANCELLED')
  payu.holdNotifications = false
  await payu.pay(payuOrderOf(body.id).orderId)
  const after = await app.orderAccess.find(body.id)
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
  t.ok(verifyNotificationSignature(body, payu.sign(body.toString(), 'SHA-256'), key))
  t.notOk(verifyNotificationSignature(body, undefined, key))
  t.notOk(verifyNotificationSignature(body, `signature=${'0'.repeat(32)};algorithm=MD5`, key))
  t.notOk(verifyNotificationSignature(body, 'signature=zz;algorithm=MD5', key))
  t.notOk(verifyNotificationSignature(body, 'x'.repeat(2000), key))
  t.equal(customerIp('::ffff:83.12.34.56'), '83.12.34.56')
  t.equal(customerIp('2001:db8::1'), '2001:db8::1')
})
