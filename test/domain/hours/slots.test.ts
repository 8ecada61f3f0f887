/** Order times: the slots offered, the check of a chosen time, the ASAP estimate. */
import fc from 'fast-check'
import t from 'tap'
import { type Override, siteStatus } from '#domain/hours/site-status.js'
import { expectedReadyAt, LEAD_MINUTES, orderSlots, validateOrderTime } from '#domain/hours/slots.js'
import { addDays, warsawDate, warsawParts } from '#domain/hours/warsaw-time.js'
import { hhmm, iso, winter } from './helpers.js'

t.test('orderSlots on a schedule day', async (t) => {
  const before = orderSlots(winter('2026-11-21', '11:00'), null, 'SELF')
  t.equal(before.length, 37, '13:00 … 22:00 every 15 minutes')
  t.equal(before[0], '2026-11-21T12:00:00.000Z')
  t.equal(before.at(-1), '2026-11-21T21:00:00.000Z', '22:00 (closing) is the last slot')
  t.strictSame(hhmm(orderSlots(winter('2026-11-21', '13:00'), null, 'SELF')).slice(0, 2), ['13:30', '13:45'])
  t.strictSame(hhmm(orderSlots(winter('2026-11-21', '13:00'), null, 'COURIER')).slice(0, 2), [
    '14:00',
    '14:15',
  ])
  t.strictSame(hhmm(orderSlots(winter('2026-11-21', '13:07'), null, 'SELF'))[0], '13:45', 'rounded up')
  t.strictSame(hhmm(orderSlots(winter('2026-11-21', '13:15'), null, 'SELF'))[0], '13:45', 'exactly 30 min')
  t.strictSame(
    hhmm(orderSlots(new Date('2026-11-21T12:15:00.001Z'), null, 'SELF'))[0],
    '14:00',
    'a millisecond too late for 13:45',
  )
  t.strictSame(hhmm(orderSlots(winter('2026-11-21', '21:30'), null, 'SELF')), ['22:00'])
  t.strictSame(orderSlots(winter('2026-11-21', '21:30'), null, 'COURIER'), [])
  t.strictSame(orderSlots(winter('2026-11-21', '22:00'), null, 'SELF'), [])
  t.strictSame(orderSlots(winter('2026-11-21', '23:50'), null, 'SELF'), [], 'no slots run into tomorrow')
  t.strictSame(hhmm(orderSlots(winter('2026-11-22', '20:00'), null, 'SELF')), ['20:30', '20:45', '21:00'])
  t.strictSame(orderSlots(winter('2026-11-23', '10:00'), null, 'SELF'), [], 'Monday')
  t.strictSame(orderSlots(winter('2026-11-24', '10:00'), null, 'COURIER'), [], 'Tuesday')
  t.strictSame(hhmm(orderSlots(winter('2026-11-21', '11:00'), null, 'SELF', 30)).slice(0, 3), [
    '13:00',
    '13:30',
    '14:00',
  ])
  t.throws(() => orderSlots(winter('2026-11-21', '11:00'), null, 'SELF', 0), RangeError)
  t.throws(() => orderSlots(winter('2026-11-21', '11:00'), null, 'SELF', 7.5), RangeError)
})

t.test('orderSlots with overrides', async (t) => {
  const mondayOpen: Override = { date: '2026-11-23', kind: 'OPEN' }
  const slots = hhmm(orderSlots(winter('2026-11-23', '10:00'), mondayOpen, 'SELF'))
  t.equal(slots[0], '10:30', '"open today" on a Monday: from now + 30 min')
  t.equal(slots.at(-1), '22:00', '… until 22:00')
  t.equal(slots.length, 47)
  t.equal(hhmm(orderSlots(winter('2026-11-23', '10:05'), mondayOpen, 'COURIER'))[0], '11:15')
  t.strictSame(orderSlots(winter('2026-11-23', '21:40'), mondayOpen, 'SELF'), [])
  const sundayOpen: Override = { date: '2026-11-22', kind: 'OPEN' }
  const sunday = hhmm(orderSlots(winter('2026-11-22', '09:00'), sundayOpen, 'SELF'))
  t.equal(sunday[0], '09:30')
  t.equal(sunday.at(-1), '21:00', 'the schedule closing time of that day')
  const saturdayClosed: Override = { date: '2026-11-21', kind: 'CLOSED' }
  t.strictSame(orderSlots(winter('2026-11-21', '11:00'), saturdayClosed, 'SELF'), [])
  t.equal(
    orderSlots(winter('2026-11-21', '11:00'), { date: '2026-11-20', kind: 'CLOSED' }, 'SELF').length,
    37,
    "yesterday's override is ignored",
  )
})

t.test('orderSlots on DST days', async (t) => {
  const spring = orderSlots(new Date('2026-03-29T08:00:00Z'), null, 'SELF') // 10:00 CEST
  t.equal(spring[0], '2026-03-29T11:00:00.000Z', '13:00 CEST')
  t.equal(spring.at(-1), '2026-03-29T19:00:00.000Z', '21:00 CEST')
  t.equal(spring.length, 33)
  const autumn = orderSlots(new Date('2026-10-25T09:00:00Z'), null, 'COURIER') // 10:00 CET
  t.equal(autumn[0], '2026-10-25T12:00:00.000Z', '13:00 CET')
  t.equal(autumn.at(-1), '2026-10-25T20:00:00.000Z', '21:00 CET')
  const spring27 = orderSlots(new Date('2027-03-28T08:00:00Z'), null, 'SELF')
  t.equal(spring27[0], '2027-03-28T11:00:00.000Z')
  for (const list of [spring, autumn, spring27]) {
    const gaps = list.slice(1).map((s, i) => Date.parse(s) - Date.parse(list[i] as string))
    t.ok(
      gaps.every((g) => g === 15 * 60_000),
      'evenly spaced',
    )
  }
  // "open today" through the spring-forward night: no slot in the missing hour, no duplicates
  const night = orderSlots(new Date('2026-03-28T23:00:00Z'), { date: '2026-03-29', kind: 'OPEN' }, 'SELF')
  const times = hhmm(night)
  t.equal(times[0], '00:30')
  t.notOk(
    times.some((x) => x.startsWith('02:')),
    'no 02:xx on 2026-03-29',
  )
  t.ok(times.includes('01:45') && times.includes('03:00'))
  t.equal(new Set(night).size, night.length)
  // … and through the autumn night: 02:xx once (the first reading)
  const fall = orderSlots(new Date('2026-10-24T22:00:00Z'), { date: '2026-10-25', kind: 'OPEN' }, 'SELF')
  t.equal(hhmm(fall).filter((x) => x === '02:30').length, 1)
  t.equal(new Set(fall).size, fall.length)
})

t.test('validateOrderTime', async (t) => {
  const now = winter('2026-11-21', '12:00')
  t.equal(validateOrderTime(now, null, 'SELF', winter('2026-11-21', '13:00')), null, 'opening time')
  t.equal(validateOrderTime(now, null, 'SELF', winter('2026-11-21', '22:00')), null, 'closing time')
  t.equal(validateOrderTime(now, null, 'SELF', winter('2026-11-21', '14:07')), null, 'off the grid')
  t.equal(validateOrderTime(now, null, 'SELF', winter('2026-11-21', '22:01')), 'OUTSIDE_HOURS')
  t.equal(validateOrderTime(now, null, 'SELF', winter('2026-11-21', '12:45')), 'OUTSIDE_HOURS')
  t.equal(validateOrderTime(now, null, 'SELF', winter('2026-11-21', '12:15')), 'TOO_SOON')
  t.equal(validateOrderTime(now, null, 'SELF', winter('2026-11-21', '11:00')), 'TOO_SOON', 'the past')
  t.equal(validateOrderTime(now, null, 'SELF', winter('2026-11-22', '14:00')), 'NOT_TODAY')
  t.equal(validateOrderTime(now, null, 'SELF', new Date(Number.NaN)), 'OUTSIDE_HOURS')

  const at14 = winter('2026-11-21', '14:00')
  t.equal(validateOrderTime(at14, null, 'SELF', winter('2026-11-21', '14:29')), 'TOO_SOON')
  t.equal(validateOrderTime(at14, null, 'SELF', winter('2026-11-21', '14:30')), null)
  t.equal(validateOrderTime(at14, null, 'COURIER', winter('2026-11-21', '14:59')), 'TOO_SOON')
  t.equal(validateOrderTime(at14, null, 'COURIER', winter('2026-11-21', '15:00')), null)
  t.equal(
    validateOrderTime(winter('2026-11-21', '21:30'), null, 'COURIER', winter('2026-11-21', '22:00')),
    'TOO_SOON',
  )

  t.equal(
    validateOrderTime(winter('2026-11-23', '10:00'), null, 'SELF', winter('2026-11-23', '14:00')),
    'CLOSED',
  )
  t.equal(
    validateOrderTime(now, { date: '2026-11-21', kind: 'CLOSED' }, 'SELF', winter('2026-11-21', '14:00')),
    'CLOSED',
  )
  const mondayOpen: Override = { date: '2026-11-23', kind: 'OPEN' }
  const mon = winter('2026-11-23', '10:00')
  t.equal(validateOrderTime(mon, mondayOpen, 'SELF', winter('2026-11-23', '10:40')), null)
  t.equal(validateOrderTime(mon, mondayOpen, 'SELF', winter('2026-11-23', '22:00')), null)
  t.equal(validateOrderTime(mon, mondayOpen, 'SELF', winter('2026-11-23', '22:01')), 'OUTSIDE_HOURS')
  t.equal(
    validateOrderTime(winter('2026-11-27', '23:50'), null, 'SELF', winter('2026-11-28', '00:30')),
    'NOT_TODAY',
    'midnight',
  )
})

t.test(
  'property: every slot validates; slots are increasing, on the grid, today, after the lead',
  async (t) => {
    const instant = fc
      .integer({ min: Date.UTC(2026, 0, 1) / 60000, max: Date.UTC(2028, 0, 1) / 60000 })
      .map((m) => new Date(m * 60000 + (m % 7) * 1000))
    const override = fc.oneof(
      fc.constant(null),
      fc.record({
        offset: fc.integer({ min: -1, max: 1 }),
        kind: fc.constantFrom('OPEN' as const, 'CLOSED' as const),
      }),
    )
    fc.assert(
      fc.property(instant, override, fc.constantFrom('SELF' as const, 'COURIER' as const), (now, o, type) => {
        const today = warsawDate(now)
        const ov = o ? { date: addDays(today, o.offset), kind: o.kind } : null
        const slots = orderSlots(now, ov, type)
        let prev = 0
        for (const s of slots) {
          const d = new Date(s)
          if (d.getTime() <= prev) return false
          prev = d.getTime()
          const p = warsawParts(d)
          if (p.date !== today || p.minute % 15 !== 0 || p.second !== 0) return false
          if (d.getTime() - now.getTime() < LEAD_MINUTES[type] * 60_000) return false
          if (validateOrderTime(now, ov, type, d) !== null) return false
        }
        const status = siteStatus(now, ov)
        if (status.reason === 'OVERRIDE_CLOSED' && slots.length > 0) return false
        return true
      }),
      { numRuns: 300 },
    )
    t.pass()
  },
)

t.test('expectedReadyAt for ASAP orders', async (t) => {
  const now = new Date('2026-11-21T12:00:00Z')
  t.equal(iso(expectedReadyAt(now, 'SELF')), '2026-11-21T12:30:00.000Z')
  t.equal(iso(expectedReadyAt(now, 'COURIER')), '2026-11-21T13:00:00.000Z')
})
