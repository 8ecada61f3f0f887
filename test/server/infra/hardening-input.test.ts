// Bad input (docs/api.md, "Messages") that got a 500 or the wrong answer, and the
// production set-up. Each test fails on the code before the fix.
import { randomUUID } from 'node:crypto'
import t from 'tap'
import { MAX_JSON_DEPTH } from '#infra/http/index.js'
import { loadConfig } from '#server/config.js'
import { build } from '../../helpers/app.js'
import { orderBody } from '../../helpers/fixtures.js'
import { OPEN } from '../../helpers/instants.js'
import { staffToken } from '../../helpers/staff-helper.js'

const ORDER = orderBody()

type App = Awaited<ReturnType<typeof build>>

async function countOrders(app: App): Promise<number> {
  const row = await app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

t.test('7. a body nested 5,000 levels deep is a 400 naming the body, not a stack overflow', async (t) => {
  const app = await build(t, { now: () => OPEN })
  const token = await staffToken(app)
  const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`
  const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`
  // A valid order carrying a deep extra property passes the schema: the request hash overflowed.
  const validWithDeepExtra = `${JSON.stringify(ORDER).slice(0, -1)},"extra":${deep(5000)}}`
  const cases: [string, string, Record<string, string>][] = [
    ['/api/order', validWithDeepExtra, { 'idempotency-key': randomUUID() }],
    ['/api/order', deep(5000), { 'idempotency-key': randomUUID() }],
    ['/api/order', `{"items":${deepArray(5000)}}`, { 'idempotency-key': randomUUID() }],
    ['/api/order', deep(MAX_JSON_DEPTH + 1), {}],
    ['/api/login', deep(5000), {}],
    ['/api/promo-codes', deep(5000), { authorization: `Bearer ${token}` }],
  ]
  for (const [url, payload, headers] of cases) {
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    })
    t.equal(res.statusCode, 400, `${url}: ${res.body.slice(0, 120)}`)
    t.match(res.json(), { code: 'JSON_TOO_DEEP', field: 'body' })
    t.match(res.json().message, /zagnieżdżona zbyt głęboko/)
  }
  const strings = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: JSON.stringify({ ...ORDER, comment: '[[[[{{{{'.repeat(50) }),
    headers: { 'content-type': 'application/json' },
  })
  t.equal(strings.statusCode, 201, 'brackets inside strings are not nesting')
  t.equal(await countOrders(app), 1)
})

t.test('8. a leap-second date-time is a 400 naming the field', async (t) => {
  const app = await build(t, { now: () => OPEN })
  const token = await staffToken(app)
  const placed = await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  t.equal(placed.statusCode, 201)
  for (const value of [
    '2026-11-25T23:59:60Z',
    '2026-11-25T24:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-11-25T15:00:00+01',
  ]) {
    const status = await app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json().id}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'ACCEPTED', estimatedReadyAt: value },
    })
    t.equal(status.statusCode, 400, `estimatedReadyAt ${value}: ${status.body}`)
    t.equal(status.json().field, 'estimatedReadyAt')
    const order = await app.inject({
      method: 'POST',
      url: '/api/order',
      payload: { ...ORDER, orderTimeType: 'DATE', orderTime: value },
    })
    t.equal(order.statusCode, 400, `orderTime ${value}`)
    t.equal(order.json().field, 'orderTime')
  }
  const fine = await app.inject({
    method: 'POST',
    url: `/api/orders/${placed.json().id}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'ACCEPTED', estimatedReadyAt: '2026-11-25T15:30:00.000+01:00' },
  })
  t.equal(fine.statusCode, 200, 'an ordinary date-time with an offset is accepted')
  t.equal(await countOrders(app), 1, 'nothing else written')
})

t.test('13. unknown .html paths: the HTML 404 page for browsers, JSON for API clients', async (t) => {
  const app = await build(t)
  for (const url of ['/index.html', '/stara-strona.html', '/menu/nigiri.html']) {
    const browser = await app.inject({
      url,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    })
    t.equal(browser.statusCode, 404, url)
    t.match(browser.headers['content-type'], /^text\/html/, `${url}: HTML for a browser`)
    t.match(browser.body, /<h1[^>]*>/, `${url}: the 404 page`)
    const api = await app.inject({ url, headers: { accept: 'application/json' } })
    t.equal(api.statusCode, 404)
    t.match(api.headers['content-type'], /^application\/json/, `${url}: JSON for an API client`)
    t.match(api.json(), { statusCode: 404, code: 'NOT_FOUND' })
  }
  const post = await app.inject({ method: 'POST', url: '/kontakt/', headers: { accept: 'text/html' } })
  t.equal(post.statusCode, 404)
  t.match(post.headers['content-type'], /^application\/json/, 'a POST to a page gets the JSON error')
})

t.test('14. promo-code dates must lie between 1900-01-01 and 2099-12-31', async (t) => {
  const app = await build(t, { now: () => OPEN })
  const token = await staffToken(app)
  const create = (extra: object, code = 'DATY10') =>
    app.inject({
      method: 'POST',
      url: '/api/promo-codes',
      headers: { authorization: `Bearer ${token}` },
      payload: { code, type: 'PERCENTAGE', value: 10, ...extra },
    })
  const cases: [object, string][] = [
    [{ validFrom: '1899-12-31' }, 'validFrom'],
    [{ validFrom: '0001-01-01' }, 'validFrom'],
    [{ validTo: '2100-01-01' }, 'validTo'],
    [{ validTo: '9999-12-31' }, 'validTo'],
    [{ validFrom: '2026-01-01', validTo: '20260-01-01' }, 'validTo'],
  ]
  for (const [extra, field] of cases) {
    const res = await create(extra)
    t.equal(res.statusCode, 400, JSON.stringify(extra))
    t.equal(res.json().field, field, `${JSON.stringify(extra)} names ${field}`)
  }
  const edge = await create({ validFrom: '1900-01-01', validTo: '2099-12-31' }, 'KRANCE')
  t.equal(edge.statusCode, 201, 'the range itself is accepted')
  const listed = await app.inject({ url: '/api/promo-codes', headers: { authorization: `Bearer ${token}` } })
  t.equal(listed.json().length, 1, 'only the valid code was stored')
})

t.test('15. production refuses to start without a public origin, or with a local one', async (t) => {
  const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }
  t.throws(() => loadConfig(base), /PUBLIC_URL is required when NODE_ENV=production/)
  for (const local of [
    'http://localhost:3000',
    'http://127.0.0.1',
    'http://[::1]:3000',
    'http://shop.localhost',
  ]) {
    t.throws(() => loadConfig({ ...base, PUBLIC_URL: local }), /PUBLIC_URL must be the public origin/, local)
  }
  t.equal(loadConfig({ ...base, PUBLIC_URL: 'https://sakanasushi.pl' }).publicUrl, 'https://sakanasushi.pl')
  t.equal(loadConfig({}).publicUrl, 'http://localhost:3000', 'development keeps the local default')
})
