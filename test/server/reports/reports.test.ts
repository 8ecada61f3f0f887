/** The day's report and the orders export: staff only, from the orders as placed and moved. */
import t, { type Test } from 'tap'
import { app, OPEN, order } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

async function evening(t: Test) {
  const a = await app(t)
  const token = await staffToken(a, 'ola')
  const headers = { authorization: `Bearer ${token}` }
  const place = async (body: Record<string, unknown>) => {
    const res = await a.inject({ method: 'POST', url: '/api/order', payload: order(body) })
    if (res.statusCode !== 201) throw new Error(res.body)
    return res.json() as { id: string; number: number; totals: { total: number } }
  }
  const move = async (id: string, status: string, extra: Record<string, unknown> = {}) => {
    const res = await a.inject({
      method: 'POST',
      url: `/api/orders/${id}/status`,
      headers,
      payload: { status, ...extra },
    })
    if (res.statusCode !== 200) throw new Error(res.body)
  }
  const complete = async (id: string, courier: boolean) => {
    await move(id, 'ACCEPTED', { estimatedReadyAt: '2026-11-25T15:00:00.000Z' })
    await move(id, courier ? 'IN_DELIVERY' : 'READY')
    await move(id, 'COMPLETED')
  }
  const promo = await a.inject({
    method: 'POST',
    url: '/api/promo-codes',
    headers,
    payload: { code: 'WITAJ10', type: 'PERCENTAGE', value: 10 },
  })
  if (promo.statusCode !== 201) throw new Error(promo.body)

  // 1: courier, cash, 10 % off; 2: pick-up, card; 3: cancelled; 4: still new.
  const first = await place({ promoCode: 'WITAJ10' })
  const second = await place({
    deliveryType: 'SELF',
    paymentMethod: 'CARD',
    address: undefined,
    items: [{ productId: 'nigiri-losos', count: 6 }],
  })
  const third = await place({ items: [{ productId: 'zestaw-lososiowy', count: 2 }] })
  const fourth = await place({ items: [{ productId: 'nigiri-losos', count: 1 }], deliveryType: 'SELF' })
  await complete(first.id, true)
  await complete(second.id, false)
  await move(third.id, 'CANCELLED', { reason: 'Brak łososia; przepraszamy' })
  return { a, headers, orders: [first, second, third, fourth] }
}

t.test("the day's report: by status, revenue of completed orders, discounts, top products", async (t) => {
  const { a, headers, orders } = await evening(t)
  const [first, second, third] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]]
  const res = await a.inject({ url: '/api/reports/daily', headers })
  t.equal(res.statusCode, 200, res.body)
  t.equal(res.headers['cache-control'], 'no-store')
  const report = res.json()
  t.equal(report.date, '2026-11-25', 'today in Kraków by default')
  t.same(report.orders, {
    total: 4,
    byStatus: { NEW: 1, ACCEPTED: 0, READY: 0, IN_DELIVERY: 0, COMPLETED: 2, CANCELLED: 1 },
  })
  const revenue = Math.round((first.totals.total + second.totals.total) * 100) / 100
  t.same(report.revenue, {
    completedOrders: 2,
    total: revenue,
    byPaymentMethod: { CASH: first.totals.total, CARD: second.totals.total, ONLINE: 0 },
    byDeliveryType: { SELF: second.totals.total, COURIER: first.totals.total },
  })
  // 10 % of 2 × 19 + 2 × 21 + 1 × 45 … as the order's own totals said.
  const placed = await a.inject({ url: `/api/orders/${first.id}`, headers })
  t.same(report.discounts, { total: placed.json().totals.discount, orders: 1 })
  t.ok(report.discounts.total > 0)
  t.equal(report.averageBasket, Math.round((revenue / 2) * 100) / 100)
  t.same(report.topProducts[0], { productId: 'nigiri-losos', name: 'Nigiri z łososiem', count: 9 })
  t.notOk(
    report.topProducts.some((p: { productId: string }) => p.productId === 'zestaw-lososiowy'),
    'the cancelled set is not among the products',
  )
  t.same(report.cancellations, [
    {
      number: third.number,
      createdAt: OPEN.toISOString(),
      total: third.totals.total,
      reason: 'Brak łososia; przepraszamy',
    },
  ])

  const other = await a.inject({ url: '/api/reports/daily?date=2026-11-24', headers })
  t.equal(other.statusCode, 200)
  t.equal(other.json().orders.total, 0, 'another date has its own figures')
})

t.test('the export: one row per order, BOM and ; separators, no guest data', async (t) => {
  const { a, headers, orders } = await evening(t)
  const res = await a.inject({ url: '/api/reports/orders.csv?from=2026-11-25&to=2026-11-25', headers })
  t.equal(res.statusCode, 200, res.body)
  t.match(res.headers['content-type'], /^text\/csv; charset=utf-8/)
  t.equal(res.headers['content-disposition'], 'attachment; filename="zamowienia-2026-11-25-2026-11-25.csv"')
  const bytes = res.rawPayload
  t.same([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte-order mark')
  const rows = res.body.slice(1).split('\r\n').filter(Boolean)
  t.equal(rows.length, 1 + orders.length)
  t.match(rows[0], /^Numer;Data i godzina;Status;Dostawa;Płatność;Produkty;/)
  t.match(
    rows[1],
    new RegExp(
      `^${orders[0]!.number};2026-11-25 15:00;Zakończone;Dostawa;Gotówka;2 × Nigiri z łososiem, 2 × Nigiri z tuńczykiem, 1 × Sashimi z łososia;`,
    ),
  )
  t.match(rows[1], /;9,99;\d+,\d\d;WITAJ10;31-056;;0,00;/, 'then the invoice’s NIP: none, no deposits')
  t.match(rows[3], /;Anulowane;/)
  for (const secret of ['Anna', 'Kowalska', '600', 'anna@example.pl', 'Józefa']) {
    t.notOk(res.body.includes(secret), `no ${secret} in the export`)
  }

  const today = await a.inject({ url: '/api/reports/orders.csv', headers })
  t.equal(today.body, res.body, 'today by default')
  const before = await a.inject({ url: '/api/reports/orders.csv?from=2026-11-01&to=2026-11-24', headers })
  t.equal(before.body.slice(1).split('\r\n').filter(Boolean).length, 1, 'only the header for a quiet period')
})

t.test('bad dates are 400 naming the field; no token is 401', async (t) => {
  const a = await app(t)
  const token = await staffToken(a, 'ola')
  const headers = { authorization: `Bearer ${token}` }
  for (const [url, field] of [
    ['/api/reports/daily?date=25.11.2026', 'date'],
    ['/api/reports/daily?date=2026-02-30', 'date'],
    ['/api/reports/orders.csv?from=2026-13-01', 'from'],
    ['/api/reports/orders.csv?from=2026-11-25&to=2026-11-01', 'to'],
    ['/api/reports/orders.csv?from=2024-01-01&to=2026-11-01', 'to'],
  ] as const) {
    const res = await a.inject({ url, headers })
    t.equal(res.statusCode, 400, url)
    t.equal(res.json().field, field, url)
    t.match(res.json().message, /\S/)
  }
  for (const url of ['/api/reports/daily', '/api/reports/orders.csv']) {
    t.equal((await a.inject({ url })).statusCode, 401, url)
  }
})
