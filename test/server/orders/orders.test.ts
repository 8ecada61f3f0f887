import t from 'tap'
import { computeTotals } from '#domain/pricing.js'
import { productById, products } from '../../helpers/menu-seed.js'
import { app, countRows, MONDAY, OPEN, order } from '../../helpers/orders-setup.js'

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
    deposits: 0,
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
    deposits: 0,
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

t.test(
  'more than 99 of one dish over several lines is refused with the dish named, and writes nothing',
  async (t) => {
    const a = await app(t)
    // 60 + 40 = 100 pieces of the same nigiri: each line is allowed (at most 99), their sum is not.
    const res = await a.inject({
      method: 'POST',
      url: '/api/order',
      payload: order({
        items: [
          { productId: 'nigiri-losos', count: 60 },
          { productId: 'nigiri-tunczyk', count: 1 },
          { productId: 'nigiri-losos', count: 40 },
        ],
      }),
    })
    t.equal(res.statusCode, 400, res.body)
    t.match(res.json(), {
      code: 'TOO_MANY',
      field: 'items',
      message: 'Najwięcej 99 sztuk jednego produktu („Nigiri z łososiem”).',
    })
    t.same(await countRows(a), { orders: 0, lines: 0, events: 0, keys: 0 })
    // 59 + 40 = 99 is still one order.
    const fine = await a.inject({
      method: 'POST',
      url: '/api/order',
      payload: order({
        items: [
          { productId: 'nigiri-losos', count: 59 },
          { productId: 'nigiri-losos', count: 40 },
        ],
      }),
    })
    t.equal(fine.statusCode, 201, fine.body)
    const placed = (await a.inject({ url: `/api/order/${fine.json().id}` })).json()
    t.same(
      placed.items.map((i: { productId: string; count: number }) => [i.productId, i.count]),
      [['nigiri-losos', 99]],
      'one line of 99',
    )
  },
)

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
