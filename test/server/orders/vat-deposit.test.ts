/** VAT per dish, per line and per day, and the drink deposit (docs/product.md, "VAT and deposits"). */
import t from 'tap'
import { editorApp } from '../../helpers/menu-editor-setup.js'
import { order } from '../../helpers/orders-setup.js'

t.test(
  'a shrimp maki, salmon nigiri and canned drinks with a promo code: the split an accountant reads',
  async (t) => {
    const a = await editorApp(t)
    const staff = { authorization: a.authorization }

    // The seed's rates: shrimp 23 %, salmon 8 %, drinks 23 % without a deposit until staff set one.
    t.match(await a.editorProduct('uramaki-ebi-tempura'), { vatRate: 23, deposit: null })
    t.match(await a.editorProduct('nigiri-losos'), { vatRate: 8, deposit: null })
    t.match(await a.editorProduct('napoj-asahi-00'), { vatRate: 23, deposit: null })

    // Bad values answer 400 naming the field; nothing changes.
    const badRate = await a.call('PATCH', '/api/menu/products/napoj-asahi-00', { vatRate: 7 })
    t.equal(badRate.statusCode, 400)
    t.match(badRate.json(), { field: 'vatRate' })
    const badDeposit = await a.call('PATCH', '/api/menu/products/napoj-asahi-00', { deposit: 0.555 })
    t.equal(badDeposit.statusCode, 400)
    t.match(badDeposit.json(), { field: 'deposit' })

    // The can: 0,50 zł; the guests' menu shows it, the change history names it.
    const can = await a.call('PATCH', '/api/menu/products/napoj-asahi-00', { deposit: 0.5 })
    t.equal(can.statusCode, 200, can.body)
    t.equal((await a.publicProduct('napoj-asahi-00')).json().deposit, 0.5)
    t.equal((await a.publicProduct('nigiri-losos')).json().deposit, null)
    const history = (await a.call('GET', '/api/menu/changes?limit=1')).json().changes[0]
    t.match(history, { entityId: 'napoj-asahi-00', changes: [{ field: 'deposit', from: null, to: 0.5 }] })

    const promo = await a.inject({
      method: 'POST',
      url: '/api/promo-codes',
      headers: staff,
      payload: { code: 'MINUS10', type: 'FIXED', value: 10 },
    })
    t.equal(promo.statusCode, 201, promo.body)

    // 45,00 (23 %) + 2 × 19,00 (8 %) + 2 × 14,00 (23 %, 2 × 0,50 deposit) = 111,00; 10,00 off.
    // Discount spread 1000 over 4500 / 3800 / 2800 (Σ 11100): floors 405 / 342 / 252 = 999, the
    // grosz left to the largest remainder (4500) → 4,06 / 3,42 / 2,52; lines 40,94 / 34,58 / 25,48.
    // Food 23 %: 40,94 + 25,48 = 66,42; 8 %: 34,58. Delivery 9,99 over 6642 : 3458 → floors
    // 656 / 342, the grosz left to 23 % → 6,57 / 3,42.
    // 23 %: gross 72,99, VAT 72,99 × 23 / 123 = 13,648… → 13,65, net 59,34.
    // 8 %: gross 38,00, VAT 38,00 × 8 / 108 = 2,814… → 2,81, net 35,19.
    // Total: 101,00 + 9,99 + 1,00 deposits = 111,99.
    const placed = await a.inject({
      method: 'POST',
      url: '/api/order',
      payload: order({
        items: [
          { productId: 'uramaki-ebi-tempura', count: 1 },
          { productId: 'nigiri-losos', count: 2 },
          { productId: 'napoj-asahi-00', count: 2 },
        ],
        promoCode: 'MINUS10',
        expectedTotal: 111.99,
      }),
    })
    t.equal(placed.statusCode, 201, placed.body)
    t.same(placed.json().totals, { products: 111, discount: 10, delivery: 9.99, deposits: 1, total: 111.99 })

    const id = placed.json().id
    const seen = (await a.inject({ url: `/api/orders/${id}`, headers: staff })).json()
    t.same(
      seen.items.map((l: Record<string, unknown>) => [l.productId, l.vatRate, l.gross, l.deposit]),
      [
        ['uramaki-ebi-tempura', 23, 40.94, 0],
        ['nigiri-losos', 8, 34.58, 0],
        ['napoj-asahi-00', 23, 25.48, 0.5],
      ],
    )
    const byRate = [
      { rate: 23, gross: 72.99, net: 59.34, vat: 13.65 },
      { rate: 8, gross: 38, net: 35.19, vat: 2.81 },
    ]
    t.same(seen.totals, { products: 111, discount: 10, delivery: 9.99, deposits: 1, total: 111.99, byRate })

    // A later change of a rate leaves the placed order as it was.
    t.equal((await a.call('PATCH', '/api/menu/products/nigiri-losos', { vatRate: 23 })).statusCode, 200)
    t.same((await a.inject({ url: `/api/orders/${id}`, headers: staff })).json().totals.byRate, byRate)

    // Completed, it reaches the day's report and its CSV.
    for (const [status, extra] of [
      ['ACCEPTED', { estimatedReadyAt: '2026-11-25T15:00:00.000Z' }],
      ['IN_DELIVERY', {}],
      ['COMPLETED', {}],
    ] as const) {
      const moved = await a.inject({
        method: 'POST',
        url: `/api/orders/${id}/status`,
        headers: staff,
        payload: { status, ...extra },
      })
      t.equal(moved.statusCode, 200, moved.body)
    }
    const report = (await a.inject({ url: '/api/reports/daily?date=2026-11-25', headers: staff })).json()
    t.same(report.vat, byRate)
    t.equal(report.deposits, 1)
    t.equal(report.revenue.total, 111.99)
    const csv = (await a.inject({ url: '/api/reports/orders.csv?from=2026-11-25', headers: staff })).body
    const [header, row] = csv
      .slice(1)
      .split('\r\n')
      .map((r) => r.split(';'))
    t.same(header!.slice(12, 19), [
      'Kaucje (zł)',
      'Netto 23% (zł)',
      'VAT 23% (zł)',
      'Brutto 23% (zł)',
      'Netto 8% (zł)',
      'VAT 8% (zł)',
      'Brutto 8% (zł)',
    ])
    t.same(row!.slice(12, 19), ['1,00', '59,34', '13,65', '72,99', '35,19', '2,81', '38,00'])
  },
)

t.test('deposits do not count toward the courier minimum', async (t) => {
  const a = await editorApp(t)
  t.equal((await a.call('PATCH', '/api/menu/products/napoj-asahi-00', { deposit: 1 })).statusCode, 200)
  // 7 × 14,00 = 98,00 of drinks and 7,00 of deposits: still 1,00 short of 99,00.
  const short = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({ items: [{ productId: 'napoj-asahi-00', count: 7 }] }),
  })
  t.equal(short.statusCode, 422, short.body)
  t.match(short.json(), { code: 'COURIER_MINIMUM', message: /brakuje 1,00/ })
})
