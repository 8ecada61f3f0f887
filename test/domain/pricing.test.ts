import fc from 'fast-check'
import t from 'tap'
import { toGrosze, toPln } from '#domain/money.js'
import {
  computeTotals,
  computeTotalsInGrosze,
  type Discount,
  deliveryFee,
  missingForCourierMinimum,
  normalizeDiscount,
} from '#domain/pricing.js'

t.test('delivery fee: SELF 0, COURIER 9.99', async (t) => {
  t.equal(deliveryFee('SELF'), 0)
  t.equal(deliveryFee('COURIER'), 9.99)
})

t.test('normalizeDiscount: percentage modulo 100, fixed as is, empty clears', async (t) => {
  t.strictSame(normalizeDiscount({ type: 'PERCENTAGE', value: 120 }), { type: 'PERCENTAGE', value: 20 })
  t.strictSame(normalizeDiscount({ type: 'PERCENTAGE', value: 250 }), { type: 'PERCENTAGE', value: 50 })
  t.strictSame(normalizeDiscount({ type: 'PERCENTAGE', value: 100 }), { type: 'PERCENTAGE', value: 0 })
  t.strictSame(normalizeDiscount({ type: 'PERCENTAGE', value: 99 }), { type: 'PERCENTAGE', value: 99 })
  t.strictSame(normalizeDiscount({ type: 'PERCENTAGE', value: 10 }), { type: 'PERCENTAGE', value: 10 })
  t.strictSame(normalizeDiscount({ type: 'PERCENTAGE', value: 12.5 }), { type: 'PERCENTAGE', value: 12.5 })
  t.strictSame(normalizeDiscount({ type: 'PERCENTAGE', value: 0 }), { type: 'PERCENTAGE', value: 0 })
  t.strictSame(normalizeDiscount({ type: 'PERCENTAGE', value: '15' }), { type: 'PERCENTAGE', value: 15 })
  t.strictSame(normalizeDiscount({ type: 'FIXED', value: 150 }), { type: 'FIXED', value: 150 })
  t.strictSame(
    normalizeDiscount({ type: 'FIXED', value: 1000 }),
    { type: 'FIXED', value: 1000 },
    'not mod 100',
  )
  t.strictSame(normalizeDiscount({ type: 'FIXED', value: '12,50' }), { type: 'FIXED', value: 12.5 })
  t.strictSame(normalizeDiscount({ type: 'FIXED', value: 10.004 }), { type: 'FIXED', value: 10 })

  for (const value of [null, undefined, '', '   ']) {
    t.equal(normalizeDiscount({ type: 'PERCENTAGE', value }), null, `empty value ${JSON.stringify(value)}`)
    t.equal(normalizeDiscount({ type: 'FIXED', value }), null)
  }
  t.equal(normalizeDiscount(null), null)
  t.equal(normalizeDiscount(undefined), null)
  t.equal(normalizeDiscount({ type: 'PERCENTAGE', value: -5 }), null, 'negative is unusable')
  t.equal(normalizeDiscount({ type: 'FIXED', value: Number.NaN }), null)
  t.equal(normalizeDiscount({ type: 'FIXED', value: Number.POSITIVE_INFINITY }), null)
  t.equal(normalizeDiscount({ type: 'FIXED', value: 'ten' }), null)
  t.equal(normalizeDiscount({ type: 'BOGUS', value: 10 }), null)
})

t.test('normalizeDiscount is idempotent', async (t) => {
  const input = fc.record({
    type: fc.constantFrom('PERCENTAGE', 'FIXED'),
    value: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 1000 })),
  })
  fc.assert(
    fc.property(input, (d) => {
      const once = normalizeDiscount(d)
      const twice = normalizeDiscount(once)
      if (once === null) return twice === null
      return twice !== null && twice.type === once.type && twice.value === once.value
    }),
  )
  t.pass()
})

const lines = [
  { price: 45, count: 2 },
  { price: 19.99, count: 3 },
]

t.test('computeTotals without discount', async (t) => {
  t.strictSame(computeTotals({ lines, deliveryType: 'COURIER', discount: null }), {
    products: 149.97,
    discount: 0,
    discountedProducts: 149.97,
    delivery: 9.99,
    deposits: 0,
    total: 159.96,
  })
  t.strictSame(computeTotals({ lines, deliveryType: 'SELF', discount: null }), {
    products: 149.97,
    discount: 0,
    discountedProducts: 149.97,
    delivery: 0,
    deposits: 0,
    total: 149.97,
  })
  t.strictSame(computeTotals({ lines: [], deliveryType: 'COURIER', discount: null }), {
    products: 0,
    discount: 0,
    discountedProducts: 0,
    delivery: 9.99,
    deposits: 0,
    total: 9.99,
  })
  t.equal(
    computeTotals({
      lines: [
        { price: 0.1, count: 1 },
        { price: 0.2, count: 1 },
      ],
      deliveryType: 'SELF',
      discount: null,
    }).products,
    0.3,
  )
})

t.test('computeTotals with a percentage discount', async (t) => {
  // 149.97 × 10 % = 14.997 → 15.00
  t.strictSame(
    computeTotals({ lines, deliveryType: 'COURIER', discount: { type: 'PERCENTAGE', value: 10 } }),
    {
      products: 149.97,
      discount: 15,
      discountedProducts: 134.97,
      delivery: 9.99,
      deposits: 0,
      total: 144.96,
    },
  )
  // raw 120 % is applied as 20 %: 149.97 × 0.2 = 29.994 → 29.99
  const t120 = computeTotals({ lines, deliveryType: 'SELF', discount: { type: 'PERCENTAGE', value: 120 } })
  t.equal(t120.discount, 29.99)
  t.equal(t120.total, 119.98)
  // 19.99 × 25 % = 4.9975 → 5.00 (half up)
  t.equal(
    computeTotals({
      lines: [{ price: 19.99, count: 1 }],
      deliveryType: 'SELF',
      discount: { type: 'PERCENTAGE', value: 25 },
    }).discount,
    5,
  )
  // 0.10 × 5 % = 0.005 → 0.01
  t.equal(
    computeTotals({
      lines: [{ price: 0.1, count: 1 }],
      deliveryType: 'SELF',
      discount: { type: 'PERCENTAGE', value: 5 },
    }).discount,
    0.01,
  )
  t.equal(
    computeTotals({ lines, deliveryType: 'SELF', discount: { type: 'PERCENTAGE', value: 100 } }).discount,
    0,
    '100 % is 0 % after modulo',
  )
})

t.test('computeTotals with a fixed discount, capped at products', async (t) => {
  t.strictSame(computeTotals({ lines, deliveryType: 'COURIER', discount: { type: 'FIXED', value: 50 } }), {
    products: 149.97,
    discount: 50,
    discountedProducts: 99.97,
    delivery: 9.99,
    deposits: 0,
    total: 109.96,
  })
  t.strictSame(
    computeTotals({
      lines: [{ price: 45, count: 1 }],
      deliveryType: 'COURIER',
      discount: { type: 'FIXED', value: 150 },
    }),
    { products: 45, discount: 45, discountedProducts: 0, delivery: 9.99, deposits: 0, total: 9.99 },
    'a 150 zł voucher on a 45 zł order discounts 45 zł; the fee is still paid',
  )
  t.equal(
    computeTotals({ lines: [], deliveryType: 'SELF', discount: { type: 'FIXED', value: 20 } }).discount,
    0,
  )
})

t.test('computeTotals follows the documented formulas', async (t) => {
  const r = computeTotals({ lines, deliveryType: 'COURIER', discount: { type: 'FIXED', value: 20.01 } })
  t.equal(toGrosze(r.total), toGrosze(r.products) + toGrosze(r.delivery) - toGrosze(r.discount))
  t.equal(toGrosze(r.discountedProducts), toGrosze(r.products) - toGrosze(r.discount))
})

t.test('computeTotals refuses nonsense lines', async (t) => {
  t.throws(() => computeTotals({ lines: [{ price: 10, count: -1 }], deliveryType: 'SELF', discount: null }))
  t.throws(() => computeTotals({ lines: [{ price: 10, count: 1.5 }], deliveryType: 'SELF', discount: null }))
  t.throws(() => computeTotals({ lines: [{ price: -10, count: 1 }], deliveryType: 'SELF', discount: null }))
  t.throws(() =>
    computeTotals({ lines: [{ price: Number.NaN, count: 1 }], deliveryType: 'SELF', discount: null }),
  )
})

t.test('computeTotalsInGrosze gives the same totals in grosze', async (t) => {
  t.strictSame(computeTotalsInGrosze({ lines, deliveryType: 'COURIER', discount: null }), {
    products: 14997,
    discount: 0,
    discountedProducts: 14997,
    delivery: 999,
    deposits: 0,
    total: 15996,
  })
})

const arbLine = fc.record({
  price: fc.integer({ min: 0, max: 100_000 }).map((g) => g / 100),
  count: fc.integer({ min: 0, max: 99 }),
})
const arbDiscount = fc.oneof(
  fc.constant(null),
  fc.record({
    type: fc.constantFrom('PERCENTAGE' as const, 'FIXED' as const),
    value: fc.oneof(
      fc.integer({ min: -100, max: 1000 }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.constantFrom('', '10', null),
    ),
  }),
)
const twoDecimals = (x: number) => toPln(toGrosze(x)) === x

t.test('property: totals are never negative and add up', async (t) => {
  fc.assert(
    fc.property(
      fc.array(arbLine, { maxLength: 50 }),
      fc.constantFrom('SELF' as const, 'COURIER' as const),
      arbDiscount,
      (ls, deliveryType, discount) => {
        const r = computeTotals({ lines: ls, deliveryType, discount })
        const values = [r.products, r.discount, r.discountedProducts, r.delivery, r.total]
        if (!values.every((v) => v >= 0 && twoDecimals(v))) return false
        if (r.discount > r.products) return false
        const g = (x: number) => toGrosze(x)
        if (g(r.total) !== g(r.discountedProducts) + g(r.delivery)) return false
        if (g(r.discountedProducts) !== g(r.products) - g(r.discount)) return false
        const expectedProducts = ls.reduce((s, l) => s + g(l.price) * l.count, 0)
        return g(r.products) === expectedProducts && r.delivery === deliveryFee(deliveryType)
      },
    ),
    { numRuns: 2000 },
  )
  t.pass()
})

t.test('property: percentage discount = round(products × (value mod 100) / 100)', async (t) => {
  fc.assert(
    fc.property(
      fc.array(arbLine, { minLength: 1, maxLength: 20 }),
      fc.integer({ min: 0, max: 1000 }),
      (ls, value) => {
        const r = computeTotals({ lines: ls, deliveryType: 'SELF', discount: { type: 'PERCENTAGE', value } })
        const products = toGrosze(r.products)
        return toGrosze(r.discount) === Math.round((products * (value % 100)) / 100)
      },
    ),
  )
  t.pass()
})

t.test('property: a fixed discount is min(value, products)', async (t) => {
  fc.assert(
    fc.property(fc.array(arbLine, { maxLength: 20 }), fc.integer({ min: 0, max: 100_000 }), (ls, gr) => {
      const d: Discount = { type: 'FIXED', value: gr / 100 }
      const r = computeTotals({ lines: ls, deliveryType: 'COURIER', discount: d })
      return toGrosze(r.discount) === Math.min(gr, toGrosze(r.products))
    }),
  )
  t.pass()
})

t.test('courier minimum is checked on discounted products', async (t) => {
  t.equal(missingForCourierMinimum({ discountedProducts: 86.5 }), 12.5)
  t.equal(missingForCourierMinimum({ discountedProducts: 98.99 }), 0.01)
  t.equal(missingForCourierMinimum({ discountedProducts: 99 }), 0)
  t.equal(missingForCourierMinimum({ discountedProducts: 250 }), 0)
  t.equal(missingForCourierMinimum({ discountedProducts: 0 }), 99)
  t.not(missingForCourierMinimum({ discountedProducts: 98.99 }), 0)
  t.equal(missingForCourierMinimum({ discountedProducts: 99 }), 0)
  // 110 zł with 20 % off is 88 zł: 11 zł missing
  const r = computeTotals({
    lines: [{ price: 55, count: 2 }],
    deliveryType: 'COURIER',
    discount: { type: 'PERCENTAGE', value: 20 },
  })
  t.equal(missingForCourierMinimum(r), 11)
  t.not(missingForCourierMinimum(r), 0)
})
