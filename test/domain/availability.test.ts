/** Sold out: which products a guest can order, and when a "rest of today" switch-off ends. */
import t from 'tap'
import {
  type AvailabilityState,
  availabilityChecker,
  EMPTY_AVAILABILITY,
  expiryOf,
  isMarkActive,
  isProductAvailable,
  nextWarsawMidnight,
  untilOf,
} from '#domain/availability.js'
import { productById, products } from '../helpers/menu-seed.js'

const product = (id: string) => {
  const found = productById(id)
  if (!found) throw new Error(`no product ${id}`)
  return found
}

t.test('the rest of today ends at the next Warsaw midnight, in winter and in summer', async (t) => {
  // 23 November 2026, 20:00 in Kraków (UTC+1): midnight is 23:00 UTC.
  t.equal(nextWarsawMidnight(new Date('2026-11-23T19:00:00Z')).toISOString(), '2026-11-23T23:00:00.000Z')
  // 15 July 2026, 20:00 in Kraków (UTC+2): midnight is 22:00 UTC.
  t.equal(nextWarsawMidnight(new Date('2026-07-15T18:00:00Z')).toISOString(), '2026-07-15T22:00:00.000Z')
  // 23:30 UTC is already 00:30 the next day in Kraków: the switch-off lasts until the night after.
  t.equal(nextWarsawMidnight(new Date('2026-11-23T23:30:00Z')).toISOString(), '2026-11-24T23:00:00.000Z')
  // Exactly midnight: the day has just begun, it runs to the next midnight.
  t.equal(nextWarsawMidnight(new Date('2026-11-23T23:00:00Z')).toISOString(), '2026-11-24T23:00:00.000Z')
})

t.test('across the DST changes the day is 23 or 25 hours long and still ends at midnight', async (t) => {
  // Saturday 28 March 2026, 21:00 (UTC+1); the clocks go forward in the night to Sunday 29 March.
  t.equal(nextWarsawMidnight(new Date('2026-03-28T20:00:00Z')).toISOString(), '2026-03-28T23:00:00.000Z')
  // Sunday 29 March 2026, 01:30 UTC+1 (before the change) → Monday 00:00 UTC+2 = 22:00 UTC.
  t.equal(nextWarsawMidnight(new Date('2026-03-29T00:30:00Z')).toISOString(), '2026-03-29T22:00:00.000Z')
  // Sunday 25 October 2026 (clocks go back at 03:00): 10:00 UTC+1 → midnight 23:00 UTC.
  t.equal(nextWarsawMidnight(new Date('2026-10-25T09:00:00Z')).toISOString(), '2026-10-25T23:00:00.000Z')
  // Saturday 24 October 2026, 23:00 UTC+2 → the next midnight is still summer time: 22:00 UTC.
  t.equal(nextWarsawMidnight(new Date('2026-10-24T21:00:00Z')).toISOString(), '2026-10-24T22:00:00.000Z')
})

t.test('END_OF_DAY is stored as its expiry; until switched on as null', async (t) => {
  const now = new Date('2026-11-23T19:00:00Z')
  t.equal(expiryOf('END_OF_DAY', now), '2026-11-23T23:00:00.000Z')
  t.equal(expiryOf(null, now), null)
  t.equal(untilOf({ expiresAt: '2026-11-23T23:00:00.000Z' }), 'END_OF_DAY')
  t.equal(untilOf({ expiresAt: null }), null)
})

t.test('a switch-off for the rest of today holds until midnight and not a moment after', async (t) => {
  const mark = { expiresAt: expiryOf('END_OF_DAY', new Date('2026-11-23T19:00:00Z')) }
  t.ok(isMarkActive(mark, new Date('2026-11-23T22:59:59.999Z')), '23:59:59.999 in Kraków')
  t.notOk(isMarkActive(mark, new Date('2026-11-23T23:00:00Z')), 'midnight: back on the menu')
  t.notOk(isMarkActive(mark, new Date('2026-11-24T12:00:00Z')), 'the next day')
  t.ok(isMarkActive({ expiresAt: null }, new Date('2030-01-01T00:00:00Z')), 'until switched back on')
})

t.test('a product is unavailable when it is switched off itself', async (t) => {
  const state: AvailabilityState = {
    unavailable: [{ productId: 'nigiri-losos', until: null }],
    categories: [],
  }
  t.notOk(isProductAvailable(product('nigiri-losos'), state))
  t.ok(isProductAvailable(product('nigiri-tunczyk'), state), 'its neighbours stay on')
  t.ok(
    products.every((p) => isProductAvailable(p, EMPTY_AVAILABILITY)),
    'nothing switched off: all orderable',
  )
})

t.test('a set stays orderable when a dish in it is switched off, unless the set itself is', async (t) => {
  const salmon: AvailabilityState = {
    unavailable: [
      { productId: 'nigiri-losos', until: 'END_OF_DAY' },
      { productId: 'hosomaki-losos', until: 'END_OF_DAY' },
    ],
    categories: [],
  }
  t.ok(product('zestaw-lososiowy').isSet)
  t.ok(isProductAvailable(product('zestaw-lososiowy'), salmon))
  const setOff = { ...salmon, unavailable: [{ productId: 'zestaw-lososiowy', until: null }] }
  t.notOk(isProductAvailable(product('zestaw-lososiowy'), setOff))
})

t.test('a category switch takes off everything listed on its page', async (t) => {
  const lunch: AvailabilityState = {
    unavailable: [],
    categories: [{ categoryKey: 'LUNCH', until: 'END_OF_DAY' }],
  }
  const lunches = products.filter((p) => p.mainCategory === 'LUNCH')
  t.ok(lunches.length >= 2)
  t.ok(
    lunches.every((p) => !isProductAvailable(p, lunch)),
    'every lunch',
  )
  t.ok(isProductAvailable(product('nigiri-losos'), lunch), 'other categories stay on')

  // WEGE lists every vegetarian product, whatever its main category.
  const wege: AvailabilityState = { unavailable: [], categories: [{ categoryKey: 'WEGE', until: null }] }
  t.notOk(isProductAvailable(product('nigiri-tamago'), wege))
  t.ok(isProductAvailable(product('nigiri-losos'), wege))

  const checker = availabilityChecker({ ...wege, unavailable: [{ productId: 'nigiri-losos', until: null }] })
  t.ok(checker.isCategoryOff('WEGE'))
  t.notOk(checker.isCategoryOff('SETS'))
  t.ok(checker.isProductOff('nigiri-losos'))
  t.notOk(checker.isProductOff('nigiri-tamago'), 'off through its category, not by its own switch')
})
