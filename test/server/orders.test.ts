import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import t from 'tap'
import { productById, products } from '../../domain/menu/catalog.js'
import { computeTotals } from '../../domain/pricing.js'
import { build } from '../helper.js'
import { staffToken } from './staff-helper.js'

// Wednesday 25 November 2026, 15:00 in Kraków (14:00 UTC): the restaurant is open 13:00-22:00.
const OPEN = new Date('2026-11-25T14:00:00Z')
// Monday 23 November 2026, 15:00: closed all day by the schedule.
const MONDAY = new Date('2026-11-23T14:00:00Z')

function order(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { productId: 'nigiri-losos', count: 2 },
      { productId: 'nigiri-tunczyk', count: 2 },
      { productId: 'sashimi-losos', count: 1 },
    ],
    deliveryType: 'COURIER',
    paymentMethod: 'CASH',
    orderTimeType: 'ASAP',
    customer: { name: 'Anna Kowalska', phone: '+48 600 100 200', email: 'anna@example.pl' },
    address: {
      street: 'ul. Józefa',
      buildingNumber: '12',
      apartment: '4',
      postalCode: '31-056',
      city: 'Kraków',
    },
    acceptTerms: true,
    ...overrides,
  }
}

async function app(t: Parameters<typeof build>[0], now = OPEN) {
  let clock = now
  const instance = await build(t, { now: () => clock })
  return Object.assign(instance, { setNow: (d: Date) => (clock = d) })
}

async function countRows(a: Awaited<ReturnType<typeof app>>) {
  const [orders, lines, events, keys] = await Promise.all(
    (['orders', 'order_lines', 'order_events', 'idempotency_keys'] as const).map(async (table) => {
      const row = await a.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    }),
  )
  return { orders, lines, events, keys }
}

t.test('a courier order is priced on the server and answered 201', async (t) => {
  const a = await app(t)
  const res = await a.inject({ method: 'POST', url: '/api/order', payload: order() })
  t.equal(res.statusCode, 201, res.body)
  const body = res.json()
  const salmon = productById('nigiri-losos')!.price
  const tuna = productById('nigiri-tunczyk')!.price
  const sashimi = productById('sashimi-losos')!.price
  const products = Math.round((salmon * 2 + tuna * 2 + sashimi) * 100) / 100
  t.match(body, { number: 1, status: 'NEW' })
  t.match(body.id, /^[2-9A-HJKMNP-Z]{12}$/)
  t.same(body.totals, {
    products,
    discount: 0,
    delivery: 9.99,
    total: Math.round((products + 9.99) * 100) / 100,
  })
  t.equal(
    body.expectedAt,
    new Date(OPEN.getTime() + 60 * 60 * 1000).toISOString(),
    'courier ASAP: in 60 minutes',
  )

  const guest = await a.inject({ url: `/api/order/${body.id}` })
  t.equal(guest.statusCode, 200)
  t.match(guest.json(), {
    id: body.id,
    number: 1,
    status: 'NEW',
    totals: body.totals,
    deliveryType: 'COURIER',
  })
  t.equal(guest.json().items.length, 3)
  t.notOk('customer' in guest.json(), 'no personal data on the public view')
})

t.test('client prices are ignored: tampered lines and totals do not change what is charged', async (t) => {
  const a = await app(t)
  const tampered = order({
    items: [
      { productId: 'nigiri-losos', count: 6, price: 0.01 },
      { productId: 'sashimi-losos', count: 1, price: 0 },
    ],
    totals: { total: 1 },
    deliveryFee: 0,
    discount: { type: 'FIXED', value: 500 },
  })
  const res = await a.inject({ method: 'POST', url: '/api/order', payload: tampered })
  t.equal(res.statusCode, 201, res.body)
  const expected = computeTotals({
    lines: [
      { price: productById('nigiri-losos')!.price, count: 6 },
      { price: productById('sashimi-losos')!.price, count: 1 },
    ],
    deliveryType: 'COURIER',
    discount: null,
  })
  t.same(res.json().totals, {
    products: expected.products,
    discount: 0,
    delivery: 9.99,
    total: expected.total,
  })
})

t.test('expectedTotal that differs from the server total is refused, nothing is written', async (t) => {
  const a = await app(t)
  const res = await a.inject({ method: 'POST', url: '/api/order', payload: order({ expectedTotal: 10 }) })
  t.equal(res.statusCode, 409)
  t.match(res.json(), { code: 'TOTAL_MISMATCH', field: 'expectedTotal', message: /do zapłaty jest/ })
  t.same(await countRows(a), { orders: 0, lines: 0, events: 0, keys: 0 })
})

t.test('the 99 zł courier minimum; pick-up has none', async (t) => {
  const a = await app(t)
  const small = { items: [{ productId: 'nigiri-losos', count: 1 }] }
  const courier = await a.inject({ method: 'POST', url: '/api/order', payload: order(small) })
  t.equal(courier.statusCode, 422)
  t.match(courier.json(), {
    code: 'COURIER_MINIMUM',
    field: 'items',
    message: /Minimalna kwota zamówienia na dostawę/,
  })
  const pickup = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({ ...small, deliveryType: 'SELF', address: undefined }),
  })
  t.equal(pickup.statusCode, 201)
  t.same(pickup.json().totals.delivery, 0)
  t.equal(
    pickup.json().expectedAt,
    new Date(OPEN.getTime() + 30 * 60 * 1000).toISOString(),
    'pick-up in 30 minutes',
  )
})

t.test('bad input gets a 400 naming the field, and writes nothing', async (t) => {
  const a = await app(t)
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ items: [] }, /items/],
    [{ items: [{ productId: 'pizza', count: 1 }] }, /items\.0\.productId/],
    [{ items: [{ productId: 'nigiri-losos', count: 0 }] }, /items\.0\.count/],
    [{ items: [{ productId: 'nigiri-losos', count: 100 }] }, /items\.0\.count/],
    [{ deliveryType: 'DRONE' }, /deliveryType/],
    [{ paymentMethod: 'BITCOIN' }, /paymentMethod/],
    [{ orderTimeType: 'LATER' }, /orderTimeType/],
    [{ customer: { name: 'A', phone: '600100200', email: 'a@b.pl' } }, /customer\.name/],
    [{ customer: { name: 'Anna', phone: '12345', email: 'a@b.pl' } }, /customer\.phone/],
    [{ customer: { name: 'Anna', phone: '600 100 200', email: 'nope' } }, /customer\.email/],
    [{ address: undefined }, /address/],
    [{ address: { street: 'Józefa', buildingNumber: '1', postalCode: '3105' } }, /address\.postalCode/],
    [{ acceptTerms: false }, /acceptTerms/],
    [{ comment: 'x'.repeat(501) }, /comment/],
    [{ orderTimeType: 'DATE' }, /orderTime/],
  ]
  for (const [overrides, field] of cases) {
    const res = await a.inject({ method: 'POST', url: '/api/order', payload: order(overrides) })
    t.equal(res.statusCode, 400, `${JSON.stringify(overrides).slice(0, 60)} → 400`)
    t.match(res.json().field ?? res.json().message, field, `names ${field}`)
    t.match(res.json(), { statusCode: 400, error: 'Bad Request' })
  }
  const notJson = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: 'items=1',
    headers: { 'content-type': 'text/plain' },
  })
  t.equal(notJson.statusCode, 415)
  const broken = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: '{"items": [',
    headers: { 'content-type': 'application/json' },
  })
  t.equal(broken.statusCode, 400)
  t.notMatch(broken.body, /at JSON|node_modules/)
  const huge = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: { ...order(), comment: 'x'.repeat(70_000) },
  })
  t.equal(huge.statusCode, 413)
  t.same(await countRows(a), { orders: 0, lines: 0, events: 0, keys: 0 })
})

t.test('opening hours: ASAP needs the site open; DATE needs a valid slot today', async (t) => {
  const a = await app(t, MONDAY)
  const closed = await a.inject({ method: 'POST', url: '/api/order', payload: order() })
  t.equal(closed.statusCode, 422)
  t.match(closed.json(), { code: 'SITE_CLOSED' })
  a.setNow(OPEN)
  const soon = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({
      orderTimeType: 'DATE',
      orderTime: new Date(OPEN.getTime() + 30 * 60_000).toISOString(),
    }),
  })
  t.equal(soon.statusCode, 422)
  t.match(soon.json(), { code: 'ORDER_TIME_TOO_SOON', field: 'orderTime' })
  const late = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({ orderTimeType: 'DATE', orderTime: '2026-11-25T21:30:00Z' }),
  })
  t.equal(late.statusCode, 422, '22:30 Warsaw is after closing')
  const ok = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({ orderTimeType: 'DATE', orderTime: '2026-11-25T18:00:00Z' }),
  })
  t.equal(ok.statusCode, 201, ok.body)
  t.equal(ok.json().expectedAt, '2026-11-25T18:00:00.000Z')
})

t.test(
  'vouchers cannot be paid online; online payment is refused until a provider is configured',
  async (t) => {
    const a = await app(t)
    const voucher = products.find((p) => p.category.includes('VOUCHER'))!
    const res = await a.inject({
      method: 'POST',
      url: '/api/order',
      payload: order({
        items: [{ productId: voucher.id, count: 1 }],
        deliveryType: 'SELF',
        address: undefined,
        paymentMethod: 'ONLINE',
      }),
    })
    t.equal(res.statusCode, 422)
    t.match(res.json(), { code: 'VOUCHER_ONLINE', field: 'paymentMethod' })
    const online = await a.inject({
      method: 'POST',
      url: '/api/order',
      payload: order({ paymentMethod: 'ONLINE' }),
    })
    t.equal(online.statusCode, 422)
    t.match(online.json(), { code: 'ONLINE_UNAVAILABLE', field: 'paymentMethod' })
    const status = await a.inject({ url: '/api/site-status' })
    t.equal(status.json().onlinePaymentAvailable, false)
    t.same(await countRows(a), { orders: 0, lines: 0, events: 0, keys: 0 })
  },
)

t.test('idempotency: 50 parallel identical requests with one key create exactly one order', async (t) => {
  const a = await app(t)
  const key = randomUUID()
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      a.inject({ method: 'POST', url: '/api/order', payload: order(), headers: { 'idempotency-key': key } }),
    ),
  )
  t.ok(
    answers.every((r) => r.statusCode === 201),
    'every answer is the 201',
  )
  t.equal(new Set(answers.map((r) => r.json().id)).size, 1, 'all name the same order')
  t.same(await countRows(a), { orders: 1, lines: 3, events: 1, keys: 1 })
  const other = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({ comment: 'inny' }),
    headers: { 'idempotency-key': key },
  })
  t.equal(other.statusCode, 422)
  t.match(other.json(), { code: 'IDEMPOTENCY_KEY_REUSED' })
  const fresh = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: order(),
    headers: { 'idempotency-key': randomUUID() },
  })
  t.equal(fresh.statusCode, 201)
  t.equal(fresh.json().number, 2)
  const badKey = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: order(),
    headers: { 'idempotency-key': 'abc' },
  })
  t.equal(badKey.statusCode, 400)
})

t.test('promo codes: the order re-checks the code and applies the discount', async (t) => {
  const a = await app(t)
  const token = await staffToken(a)
  const auth = { authorization: `Bearer ${token}` }
  await a.inject({
    method: 'POST',
    url: '/api/promo-codes',
    headers: auth,
    payload: { code: 'SAKANA10', type: 'PERCENTAGE', value: 10 },
  })
  await a.inject({
    method: 'POST',
    url: '/api/promo-codes',
    headers: auth,
    payload: { code: 'RAZ', type: 'FIXED', value: 20, maxUses: 1 },
  })
  const pct = await a.inject({ method: 'POST', url: '/api/order', payload: order({ promoCode: 'sakana10' }) })
  t.equal(pct.statusCode, 201, pct.body)
  const p = pct.json().totals
  t.equal(p.discount, Math.round(p.products * 10) / 100)
  t.equal(p.total, Math.round((p.products - p.discount + 9.99) * 100) / 100)
  const fixed = await a.inject({ method: 'POST', url: '/api/order', payload: order({ promoCode: 'RAZ' }) })
  t.equal(fixed.json().totals.discount, 20)
  const again = await a.inject({ method: 'POST', url: '/api/order', payload: order({ promoCode: 'RAZ' }) })
  t.equal(again.statusCode, 422, 'a used-up code is refused')
  t.match(again.json(), { code: 'PROMO_CODE_INVALID', field: 'promoCode' })
  const unknown = await a.inject({ method: 'POST', url: '/api/order', payload: order({ promoCode: 'NOPE' }) })
  t.equal(unknown.statusCode, 422)
})

t.test('property: totals from domain/ match the server answer for random carts', async (t) => {
  const a = await app(t)
  const menu = products.filter((p) => !p.category.includes('VOUCHER'))
  await fc.assert(
    fc.asyncProperty(
      fc.uniqueArray(fc.record({ index: fc.nat(menu.length - 1), count: fc.integer({ min: 1, max: 5 }) }), {
        minLength: 1,
        maxLength: 6,
        selector: (l) => l.index,
      }),
      fc.constantFrom('SELF', 'COURIER'),
      async (lines, deliveryType) => {
        const items = lines.map((l) => ({ productId: menu[l.index]!.id, count: l.count }))
        const expected = computeTotals({
          lines: lines.map((l) => ({ price: menu[l.index]!.price, count: l.count })),
          deliveryType: deliveryType as 'SELF' | 'COURIER',
          discount: null,
        })
        const res = await a.inject({
          method: 'POST',
          url: '/api/order',
          payload: order({ items, deliveryType, expectedTotal: expected.total }),
        })
        if (deliveryType === 'COURIER' && expected.discountedProducts < 99) return res.statusCode === 422
        const totals = res.json().totals
        return (
          res.statusCode === 201 &&
          totals.total === expected.total &&
          totals.products === expected.products &&
          totals.total >= 0
        )
      },
    ),
    { numRuns: 40 },
  )
  t.pass('server totals equal domain totals')
})

t.test('staff run the lifecycle; illegal moves answer 409; every move is recorded', async (t) => {
  const a = await app(t)
  const token = await staffToken(a, 'marta')
  const auth = { authorization: `Bearer ${token}` }
  const placed = (await a.inject({ method: 'POST', url: '/api/order', payload: order() })).json()

  const noToken = await a.inject({ url: '/api/orders' })
  t.equal(noToken.statusCode, 401)
  const list = await a.inject({ url: '/api/orders', headers: auth })
  t.equal(list.statusCode, 200)
  t.equal(list.json().date, '2026-11-25')
  t.equal(list.json().orders[0].id, placed.id)
  t.equal(list.json().orders[0].customer.phone, '+48600100200')

  const skip = await a.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/status`,
    headers: auth,
    payload: { status: 'COMPLETED' },
  })
  t.equal(skip.statusCode, 409)
  t.match(skip.json(), { code: 'ILLEGAL_TRANSITION' })
  const ready = await a.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/status`,
    headers: auth,
    payload: { status: 'READY' },
  })
  t.equal(ready.statusCode, 409, 'a courier order is not READY for pick-up')

  const accept = await a.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/status`,
    headers: auth,
    payload: { status: 'ACCEPTED', estimatedReadyAt: '2026-11-25T14:45:00Z' },
  })
  t.equal(accept.statusCode, 200, accept.body)
  t.equal(accept.json().estimatedReadyAt, '2026-11-25T14:45:00.000Z')
  for (const status of ['IN_DELIVERY', 'COMPLETED']) {
    const res = await a.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/status`,
      headers: auth,
      payload: { status },
    })
    t.equal(res.statusCode, 200, status)
  }
  const detail = (await a.inject({ url: `/api/orders/${placed.id}`, headers: auth })).json()
  t.same(
    detail.events.map((e: { fromStatus: string | null; toStatus: string; actor: string }) => [
      e.fromStatus,
      e.toStatus,
      e.actor,
    ]),
    [
      [null, 'NEW', 'guest'],
      ['NEW', 'ACCEPTED', 'marta'],
      ['ACCEPTED', 'IN_DELIVERY', 'marta'],
      ['IN_DELIVERY', 'COMPLETED', 'marta'],
    ],
  )
  const cancelLate = await a.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/status`,
    headers: auth,
    payload: { status: 'CANCELLED', reason: 'x' },
  })
  t.equal(cancelLate.statusCode, 409)

  const second = (await a.inject({ method: 'POST', url: '/api/order', payload: order() })).json()
  const noReason = await a.inject({
    method: 'POST',
    url: `/api/orders/${second.id}/status`,
    headers: auth,
    payload: { status: 'CANCELLED' },
  })
  t.equal(noReason.statusCode, 400)
  t.match(noReason.json(), { field: 'reason' })
  const cancel = await a.inject({
    method: 'POST',
    url: `/api/orders/${second.id}/status`,
    headers: auth,
    payload: { status: 'CANCELLED', reason: 'Klient zadzwonił' },
  })
  t.equal(cancel.statusCode, 200)
  t.equal(cancel.json().cancelReason, 'Klient zadzwonił')
  const filtered = await a.inject({ url: '/api/orders?status=CANCELLED', headers: auth })
  t.same(
    filtered.json().orders.map((o: { id: string }) => o.id),
    [second.id],
  )
  const guest = await a.inject({ url: `/api/order/${second.id}` })
  t.equal(guest.json().status, 'CANCELLED')
  const missing = await a.inject({ url: '/api/order/ZZZZZZZZZZZZ' })
  t.equal(missing.statusCode, 404)
})
