// Not in the PostgreSQL pass: what the log lines say.
// Guests' data and credentials stay out of the log: recorded e-mails by id, recipient domain and
// subject; failed sign-ins without the typed username; order ids cut from request lines; a
// client's request id only when it is short and plain.
import { Writable } from 'node:stream'
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { loggerOptions, redactUrl } from '#server/logger.js'
import { build, testConfig } from '../../helpers/app.js'
import { OPEN, order } from '../../helpers/orders-setup.js'
import { PayuStandIn } from '../../helpers/payu-stand-in.js'

async function loggedApp(t: Parameters<typeof build>[0], env: Record<string, string> = {}) {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as Record<string, unknown>
  const app = await build(t, { env, now: () => OPEN, logger: { ...options, transport: undefined, stream } })
  return { app, lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) }
}

t.test('without SMTP_URL an e-mail is logged by id, recipient domain and subject only', async (t) => {
  const { app, lines, entries } = await loggedApp(t)
  const res = await app.inject({ method: 'POST', url: '/api/order', payload: order() })
  t.equal(res.statusCode, 201)
  await app.mail.run()
  const recorded = entries().find((e) => String(e.msg).startsWith('e-mail recorded'))
  t.match(recorded, { kind: String, recipientDomain: 'example.pl', subject: /Zamówienie nr \d+/ })
  t.type(recorded?.mailId, 'number')
  const all = lines.join('')
  for (const secret of ['anna@example.pl', 'Anna Kowalska', '600 100 200', 'ul. Józefa', res.json().id]) {
    t.notOk(all.includes(secret), `the log does not contain ${secret}`)
  }
})

t.test('a failed sign-in is logged without the typed username', async (t) => {
  const { app, lines } = await loggedApp(t)
  await createStaff(app.db, 'ania', 'correct horse battery')
  const typed = 'MySecretPassword2024'
  for (let i = 0; i < 6; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: typed, password: 'whatever-else' },
    })
  }
  t.ok(
    lines.some((l) => l.includes('login failed')),
    'the failure is logged',
  )
  t.ok(
    lines.some((l) => l.includes('login throttled')),
    'the throttling is logged',
  )
  t.notOk(lines.join('').toLowerCase().includes(typed.toLowerCase()), 'the typed username is not')
})

t.test("request lines carry no order id, in the API's path or the thank-you page's query", async (t) => {
  t.equal(redactUrl('/api/order/AbC123xyz789'), '/api/order/[id]')
  t.equal(redactUrl('/api/order/AbC123xyz789/pay?x=1'), '/api/order/[id]/pay?x=1')
  t.equal(redactUrl('/api/orders/AbC123xyz789/status'), '/api/orders/[id]/status')
  t.equal(redactUrl('/dziekujemy/?id=AbC123xyz789&lang=en'), '/dziekujemy/?id=[id]&lang=en')
  t.equal(redactUrl('/en/thank-you/?lang=en&id=AbC123xyz789'), '/en/thank-you/?lang=en&id=[id]')
  t.equal(redactUrl('/menu/'), '/menu/')
  t.equal(
    redactUrl('/api/invoice/company?nip=7010446505'),
    '/api/invoice/company?nip=[nip]',
    'a NIP looked up',
  )

  const { app, lines } = await loggedApp(t)
  const placed = await app.inject({ method: 'POST', url: '/api/order', payload: order() })
  const id = placed.json().id as string
  await app.inject({ method: 'GET', url: `/api/order/${id}` })
  await app.inject({ method: 'GET', url: `/dziekujemy/?id=${id}` })
  t.ok(
    lines.some((l) => l.includes('/api/order/[id]')),
    'the request is logged',
  )
  t.notOk(lines.join('').includes(id), 'the order id is nowhere in the log')
})

t.test('the refund route, doubled slashes and PayU’s extOrderId log no order id', async (t) => {
  t.equal(redactUrl('/api/payments/AbC123xyz789/refund'), '/api/payments/[id]/refund')
  t.equal(redactUrl('//api//order//AbC123xyz789'), '/api/order/[id]')
  t.equal(redactUrl('/api//orders/AbC123xyz789/status'), '/api/orders/[id]/status')
  t.equal(redactUrl('/API/Order/AbC123xyz789'), '/API/Order/[id]')
  t.equal(redactUrl('/api/payments/payu/notify'), '/api/payments/payu/notify', 'not an id')

  const payu = new PayuStandIn()
  await payu.start()
  t.teardown(() => payu.stop())
  const { app, lines } = await loggedApp(t, payu.env())
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({ paymentMethod: 'ONLINE' }),
  })
  const id = placed.json().id as string
  await app.inject({ method: 'GET', url: `//api//order//${id}` })
  await app.inject({ method: 'POST', url: `/api/payments/${id}/refund` })
  // A signed notification about a PayU order this site does not know, naming the order.
  const body = JSON.stringify({
    order: {
      orderId: 'UNKNOWN1',
      extOrderId: `${id}-7`,
      status: 'COMPLETED',
      totalAmount: '100',
      currencyCode: 'PLN',
    },
  })
  const notified = await app.inject({
    method: 'POST',
    url: '/api/payments/payu/notify',
    headers: { 'content-type': 'application/json', 'openpayu-signature': payu.sign(body) },
    payload: body,
  })
  t.equal(notified.statusCode, 404)
  t.ok(
    lines.some((l) => l.includes('/api/payments/[id]/refund')),
    'the refund request is logged',
  )
  t.notOk(lines.join('').includes(id), 'the order id is nowhere in the log')
})

t.test('X-Request-Id: kept when short and plain, replaced otherwise', async (t) => {
  const { app, entries } = await loggedApp(t)
  const idOf = async (value: string) => {
    const before = entries().length
    await app.inject({ method: 'GET', url: '/api/menu', headers: { 'x-request-id': value } })
    return entries()
      .slice(before)
      .find((e) => e.msg === 'incoming request')?.reqId as string
  }
  t.equal(await idOf('lb-7f3a.42'), 'lb-7f3a.42', 'a plain id from the proxy is kept')
  for (const bad of ['x'.repeat(65), 'evil"quote', 'a b', '{"json":1}', '<script>']) {
    const id = await idOf(bad)
    t.not(id, bad, `${JSON.stringify(bad.slice(0, 20))} is not trusted`)
    t.match(id, /^[0-9a-f-]{36}$/, 'a new id is made')
  }
})

t.test('a CloudPRNT printer’s secret is in no log line: requests, errors, the audit trail', async (t) => {
  t.equal(redactUrl('/api/cloudprnt/3/s3cr3tXYZ'), '/api/cloudprnt/3/[secret]')
  t.equal(
    redactUrl('/api/cloudprnt/3/s3cr3tXYZ?type=text%2Fhtml'),
    '/api/cloudprnt/3/[secret]?type=text%2Fhtml',
  )
  t.equal(redactUrl('//api//cloudprnt//3//s3cr3tXYZ//x'), '/api/cloudprnt/3/[secret]/x')
  t.equal(redactUrl('/api/cloudprnt/3'), '/api/cloudprnt/3', 'the HTTP Basic form has nothing to cut')

  const { app, lines } = await loggedApp(t)
  await createStaff(app.db, 'szef', 'correct horse battery')
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'szef', password: 'correct horse battery' },
  })
  const auth = { authorization: `Bearer ${login.json().token}` }
  const added = await app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: auth,
    payload: { name: 'Bar', kind: 'CLOUDPRNT', paperWidth: 80, copies: 1, kitchenTicket: 'PLACED' },
  })
  t.equal(added.statusCode, 201, added.body)
  const url = new URL(added.json().cloudPrntUrl as string).pathname
  const secret = url.split('/')[4]!
  await app.inject({ method: 'POST', url, payload: { statusCode: '200 OK' } })
  await app.inject({ method: 'GET', url: `${url}?type=text%2Fhtml` })
  await app.inject({ method: 'GET', url })
  await app.inject({ method: 'DELETE', url: `${url}?code=200%20OK` })
  await app.inject({ method: 'GET', url: `${url}/extra` })
  const basic = `Basic ${Buffer.from(`printer:${secret}`).toString('base64')}`
  await app.inject({
    method: 'POST',
    url: url.replace(`/${secret}`, ''),
    headers: { authorization: basic },
    payload: {},
  })
  const rotated = await app.inject({
    method: 'PATCH',
    url: url.replace(`/cloudprnt/`, '/printers/').replace(`/${secret}`, ''),
    headers: auth,
    payload: { newSecret: true },
  })
  t.equal(rotated.statusCode, 200, rotated.body)
  const fresh = rotated.json().cloudPrnt.password as string
  t.ok(
    lines.some((l) => l.includes('/api/cloudprnt/')),
    'the printer’s requests are logged',
  )
  const all = lines.join('')
  t.notOk(all.includes(secret), 'the secret is in no log line')
  t.notOk(all.includes(fresh), 'nor the rotated one')
  t.notOk(all.includes(Buffer.from(`printer:${secret}`).toString('base64')), 'nor its Basic header')
  const audit = await app.db.selectFrom('audit_log').selectAll().execute()
  const trail = JSON.stringify(audit)
  t.ok(
    audit.some((row) => row.action === 'printing.printer' && row.after?.includes('"newSecret":true')),
    'the rotation is audited',
  )
  t.notOk(trail.includes(secret) || trail.includes(fresh), 'without either secret')
})
