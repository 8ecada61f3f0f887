import fc from 'fast-check'
import t from 'tap'
import {
  COURIER_FEE,
  formatPrice,
  MIN_COURIER_ORDER,
  NBSP,
  roundHalfUp,
  SELF_FEE,
  toGrosze,
  toPln,
} from '#domain/money.js'

/** A PLN amount rounded to 2 decimals, half up, through whole grosze (1.005 → 1.01). */
const round2 = (n: number) => toPln(toGrosze(n))

t.test('business constants', async (t) => {
  t.equal(COURIER_FEE, 9.99)
  t.equal(SELF_FEE, 0)
  t.equal(MIN_COURIER_ORDER, 99)
  t.equal(NBSP, '\u00a0')
})

t.test('toGrosze converts PLN to integer grosze, rounding half up', async (t) => {
  t.equal(toGrosze(9.99), 999)
  t.equal(toGrosze(99), 9900)
  t.equal(toGrosze(0.1 + 0.2), 30)
  t.equal(toGrosze(1.005), 101, '1.005 * 100 is 100.4999… in binary, still 101')
  t.equal(toGrosze(2.675), 268)
  t.equal(toGrosze(19.99 * 3), 5997)
  t.equal(toGrosze(0.004), 0)
  t.equal(toGrosze(0.005), 1)
  t.equal(toGrosze(1_000_000.01), 100_000_001)
  t.equal(toGrosze(-1.005), -101, 'half away from zero for negatives')
  t.ok(Object.is(toGrosze(-0.001), 0), 'never -0')
  t.equal(toGrosze(0), 0)
  t.throws(() => toGrosze(Number.NaN), RangeError)
  t.throws(() => toGrosze(Number.POSITIVE_INFINITY), RangeError)
})

t.test('toPln gives two-decimal PLN', async (t) => {
  t.equal(toPln(999), 9.99)
  t.equal(toPln(30), 0.3)
  t.equal(toPln(0), 0)
  t.equal(toPln(12345), 123.45)
  t.equal(toPln(100.5), 1.01, 'a fractional grosz amount is rounded first')
})

t.test('round2 rounds to two decimals', async (t) => {
  t.equal(round2(0.1 + 0.2), 0.3)
  t.equal(round2(1.005), 1.01)
  t.equal(round2(1.234), 1.23)
  t.equal(round2(1.235), 1.24)
  t.equal(round2(45 * 3), 135)
  t.equal(round2(19.99 * 7), 139.93)
})

t.test('roundHalfUp', async (t) => {
  t.equal(roundHalfUp(2.5), 3)
  t.equal(roundHalfUp(-2.5), -3)
  t.equal(roundHalfUp(2.4999999999999996), 3, 'binary noise below .5 counts as .5')
  t.equal(roundHalfUp(2.49), 2)
  t.throws(() => roundHalfUp(Number.NaN), RangeError)
})

t.test('properties of the conversions', async (t) => {
  const grosze = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })
  fc.assert(fc.property(grosze, (g) => toGrosze(toPln(g)) === g))
  fc.assert(
    fc.property(grosze, (g) => {
      const pln = toPln(g)
      return pln.toFixed(2) === (g / 100).toFixed(2) && round2(pln) === pln
    }),
  )
  fc.assert(
    fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
      const r = round2(x)
      return Math.abs(r - x) <= 0.005 + 1e-6 && round2(r) === r
    }),
  )
  t.pass('toGrosze/toPln/round2 are consistent')
})

t.test('formatPrice in Polish: comma, NBSP thousands, NBSP before zł', async (t) => {
  t.equal(formatPrice(99, 'pl'), '99,00\u00a0zł')
  t.equal(formatPrice(9.99, 'pl'), '9,99\u00a0zł')
  t.equal(formatPrice(0, 'pl'), '0,00\u00a0zł')
  t.equal(formatPrice(0.5, 'pl'), '0,50\u00a0zł')
  t.equal(formatPrice(12.5, 'pl'), '12,50\u00a0zł')
  t.equal(formatPrice(999.99, 'pl'), '999,99\u00a0zł')
  t.equal(formatPrice(1234.5, 'pl'), '1234,50\u00a0zł', 'four digits are not split (Polish typography)')
  t.equal(formatPrice(12345.67, 'pl'), '12\u00a0345,67\u00a0zł')
  t.equal(formatPrice(1234567.891, 'pl'), '1\u00a0234\u00a0567,89\u00a0zł')
  t.equal(formatPrice(0.1 + 0.2, 'pl'), '0,30\u00a0zł')
  t.equal(formatPrice(-12.5, 'pl'), '-12,50\u00a0zł')
})

t.test('formatPrice in English: PLN prefix, dot decimals, comma thousands', async (t) => {
  t.equal(formatPrice(99, 'en'), 'PLN\u00a099.00')
  t.equal(formatPrice(9.99, 'en'), 'PLN\u00a09.99')
  t.equal(formatPrice(1234.5, 'en'), 'PLN\u00a01,234.50')
  t.equal(formatPrice(1000000, 'en'), 'PLN\u00a01,000,000.00')
  t.equal(formatPrice(-0.01, 'en'), '-PLN\u00a00.01')
})

t.test('formatPrice reads back as the rounded amount', async (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (g) => {
      const pln = toPln(g)
      const pl = formatPrice(pln, 'pl')
      const en = formatPrice(pln, 'en')
      const fromPl = Number(
        pl
          .replace(/\u00a0zł$/, '')
          .replaceAll('\u00a0', '')
          .replace(',', '.'),
      )
      const fromEn = Number(en.replace(/^PLN\u00a0/, '').replaceAll(',', ''))
      return fromPl === pln && fromEn === pln && !pl.includes(' ') && !en.includes(' ')
    }),
  )
  t.pass()
})

t.test('formatPrice prints exactly what Intl.NumberFormat pl-PL / en-GB prints for PLN', async (t) => {
  const intl = {
    pl: new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }),
    en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'PLN' }),
  }
  for (const pln of [0, 0.5, 9.99, 99, 999.99, 1000, 1234.5, 9999.99, 12345.67, 1234567.89, -12.5]) {
    t.equal(formatPrice(pln, 'pl'), intl.pl.format(pln), `pl ${pln}`)
    t.equal(formatPrice(pln, 'en'), intl.en.format(pln), `en ${pln}`)
  }
  fc.assert(
    fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (g) => {
      const pln = toPln(g)
      return formatPrice(pln, 'pl') === intl.pl.format(pln) && formatPrice(pln, 'en') === intl.en.format(pln)
    }),
  )
})
