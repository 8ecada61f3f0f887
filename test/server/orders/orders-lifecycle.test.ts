// Orders: one Idempotency-Key, promo codes, totals against domain/, the staff lifecycle.
// (orders.test.ts: pricing, validation, opening hours.)
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import t from 'tap'
import { products } from '../../helpers/menu-seed.js'
import { app, countRows, order } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

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

t.test('property: the server prices random carts to the grosz as worked out by hand', async (t) => {
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
        // Worked out here in whole grosze, independently of domain/pricing.ts: Σ price × count,
        // plus 9,99 zł for the courier (docs/product.md, "Money").
        const productsGr = lines.reduce((sum, l) => sum + Math.round(menu[l.index]!.price * 100) * l.count, 0)
        const totalGr = productsGr + (deliveryType === 'COURIER' ? 999 : 0)
        const expected = {
          products: productsGr / 100,
          total: totalGr / 100,
          discountedProducts: productsGr / 100,
        }
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
