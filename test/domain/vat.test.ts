import t from 'tap'
import { computeTotalsInGrosze, missingForCourierMinimum } from '#domain/pricing.js'
import { isVatRate, lineVatRate, orderVat, spreadProportionally, sumByRate, vatOfGross } from '#domain/vat.js'

t.test('a line takes the highest rate of its dish and its options', async (t) => {
  t.equal(lineVatRate(8, []), 8)
  t.equal(lineVatRate(8, [null, undefined]), 8, 'an option without a rate adds nothing')
  t.equal(lineVatRate(8, [23]), 23, 'an added shrimp makes the maki 23 %')
  t.equal(lineVatRate(23, [8, 5]), 23, 'a cheaper option never lowers the dish')
  t.equal(lineVatRate(0, [5]), 5)
})

t.test('only the Polish rates are rates', async (t) => {
  for (const r of [23, 8, 5, 0]) t.ok(isVatRate(r), String(r))
  for (const r of [7, 22, '8', null, 8.5]) t.notOk(isVatRate(r), String(r))
})

t.test('VAT is computed from gross and rounded half up', async (t) => {
  t.equal(vatOfGross(12300, 23), 2300, '123,00 zł at 23 % holds 23,00 zł')
  t.equal(vatOfGross(10800, 8), 800)
  t.equal(vatOfGross(10000, 8), 741, '100,00 × 8 / 108 = 7,4074… → 7,41')
  t.equal(vatOfGross(5, 8), 0, '0,05 × 8 / 108 = 0,0037 → 0,00')
  t.equal(vatOfGross(1000, 5), 48, '10,00 × 5 / 105 = 0,476… → 0,48')
  t.equal(vatOfGross(999, 0), 0)
})

t.test('the largest-remainder spread is exact to the grosz', async (t) => {
  // 10,00 zł over 32,00 / 58,00 / 8,00: exact shares 3,2653 / 5,9183 / 0,8163; floors 326+591+81 = 998,
  // the 2 grosze left go to the largest remainders (5,918… then 0,816…).
  t.strictSame(spreadProportionally(1000, [3200, 5800, 800]), [326, 592, 82])
  t.strictSame(spreadProportionally(1, [100, 100, 100]), [1, 0, 0], 'a tie: the earlier line')
  t.strictSame(spreadProportionally(2, [100, 100, 100]), [1, 1, 0])
  t.strictSame(spreadProportionally(0, [5, 7]), [0, 0])
  t.strictSame(spreadProportionally(300, [1000]), [300])
  t.strictSame(spreadProportionally(7, [0, 0]), [7, 0], 'no weights: everything on the first')
})

t.test('an order with a shrimp maki, a canned cola and a fixed promo code', async (t) => {
  // Ebi maki 32,00 (23 %), 2 × California 29,00 (8 %), cola 8,00 (23 %, can: 0,50), promo 10,00 zł,
  // courier 9,99. Discount shares as above: 3,26 / 5,92 / 0,82 → lines 28,74 / 52,08 / 7,18.
  // Food at 23 %: 28,74 + 7,18 = 35,92; at 8 %: 52,08. Delivery 9,99 over 35,92 : 52,08 →
  // exact 4,0776 / 5,9123: floors 407 + 591 = 998, the grosz left to 23 % → 4,08 / 5,91.
  // 23 %: gross 40,00, VAT 40,00 × 23 / 123 = 7,479… → 7,48, net 32,52.
  // 8 %: gross 57,99, VAT 57,99 × 8 / 108 = 4,2955… → 4,30, net 53,69.
  const vat = orderVat({
    lines: [
      { lineTotal: 3200, vatRate: 23, count: 1, deposit: 0 },
      { lineTotal: 5800, vatRate: 8, count: 2, deposit: 0 },
      { lineTotal: 800, vatRate: 23, count: 1, deposit: 50 },
    ],
    discount: 1000,
    delivery: 999,
  })
  t.strictSame(vat.lines, [
    { gross: 2874, deposit: 0 },
    { gross: 5208, deposit: 0 },
    { gross: 718, deposit: 50 },
  ])
  t.strictSame(vat.delivery, [
    { rate: 23, gross: 408 },
    { rate: 8, gross: 591 },
  ])
  t.strictSame(vat.byRate, [
    { rate: 23, gross: 4000, net: 3252, vat: 748 },
    { rate: 8, gross: 5799, net: 5369, vat: 430 },
  ])
  t.equal(vat.deposits, 50)

  // The same order's totals: the deposit is not discounted, is added to the total, and the
  // rates' gross plus the deposits is the total the guest pays.
  const totals = computeTotalsInGrosze({
    lines: [
      { price: 32, count: 1 },
      { price: 29, count: 2 },
      { price: 8, count: 1, deposit: 0.5 },
    ],
    deliveryType: 'COURIER',
    discount: { type: 'FIXED', value: 10 },
  })
  t.strictSame(totals, {
    products: 9800,
    discount: 1000,
    discountedProducts: 8800,
    delivery: 999,
    deposits: 50,
    total: 9849,
  })
  t.equal(4000 + 5799 + 50, totals.total)
})

t.test('deposits do not count toward the 99 zł minimum and are never discounted', async (t) => {
  // 98,00 of food and two cans (1,00 zł of deposits): still 1,00 zł short of the minimum.
  const totals = computeTotalsInGrosze({
    lines: [
      { price: 90, count: 1 },
      { price: 4, count: 2, deposit: 0.5 },
    ],
    deliveryType: 'COURIER',
    discount: { type: 'PERCENTAGE', value: 50 },
  })
  t.equal(totals.discount, 4900, 'half of 98,00, not of 99,00')
  t.equal(totals.deposits, 100)
  t.equal(totals.total, 4900 + 999 + 100)
  t.equal(missingForCourierMinimum({ discountedProducts: 98 }), 1)
})

t.test('a pick-up order at one rate; everything discounted away', async (t) => {
  const one = orderVat({
    lines: [{ lineTotal: 4500, vatRate: 8, count: 3, deposit: 0 }],
    discount: 450,
    delivery: 0,
  })
  // 40,50 × 8 / 108 = 3,00 exactly.
  t.strictSame(one.byRate, [{ rate: 8, gross: 4050, net: 3750, vat: 300 }])
  t.strictSame(one.delivery, [{ rate: 8, gross: 0 }])
  const free = orderVat({
    lines: [
      { lineTotal: 3000, vatRate: 23, count: 1, deposit: 100 },
      { lineTotal: 1000, vatRate: 8, count: 1, deposit: 0 },
    ],
    discount: 4000,
    delivery: 999,
  })
  // The fee follows the food before the discount: 9,99 × 3/4 = 7,4925 → 7,49 (+ the grosz left
  // to the larger remainder, 0,4975 of 8 %'s 2,4975) → 7,49 / 2,50.
  t.strictSame(free.delivery, [
    { rate: 23, gross: 749 },
    { rate: 8, gross: 250 },
  ])
  t.equal(free.deposits, 100, 'the deposit stays whatever the discount')
})

t.test('a day sums its orders per rate', async (t) => {
  t.strictSame(
    sumByRate([
      [
        { rate: 23, gross: 4000, net: 3252, vat: 748 },
        { rate: 8, gross: 5799, net: 5369, vat: 430 },
      ],
      [{ rate: 8, gross: 4050, net: 3750, vat: 300 }],
    ]),
    [
      { rate: 23, gross: 4000, net: 3252, vat: 748 },
      { rate: 8, gross: 9849, net: 9119, vat: 730 },
    ],
  )
})
