/** Europe/Warsaw wall-clock time, whatever the host's time zone, across DST changes. */
import fc from 'fast-check'
import t from 'tap'
import { formatDate } from '#domain/hours/format.js'
import { effectiveOverride, siteStatus } from '#domain/hours/site-status.js'
import { orderSlots } from '#domain/hours/slots.js'
import {
  addDays,
  isDateString,
  minutesOfDay,
  RESTAURANT_TIME_ZONE,
  warsawDate,
  warsawParts,
  warsawToInstant,
  weekdayOf,
} from '#domain/hours/warsaw-time.js'
import { iso, winter } from './helpers.js'

t.test('the host time zone is whatever the runner set', async (t) => {
  t.comment(`TZ=${process.env.TZ ?? '(unset)'}, host offset ${new Date().getTimezoneOffset()} min`)
  t.equal(RESTAURANT_TIME_ZONE, 'Europe/Warsaw')
})

t.test('warsawParts reads the Warsaw wall clock', async (t) => {
  t.strictSame(warsawParts(new Date('2026-11-21T12:00:00Z')), {
    year: 2026,
    month: 11,
    day: 21,
    weekday: 6,
    hour: 13,
    minute: 0,
    second: 0,
    date: '2026-11-21',
    time: '13:00',
  })
  const midnight = warsawParts(new Date('2026-11-21T23:00:00Z'))
  t.equal(midnight.date, '2026-11-22')
  t.equal(midnight.weekday, 0)
  t.equal(midnight.hour, 0, 'midnight is hour 0, never 24')
  t.equal(warsawParts(new Date('2026-07-01T11:30:45Z')).time, '13:30')
  t.equal(warsawParts(Date.parse('2026-07-01T11:30:45Z')).second, 45)
  t.equal(warsawDate(new Date('2026-11-21T22:59:59.999Z')), '2026-11-21')
  t.equal(warsawDate(new Date('2026-11-21T23:00:00Z')), '2026-11-22')
  t.equal(warsawDate(new Date('2026-06-30T22:00:00Z')), '2026-07-01', 'summer: midnight is 22:00 UTC')
  t.throws(() => warsawParts(new Date(Number.NaN)), RangeError)
})

t.test('warsawToInstant, winter and summer', async (t) => {
  t.equal(iso(warsawToInstant('2026-11-21', '13:00')), '2026-11-21T12:00:00.000Z')
  t.equal(iso(warsawToInstant('2026-07-01', '13:00')), '2026-07-01T11:00:00.000Z')
  t.equal(iso(warsawToInstant('2026-11-22', '00:00')), '2026-11-21T23:00:00.000Z')
  t.equal(iso(warsawToInstant('2024-02-29', '23:59')), '2024-02-29T22:59:00.000Z')
})

t.test(
  'warsawToInstant across DST (spring forward 2026-03-29, fall back 2026-10-25, 2027-03-28)',
  async (t) => {
    t.equal(iso(warsawToInstant('2026-03-28', '13:00')), '2026-03-28T12:00:00.000Z')
    t.equal(iso(warsawToInstant('2026-03-29', '01:59')), '2026-03-29T00:59:00.000Z')
    t.equal(iso(warsawToInstant('2026-03-29', '02:00')), '2026-03-29T01:00:00.000Z', 'gap → 03:00 CEST')
    t.equal(iso(warsawToInstant('2026-03-29', '02:30')), '2026-03-29T01:30:00.000Z', 'gap → 03:30 CEST')
    t.equal(iso(warsawToInstant('2026-03-29', '03:00')), '2026-03-29T01:00:00.000Z')
    t.equal(iso(warsawToInstant('2026-03-29', '13:00')), '2026-03-29T11:00:00.000Z')
    t.equal(iso(warsawToInstant('2026-03-29', '21:00')), '2026-03-29T19:00:00.000Z')
    t.equal(iso(warsawToInstant('2026-10-25', '01:59')), '2026-10-24T23:59:00.000Z')
    t.equal(iso(warsawToInstant('2026-10-25', '02:30')), '2026-10-25T00:30:00.000Z', 'twice → the earlier')
    t.equal(iso(warsawToInstant('2026-10-25', '03:00')), '2026-10-25T02:00:00.000Z')
    t.equal(iso(warsawToInstant('2026-10-25', '13:00')), '2026-10-25T12:00:00.000Z')
    t.equal(iso(warsawToInstant('2026-10-24', '13:00')), '2026-10-24T11:00:00.000Z')
    t.equal(iso(warsawToInstant('2027-03-27', '13:00')), '2027-03-27T12:00:00.000Z')
    t.equal(iso(warsawToInstant('2027-03-28', '13:00')), '2027-03-28T11:00:00.000Z')
  },
)

t.test('warsawToInstant refuses malformed input', async (t) => {
  for (const [d, h] of [
    ['2026-02-30', '13:00'],
    ['2026-2-3', '13:00'],
    ['2026-13-01', '13:00'],
    ['26-11-21', '13:00'],
    ['2026-11-21', '24:00'],
    ['2026-11-21', '13:60'],
    ['2026-11-21', '1:00'],
    ['2026-11-21', '13:00:00'],
  ] as const) {
    t.throws(() => warsawToInstant(d, h), RangeError, `${d} ${h}`)
  }
})

t.test('property: warsawToInstant inverts warsawParts', async (t) => {
  const minute = fc
    .integer({ min: Date.UTC(2000, 0, 1) / 60000, max: Date.UTC(2099, 11, 31) / 60000 })
    .map((m) => m * 60000)
  fc.assert(
    fc.property(minute, (ms) => {
      const p = warsawParts(ms)
      const back = warsawToInstant(p.date, p.time).getTime()
      // equal, or the first of two readings of the same wall time (autumn night)
      return back === ms || back === ms - 3_600_000
    }),
    { numRuns: 2000 },
  )
  t.pass()
})

t.test('date helpers', async (t) => {
  t.equal(addDays('2026-11-21', 1), '2026-11-22')
  t.equal(addDays('2026-12-31', 1), '2027-01-01')
  t.equal(addDays('2026-03-01', -1), '2026-02-28')
  t.equal(addDays('2026-03-28', 1), '2026-03-29')
  t.equal(weekdayOf('2026-11-21'), 6)
  t.equal(weekdayOf('2026-11-23'), 1)
  t.ok(isDateString('2028-02-29'))
  t.notOk(isDateString('2027-02-29'))
  t.notOk(isDateString(20261121))
  t.equal(minutesOfDay('13:30'), 810)
  t.equal(effectiveOverride({ date: '2026-11-21', kind: 'OPEN' }, '2026-11-21')?.kind, 'OPEN')
  t.equal(effectiveOverride({ date: '2026-11-20', kind: 'OPEN' }, '2026-11-21'), null)
  t.equal(effectiveOverride(null, '2026-11-21'), null)
})

t.test('results do not depend on the host time zone', async (t) => {
  const saved = process.env.TZ
  const instants = [
    winter('2026-11-25', '13:00'),
    new Date('2026-03-29T11:00:00Z'),
    new Date('2026-10-25T00:30:00Z'),
    new Date('2026-11-21T23:00:00Z'),
  ]
  const snapshot = () =>
    JSON.stringify(
      instants.map((d) => [
        warsawParts(d),
        siteStatus(d, { date: '2026-11-25', kind: 'OPEN' }),
        orderSlots(d, null, 'SELF'),
        warsawToInstant('2026-03-29', '02:30'),
        formatDate(d),
      ]),
    )
  const reference = snapshot()
  try {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Europe/Warsaw']) {
      process.env.TZ = tz
      if (tz === 'Asia/Tokyo') t.equal(new Date('2026-11-21T12:00:00Z').getHours(), 21, 'host zone switched')
      t.equal(snapshot(), reference, tz)
    }
  } finally {
    if (saved === undefined) delete process.env.TZ
    else process.env.TZ = saved
  }
})
