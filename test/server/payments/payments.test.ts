import { randomUUID } from 'node:crypto'
import t from 'tap'
import type { StaffOrder } from '#schemas/orders.js'
import { ConfigError, loadConfig } from '#server/config.js'
import { build } from '../../helpers/app.js'
import { NOTIFY, order, setup } from '../../helpers/payments-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

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
  app.boardUpdates.on('order', (event) => events.push(event))
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

t.test(
  'notifications are verified both ways: both header names, MD5 and SHA-256 as the POS is set',
  async (t) => {
    for (const [header, algorithm] of [
      ['OpenPayu-Signature', 'MD5'],
      ['X-OpenPayU-Signature', 'SHA-256'],
      ['OpenPayu-Signature', 'SHA-256'],
      ['X-OpenPayU-Signature', 'MD5'],
    ] as const) {
      const { place, payu, guest, payuOrderOf } = await setup(t, { PAYU_SIGNATURE_ALGORITHM: algorithm })
      payu.header = header
      payu.algorithm = algorithm
      const body = (await place()).json()
      await payu.pay(payuOrderOf(body.id).orderId)
      t.equal(payu.deliveries.at(-1)?.status, 200, `${header} ${algorithm}`)
      t.equal((await guest(body.id)).payment.status, 'PAID')
    }
  },
)

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
    app.boardUpdates.on('order', (e) => events.push(e))
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
