import t from 'tap'
import type { Override } from '#domain/hours/site-status.js'
import {
  checkOrder,
  checkOrderTiming,
  isVoucher,
  normalizePolishPhone,
  normalizePostalCode,
  type OrderCheckInput,
  type OrderProblem,
  orderProblemMessage,
  type ResolvedLine,
} from '#domain/order-rules.js'

const nigiri = (count: number, price = 21.5): ResolvedLine => ({
  id: 'nigiri-sake',
  price,
  count,
  kinds: ['STANDARD'],
})
const voucher: ResolvedLine = { id: 'voucher-150', price: 150, count: 1, kinds: ['VOUCHER'] }
const base = (over: Partial<OrderCheckInput> = {}): OrderCheckInput => ({
  lines: [nigiri(5)],
  deliveryType: 'COURIER',
  paymentMethod: 'CASH',
  discount: null,
  onlinePaymentAvailable: true,
  ...over,
})
const codes = (ps: OrderProblem[]) => ps.map((p) => p.code)
const winter = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`)

t.test('a good order has no problems', async (t) => {
  t.strictSame(checkOrder(base()), [])
  t.strictSame(checkOrder(base({ deliveryType: 'SELF', lines: [nigiri(1)] })), [], 'pick-up has no minimum')
  t.strictSame(checkOrder(base({ paymentMethod: 'ONLINE' })), [])
})

t.test('EMPTY_CART', async (t) => {
  t.strictSame(checkOrder(base({ lines: [] })), [{ code: 'EMPTY_CART', field: 'items' }])
  t.strictSame(codes(checkOrder(base({ lines: [nigiri(0)] }))), ['EMPTY_CART'], 'only zero counts')
  t.strictSame(codes(checkOrder(base({ lines: [], deliveryType: 'SELF' }))), ['EMPTY_CART'])
})

t.test('COURIER_MINIMUM on discounted products, with the missing amount', async (t) => {
  // 4 × 21.50 = 86.00 → 13.00 missing
  t.strictSame(checkOrder(base({ lines: [nigiri(4)] })), [
    { code: 'COURIER_MINIMUM', field: 'items', minimum: 99, missing: 13 },
  ])
  // exactly 99.00
  t.strictSame(checkOrder(base({ lines: [nigiri(1, 99)] })), [])
  t.strictSame(checkOrder(base({ lines: [nigiri(1, 98.99)] })), [
    { code: 'COURIER_MINIMUM', field: 'items', minimum: 99, missing: 0.01 },
  ])
  // 5 × 21.50 = 107.50, 20 % off → 86.00 → 13.00 missing
  const withDiscount = checkOrder(base({ discount: { type: 'PERCENTAGE', value: 20 } }))
  t.strictSame(withDiscount, [{ code: 'COURIER_MINIMUM', field: 'items', minimum: 99, missing: 13 }])
  // 120 % is 20 %
  t.strictSame(checkOrder(base({ discount: { type: 'PERCENTAGE', value: 120 } })), withDiscount)
  t.strictSame(checkOrder(base({ discount: { type: 'FIXED', value: 5 } })), [])
  t.strictSame(checkOrder(base({ lines: [nigiri(4)], deliveryType: 'SELF' })), [])
})

t.test('VOUCHER_ONLINE: vouchers cannot be paid online', async (t) => {
  t.ok(isVoucher(voucher))
  t.notOk(isVoucher(nigiri(1)))
  t.ok(isVoucher({ kinds: ['STANDARD', 'VOUCHER'] }))
  t.strictSame(checkOrder(base({ lines: [voucher], paymentMethod: 'ONLINE' })), [
    { code: 'VOUCHER_ONLINE', field: 'paymentMethod', productIds: ['voucher-150'] },
  ])
  t.strictSame(checkOrder(base({ lines: [voucher], paymentMethod: 'CASH' })), [])
  t.strictSame(checkOrder(base({ lines: [voucher], paymentMethod: 'CARD' })), [])
  t.strictSame(codes(checkOrder(base({ lines: [nigiri(5), voucher], paymentMethod: 'ONLINE' }))), [
    'VOUCHER_ONLINE',
  ])
})

t.test('ONLINE_UNAVAILABLE', async (t) => {
  t.strictSame(checkOrder(base({ paymentMethod: 'ONLINE', onlinePaymentAvailable: false })), [
    { code: 'ONLINE_UNAVAILABLE', field: 'paymentMethod' },
  ])
  t.strictSame(checkOrder(base({ paymentMethod: 'CARD', onlinePaymentAvailable: false })), [])
})

t.test('several problems are listed in a stable order', async (t) => {
  t.strictSame(
    codes(
      checkOrder(
        base({
          lines: [voucher],
          discount: { type: 'FIXED', value: 100 },
          paymentMethod: 'ONLINE',
          onlinePaymentAvailable: false,
        }),
      ),
    ),
    ['COURIER_MINIMUM', 'VOUCHER_ONLINE', 'ONLINE_UNAVAILABLE'],
  )
})

t.test('timing checks', async (t) => {
  const open = winter('2026-11-21', '14:00') // Saturday, open
  const closed = winter('2026-11-23', '14:00') // Monday
  const none: Override | null = null
  t.strictSame(checkOrder(base({ timing: { now: open, override: none, orderTimeType: 'ASAP' } })), [])
  t.strictSame(checkOrder(base({ timing: { now: closed, override: none, orderTimeType: 'ASAP' } })), [
    { code: 'SITE_CLOSED', field: 'orderTimeType' },
  ])
  t.strictSame(
    checkOrder(
      base({
        timing: { now: closed, override: { date: '2026-11-23', kind: 'OPEN' }, orderTimeType: 'ASAP' },
      }),
    ),
    [],
  )
  t.strictSame(checkOrderTiming({ now: open, override: none, orderTimeType: 'DATE' }, 'SELF'), {
    code: 'ORDER_TIME_MISSING',
    field: 'orderTime',
  })
  t.strictSame(
    checkOrderTiming(
      { now: open, override: none, orderTimeType: 'DATE', orderTime: winter('2026-11-21', '14:30') },
      'COURIER',
    ),
    { code: 'ORDER_TIME_TOO_SOON', field: 'orderTime', leadMinutes: 60 },
  )
  t.equal(
    checkOrderTiming(
      { now: open, override: none, orderTimeType: 'DATE', orderTime: winter('2026-11-21', '14:30') },
      'SELF',
    ),
    null,
  )
  t.strictSame(
    checkOrderTiming(
      { now: open, override: none, orderTimeType: 'DATE', orderTime: winter('2026-11-22', '14:30') },
      'SELF',
    ),
    { code: 'ORDER_TIME_NOT_TODAY', field: 'orderTime' },
  )
  t.strictSame(
    checkOrderTiming(
      { now: closed, override: none, orderTimeType: 'DATE', orderTime: winter('2026-11-23', '18:00') },
      'SELF',
    ),
    { code: 'ORDER_TIME_CLOSED', field: 'orderTime' },
  )
  t.strictSame(
    checkOrderTiming(
      { now: open, override: none, orderTimeType: 'DATE', orderTime: winter('2026-11-21', '22:30') },
      'SELF',
    ),
    { code: 'ORDER_TIME_OUTSIDE_HOURS', field: 'orderTime' },
  )
  // A DATE order placed in the morning, before opening, is fine
  t.equal(
    checkOrderTiming(
      {
        now: winter('2026-11-21', '09:00'),
        override: none,
        orderTimeType: 'DATE',
        orderTime: winter('2026-11-21', '13:00'),
      },
      'COURIER',
    ),
    null,
  )
  t.strictSame(
    codes(checkOrder(base({ lines: [], timing: { now: closed, override: none, orderTimeType: 'ASAP' } }))),
    ['EMPTY_CART', 'SITE_CLOSED'],
  )
})

t.test('messages in Polish and English', async (t) => {
  const min: OrderProblem = { code: 'COURIER_MINIMUM', field: 'items', minimum: 99, missing: 12.5 }
  t.equal(
    orderProblemMessage(min, 'pl'),
    'Minimalna kwota zamówienia na dostawę to 99,00\u00a0zł — brakuje 12,50\u00a0zł.',
  )
  t.equal(
    orderProblemMessage(min, 'en'),
    'The minimum order for delivery is PLN\u00a099.00 — PLN\u00a012.50 to go.',
  )
  t.equal(orderProblemMessage({ code: 'EMPTY_CART', field: 'items' }, 'pl'), 'Koszyk jest pusty.')
  t.equal(
    orderProblemMessage({ code: 'ORDER_TIME_TOO_SOON', field: 'orderTime', leadMinutes: 30 }, 'pl'),
    'Wybierz godzinę co najmniej 30 min od teraz.',
  )
  const all: OrderProblem[] = [
    { code: 'EMPTY_CART', field: 'items' },
    min,
    { code: 'VOUCHER_ONLINE', field: 'paymentMethod', productIds: ['v'] },
    { code: 'ONLINE_UNAVAILABLE', field: 'paymentMethod' },
    { code: 'SITE_CLOSED', field: 'orderTimeType' },
    { code: 'ORDER_TIME_MISSING', field: 'orderTime' },
    { code: 'ORDER_TIME_TOO_SOON', field: 'orderTime', leadMinutes: 60 },
    { code: 'ORDER_TIME_OUTSIDE_HOURS', field: 'orderTime' },
    { code: 'ORDER_TIME_NOT_TODAY', field: 'orderTime' },
    { code: 'ORDER_TIME_CLOSED', field: 'orderTime' },
  ]
  const pl = all.map((p) => orderProblemMessage(p, 'pl'))
  const en = all.map((p) => orderProblemMessage(p, 'en'))
  t.equal(new Set(pl).size, all.length, 'one Polish message per code')
  t.equal(new Set(en).size, all.length, 'one English message per code')
  for (const [i, m] of pl.entries()) {
    t.ok(m.length > 5 && m !== en[i], `${all[i]?.code}: ${m}`)
    t.notMatch(en[i] ?? '', /[ąćęłńóśźż]/i, 'English has no Polish letters')
  }
  const polish = pl.join(' ')
  for (const word of ['zamówienia', 'dostawę', 'mogą', 'gotówką', 'Płatność', 'zamknięta', 'godzinę']) {
    t.ok(polish.includes(word), `Polish is written with diacritics: ${word}`)
  }
})

t.test('normalizePolishPhone', async (t) => {
  const ok: [string, string][] = [
    ['123456789', '+48123456789'],
    ['123 456 789', '+48123456789'],
    ['123-456-789', '+48123456789'],
    ['+48 123 456 789', '+48123456789'],
    ['+48123456789', '+48123456789'],
    ['0048 123 456 789', '+48123456789'],
    ['0048-123-456-789', '+48123456789'],
    ['  12 345 67 89 ', '+48123456789'],
    ['(12) 345-67-89', '+48123456789'],
    ['501\u00a0234\u00a0567', '+48501234567'],
  ]
  for (const [input, out] of ok) t.equal(normalizePolishPhone(input), out, input)
  for (const bad of [
    '',
    '12345678',
    '1234567890',
    '+49123456789',
    '+48 12345678',
    '012345678',
    '48123456789',
    '+480123456789',
    'abc def ghi',
    '123 456 78a',
    '++48123456789',
  ]) {
    t.equal(normalizePolishPhone(bad), null, `refuses ${JSON.stringify(bad)}`)
  }
  t.equal(normalizePolishPhone(undefined as unknown as string), null)
})

t.test('postal codes NN-NNN', async (t) => {
  t.equal(normalizePostalCode('30-001'), '30-001')
  t.equal(normalizePostalCode('31-564'), '31-564')
  for (const bad of ['3-0001', '30-0011', '30_001', 'ab-cde', '']) {
    t.equal(normalizePostalCode(bad), null, bad)
  }
  t.equal(normalizePostalCode(30001 as unknown as string), null)
  t.equal(normalizePostalCode(' 30-001 '), '30-001')
  t.equal(normalizePostalCode('30001'), '30-001')
  t.equal(normalizePostalCode('3000'), null)
  t.equal(normalizePostalCode(null as unknown as string), null)
})

t.test('formatPolishPhone groups a stored number in threes', async (t) => {
  const { formatPolishPhone } = await import('#domain/order-rules.js')
  t.equal(formatPolishPhone('+48600100200'), '+48 600 100 200')
  t.equal(formatPolishPhone('something else'), 'something else')
})
