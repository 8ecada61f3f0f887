import fc from 'fast-check'
import t from 'tap'
import {
  addProduct,
  CART_STORAGE_KEY,
  type Cart,
  type CartLine,
  clearCart,
  deleteProduct,
  isValidProductId,
  itemCount,
  MAX_CART_LINES,
  MAX_LINE_COUNT,
  parseStoredCart,
  serializeCart,
  setProductCount,
} from '#domain/cart.js'

const freeze = (lines: CartLine[]): Cart => Object.freeze(lines.map((l) => Object.freeze({ ...l })))
const known = new Set(['a', 'b', 'c', 'p-1', 'p-2'])
const isKnown = (id: string) => known.has(id)
const manyLines = (n: number): Cart =>
  freeze(Array.from({ length: n }, (_, i) => ({ productId: `p${i}`, count: 1 })))

t.test('storage key is "products"', async (t) => {
  t.equal(CART_STORAGE_KEY, 'products')
})

t.test('addProduct: a new line with count 1, then count + 1', async (t) => {
  const empty = freeze([])
  const r1 = addProduct(empty, 'a')
  t.equal(r1.ok, true)
  t.strictSame(r1.lines, [{ productId: 'a', count: 1 }])
  const r2 = addProduct(r1.lines, 'a')
  t.equal(r2.ok, true)
  t.strictSame(r2.lines, [{ productId: 'a', count: 2 }])
  const r3 = addProduct(r2.lines, 'b')
  t.strictSame(r3.lines, [
    { productId: 'a', count: 2 },
    { productId: 'b', count: 1 },
  ])
  const r4 = addProduct(r3.lines, 'a')
  t.strictSame(
    r4.lines,
    [
      { productId: 'a', count: 3 },
      { productId: 'b', count: 1 },
    ],
    'the line keeps its position',
  )
  t.strictSame(r1.lines, [{ productId: 'a', count: 1 }], 'earlier results are not mutated')
})

t.test('addProduct with an empty id returns false and does nothing', async (t) => {
  const lines = freeze([{ productId: 'a', count: 2 }])
  for (const id of ['', '   ']) {
    const r = addProduct(lines, id)
    t.equal(r.ok, false, `id ${JSON.stringify(id)}`)
    t.equal(r.lines, lines, 'the very same array')
  }
  const r = addProduct(lines, undefined as unknown as string)
  t.equal(r.ok, false)
  t.equal(r.lines, lines)
  t.notOk(isValidProductId(42))
  t.ok(isValidProductId('x'))
})

t.test('addProduct stops at 99 pieces and 50 lines', async (t) => {
  const full = freeze([{ productId: 'a', count: MAX_LINE_COUNT }])
  t.equal(MAX_LINE_COUNT, 99)
  const r = addProduct(full, 'a')
  t.equal(r.ok, false)
  t.equal(r.lines, full)
  t.equal(MAX_CART_LINES, 50)
  const fifty = manyLines(50)
  const r2 = addProduct(fifty, 'new')
  t.equal(r2.ok, false)
  t.equal(r2.lines, fifty)
  const r3 = addProduct(fifty, 'p3')
  t.equal(r3.ok, true, 'an existing line can still grow')
  t.equal(r3.lines[3]?.count, 2)
})

t.test('setProductCount sets the count exactly', async (t) => {
  const lines = freeze([
    { productId: 'a', count: 2 },
    { productId: 'b', count: 1 },
  ])
  const r = setProductCount(lines, 'a', 5)
  t.equal(r.ok, true)
  t.strictSame(r.lines, [
    { productId: 'a', count: 5 },
    { productId: 'b', count: 1 },
  ])
  const r2 = setProductCount(lines, 'c', 3)
  t.equal(r2.ok, true)
  t.strictSame(r2.lines, [...lines, { productId: 'c', count: 3 }], 'a product not in the cart gets a line')
  t.strictSame(setProductCount(lines, 'b', 1).lines, lines)
})

t.test('setProductCount with an empty id returns false and does nothing', async (t) => {
  const lines = freeze([{ productId: 'a', count: 2 }])
  for (const id of ['', ' ']) {
    const r = setProductCount(lines, id, 3)
    t.equal(r.ok, false)
    t.equal(r.lines, lines)
  }
})

t.test('setProductCount: ≤ 0 removes, > 99 clamps, fractions round down, NaN refused', async (t) => {
  const lines = freeze([
    { productId: 'a', count: 2 },
    { productId: 'b', count: 1 },
  ])
  t.strictSame(setProductCount(lines, 'a', 0), { ok: true, lines: [{ productId: 'b', count: 1 }] })
  t.strictSame(setProductCount(lines, 'a', -3), { ok: true, lines: [{ productId: 'b', count: 1 }] })
  t.strictSame(setProductCount(lines, 'a', 0.5).lines, [{ productId: 'b', count: 1 }])
  const absent = setProductCount(lines, 'zzz', 0)
  t.equal(absent.ok, true)
  t.equal(absent.lines, lines, 'removing an absent line changes nothing')
  t.equal(setProductCount(lines, 'a', 150).lines[0]?.count, 99)
  t.equal(setProductCount(lines, 'a', 2.7).lines[0]?.count, 2)
  for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
    const r = setProductCount(lines, 'a', bad)
    t.equal(r.ok, false)
    t.equal(r.lines, lines)
  }
  const fifty = manyLines(50)
  const r = setProductCount(fifty, 'new', 1)
  t.equal(r.ok, false)
  t.equal(r.lines, fifty)
  t.equal(setProductCount(fifty, 'p0', 7).ok, true)
})

t.test('deleteProduct removes a line', async (t) => {
  const lines = freeze([
    { productId: 'a', count: 2 },
    { productId: 'b', count: 1 },
  ])
  t.strictSame(deleteProduct(lines, 'a'), { ok: true, lines: [{ productId: 'b', count: 1 }] })
  const r = deleteProduct(lines, 'zzz')
  t.equal(r.ok, false)
  t.equal(r.lines, lines)
  t.equal(deleteProduct(lines, '').lines, lines)
})

t.test('clearCart and itemCount', async (t) => {
  t.strictSame(clearCart(), { ok: true, lines: [] })
  t.equal(itemCount([]), 0)
  t.equal(
    itemCount([
      { productId: 'a', count: 2 },
      { productId: 'b', count: 3 },
    ]),
    5,
  )
})

t.test('serializeCart writes {productId, count} only', async (t) => {
  const lines = [{ productId: 'a', count: 2, extra: 'x' } as CartLine]
  t.equal(serializeCart(lines), '[{"productId":"a","count":2}]')
  t.equal(serializeCart([]), '[]')
})

t.test('parseStoredCart reads what serializeCart wrote', async (t) => {
  const lines = [
    { productId: 'a', count: 2 },
    { productId: 'c', count: 99 },
  ]
  t.strictSame(parseStoredCart(serializeCart(lines), isKnown), lines)
})

t.test('parseStoredCart never throws on garbage', async (t) => {
  for (const raw of [
    null,
    undefined,
    '',
    'not json',
    '{',
    '{"a":1}',
    '"str"',
    'null',
    '42',
    'true',
    '[1,2,"x",null,[],{}]',
  ]) {
    t.strictSame(parseStoredCart(raw, isKnown), [], `raw ${JSON.stringify(raw)}`)
  }
})

t.test('parseStoredCart drops bad entries, unknown ids; merges duplicates; clamps', async (t) => {
  const raw = JSON.stringify([
    { productId: 'a', count: 2 },
    { productId: 'b', count: '2' },
    { productId: 'b', count: 1.5 },
    { productId: 'b', count: 0 },
    { productId: 'b', count: -1 },
    { productId: 'unknown', count: 3 },
    { productId: '', count: 3 },
    { productId: 7, count: 3 },
    { id: 'c', quantity: 3 },
    ['c', 3],
    { productId: 'a', count: 5 },
    { productId: 'c', count: 150 },
    { productId: 'p-1', count: 60 },
    { productId: 'p-1', count: 60 },
  ])
  t.strictSame(parseStoredCart(raw, isKnown), [
    { productId: 'a', count: 7 },
    { productId: 'c', count: 99 },
    { productId: 'p-1', count: 99 },
  ])
  t.strictSame(parseStoredCart('[{"productId":"a","count":1e400}]', isKnown), [], 'Infinity')
  const throwing = () => {
    throw new Error('menu not loaded')
  }
  t.strictSame(parseStoredCart('[{"productId":"a","count":1}]', throwing), [])
  const sixty = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ productId: `x${i}`, count: 1 })))
  const parsed = parseStoredCart(sixty, () => true)
  t.equal(parsed.length, 50, 'at most 50 lines')
  t.equal(parsed[49]?.productId, 'x49')
})

const validCart = (lines: readonly CartLine[]) => {
  const ids = new Set(lines.map((l) => l.productId))
  return (
    ids.size === lines.length &&
    lines.length <= MAX_CART_LINES &&
    lines.every(
      (l) => l.productId.trim() !== '' && Number.isInteger(l.count) && l.count >= 1 && l.count <= 99,
    )
  )
}

t.test('property: parseStoredCart never throws and yields a valid cart', async (t) => {
  const entry = fc.oneof(
    fc.record({
      productId: fc.oneof(fc.constantFrom('a', 'b', 'c', '', ' ', 'zzz'), fc.string()),
      count: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.string()),
    }),
    fc.jsonValue(),
  )
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.json(),
        fc.array(entry).map((a) => JSON.stringify(a)),
      ),
      (raw) => {
        const lines = parseStoredCart(raw, isKnown)
        return validCart(lines) && lines.every((l) => known.has(l.productId))
      },
    ),
    { numRuns: 1000 },
  )
  t.pass()
})

t.test('property: any sequence of cart operations keeps a valid cart and round-trips storage', async (t) => {
  const id = fc.constantFrom('', ' ', 'a', 'b', 'c', 'p-1', 'p-2')
  const op = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), id }),
    fc.record({ kind: fc.constant('set' as const), id, count: fc.integer({ min: -3, max: 120 }) }),
    fc.record({ kind: fc.constant('delete' as const), id }),
    fc.record({ kind: fc.constant('clear' as const) }),
  )
  fc.assert(
    fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
      let lines: Cart = []
      for (const o of ops) {
        const before = lines
        const r =
          o.kind === 'add'
            ? addProduct(lines, o.id)
            : o.kind === 'set'
              ? setProductCount(lines, o.id, o.count)
              : o.kind === 'delete'
                ? deleteProduct(lines, o.id)
                : clearCart()
        if (!r.ok && r.lines !== before) return false
        if ((o.kind === 'add' || o.kind === 'set') && o.id.trim() === '' && r.ok) return false
        if (o.kind === 'add' && r.ok && itemCount(r.lines) !== itemCount(before) + 1) return false
        lines = r.lines
        if (!validCart(lines)) return false
      }
      const restored = parseStoredCart(serializeCart(lines), isKnown)
      return JSON.stringify(restored) === JSON.stringify(lines)
    }),
    { numRuns: 500 },
  )
  t.pass()
})
