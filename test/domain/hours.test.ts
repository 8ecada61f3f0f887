import fc from 'fast-check'
import t from 'tap'
import {
  addDays,
  effectiveOverride,
  expectedReadyAt,
  formatDate,
  formatTime,
  isDateString,
  isSiteClosed,
  LEAD_MINUTES,
  minutesOfDay,
  OVERRIDE_DEFAULT_CLOSES_AT,
  type Override,
  orderSlots,
  RESTAURANT_TIME_ZONE,
  SCHEDULE,
  scheduleLines,
  siteStatus,
  validateOrderTime,
  warsawDate,
  warsawParts,
  warsawToInstant,
  weekdayName,
  weekdayOf,
} from '../../domain/hours.js'

// November 2026 is winter time (+01:00). Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28.
const winter = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`)
const summer = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`)
const iso = (d: Date) => d.toISOString()
const hhmm = (slots: string[]) => slots.map((s) => formatTime(new Date(s), 'pl'))

t.test('the host time zone is whatever the runner set', async (t) => {
  t.comment(`TZ=${process.env.TZ ?? '(unset)'}, host offset ${new Date().getTimezoneOffset()} min`)
  t.equal(RESTAURANT_TIME_ZONE, 'Europe/Warsaw')
})

t.test('weekly schedule', async (t) => {
  t.strictSame(SCHEDULE, [
    { opensAt: '13:00', closesAt: '21:00' },
    null,
    null,
    { opensAt: '13:00', closesAt: '22:00' },
    { opensAt: '13:00', closesAt: '22:00' },
    { opensAt: '13:00', closesAt: '22:00' },
    { opensAt: '13:00', closesAt: '22:00' },
  ])
  t.strictSame(
    scheduleLines('pl').map((l) => `${l.days} ${l.hours}`),
    ['Niedziela 13:00-21:00', 'Środa – sobota 13:00-22:00'],
  )
  t.strictSame(
    scheduleLines('en').map((l) => `${l.days} ${l.hours}`),
    ['Sunday 13:00-21:00', 'Wednesday – Saturday 13:00-22:00'],
  )
  t.equal(weekdayName(3, 'pl'), 'środa')
  t.equal(weekdayName(0, 'en'), 'Sunday')
  t.throws(() => weekdayName(7, 'pl'), RangeError)
  t.equal(OVERRIDE_DEFAULT_CLOSES_AT, '22:00')
  t.strictSame(LEAD_MINUTES, { SELF: 30, COURIER: 60 })
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

t.test('siteStatus by the schedule, each weekday and boundary', async (t) => {
  // [date, time, closed]
  const cases: [string, string, boolean][] = [
    // Sunday 13:00-21:00
    ['2026-11-22', '12:59', true],
    ['2026-11-22', '13:00', false],
    ['2026-11-22', '20:59', false],
    ['2026-11-22', '21:00', true],
    ['2026-11-22', '21:30', true],
    // Monday, Tuesday closed
    ['2026-11-23', '00:00', true],
    ['2026-11-23', '13:00', true],
    ['2026-11-23', '18:00', true],
    ['2026-11-24', '13:00', true],
    ['2026-11-24', '18:00', true],
    // Wednesday to Saturday 13:00-22:00
    ...(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].flatMap((d) => [
      [d, '00:00', true],
      [d, '12:59', true],
      [d, '13:00', false],
      [d, '21:00', false],
      [d, '21:59', false],
      [d, '22:00', true],
      [d, '23:59', true],
    ]) as [string, string, boolean][]),
  ]
  for (const [date, time, closed] of cases) {
    const s = siteStatus(winter(date, time), null)
    t.equal(s.closed, closed, `${date} ${time} ${closed ? 'closed' : 'open'}`)
    t.equal(s.reason, 'SCHEDULE')
    t.equal(s.today.date, date)
    t.equal(isSiteClosed(winter(date, time), null), closed)
  }
  t.strictSame(siteStatus(winter('2026-11-22', '15:00'), null).today, {
    date: '2026-11-22',
    opensAt: '13:00',
    closesAt: '21:00',
  })
  t.strictSame(siteStatus(winter('2026-11-23', '15:00'), null).today, {
    date: '2026-11-23',
    opensAt: null,
    closesAt: null,
  })
})

t.test('siteStatus: seconds before opening and closing', async (t) => {
  t.equal(siteStatus(new Date('2026-11-25T11:59:59.999Z'), null).closed, true)
  t.equal(siteStatus(new Date('2026-11-25T12:00:00.000Z'), null).closed, false)
  t.equal(siteStatus(new Date('2026-11-25T20:59:59.999Z'), null).closed, false)
  t.equal(siteStatus(new Date('2026-11-25T21:00:00.000Z'), null).closed, true)
})

t.test('nextOpening', async (t) => {
  const next = (d: Date, o: Override | null = null) => siteStatus(d, o).nextOpening
  t.equal(next(winter('2026-11-25', '10:00')), '2026-11-25T12:00:00.000Z', 'later today')
  t.equal(next(winter('2026-11-25', '14:00')), null, 'open now')
  t.equal(next(winter('2026-11-25', '22:00')), '2026-11-26T12:00:00.000Z', 'tomorrow')
  t.equal(next(winter('2026-11-28', '23:00')), '2026-11-29T12:00:00.000Z', 'Saturday night → Sunday')
  t.equal(next(winter('2026-11-22', '21:00')), '2026-11-25T12:00:00.000Z', 'Sunday night → Wednesday')
  t.equal(next(winter('2026-11-23', '13:00')), '2026-11-25T12:00:00.000Z', 'Monday → Wednesday')
  t.equal(next(winter('2026-11-24', '23:59')), '2026-11-25T12:00:00.000Z', 'Tuesday → Wednesday')
  t.equal(
    next(winter('2026-11-25', '10:00'), { date: '2026-11-25', kind: 'CLOSED' }),
    '2026-11-26T12:00:00.000Z',
    'closed today → not later today',
  )
  t.equal(
    next(winter('2026-11-22', '10:00'), { date: '2026-11-22', kind: 'CLOSED' }),
    '2026-11-25T12:00:00.000Z',
    'Sunday closed → Wednesday',
  )
  t.equal(next(winter('2026-03-28', '22:30')), '2026-03-29T11:00:00.000Z', 'across spring DST')
  t.equal(next(summer('2026-10-24', '23:00')), '2026-10-25T12:00:00.000Z', 'across autumn DST')
})

t.test('override "close today"', async (t) => {
  const o: Override = { date: '2026-11-25', kind: 'CLOSED' }
  for (const time of ['00:00', '10:00', '13:00', '18:00', '21:59', '23:59']) {
    const s = siteStatus(winter('2026-11-25', time), o)
    t.equal(s.closed, true, time)
    t.equal(s.reason, 'OVERRIDE_CLOSED')
    t.strictSame(s.today, { date: '2026-11-25', opensAt: null, closesAt: null })
  }
  const next = siteStatus(winter('2026-11-26', '00:00'), o)
  t.equal(next.reason, 'SCHEDULE', 'at midnight the override stops applying')
  t.equal(next.closed, true)
  t.equal(siteStatus(winter('2026-11-26', '13:00'), o).closed, false)
})

t.test('override "open today"', async (t) => {
  const monday: Override = { date: '2026-11-23', kind: 'OPEN' }
  for (const time of ['00:00', '10:00', '13:00', '22:00', '23:59']) {
    const s = siteStatus(winter('2026-11-23', time), monday)
    t.equal(s.closed, false, `Monday ${time} open`)
    t.equal(s.reason, 'OVERRIDE_OPEN')
    t.strictSame(s.today, { date: '2026-11-23', opensAt: null, closesAt: '22:00' })
    t.equal(s.nextOpening, null)
  }
  const tuesday = siteStatus(winter('2026-11-24', '00:00'), monday)
  t.equal(tuesday.closed, true, 'midnight: Monday override no longer applies')
  t.equal(tuesday.reason, 'SCHEDULE')
  t.equal(siteStatus(new Date('2026-11-23T22:59:59.999Z'), monday).closed, false, 'Monday 23:59:59.999')

  const sunday: Override = { date: '2026-11-22', kind: 'OPEN' }
  const s = siteStatus(winter('2026-11-22', '21:30'), sunday)
  t.equal(s.closed, false, 'open for the rest of the date, past the scheduled closing')
  t.strictSame(s.today, { date: '2026-11-22', opensAt: '13:00', closesAt: '21:00' })
  t.equal(siteStatus(winter('2026-11-22', '10:00'), sunday).closed, false, 'before the scheduled opening')
})

t.test('overrides of other dates are ignored', async (t) => {
  const yesterdayClosed: Override = { date: '2026-11-24', kind: 'CLOSED' }
  const s = siteStatus(winter('2026-11-25', '14:00'), yesterdayClosed)
  t.equal(s.closed, false)
  t.equal(s.reason, 'SCHEDULE')
  const lastWeekOpen: Override = { date: '2026-11-16', kind: 'OPEN' }
  t.equal(siteStatus(winter('2026-11-23', '14:00'), lastWeekOpen).closed, true)
  const tomorrowClosed: Override = { date: '2026-11-26', kind: 'CLOSED' }
  t.equal(siteStatus(winter('2026-11-25', '14:00'), tomorrowClosed).closed, false)
  t.strictSame(orderSlots(winter('2026-11-23', '10:00'), lastWeekOpen, 'SELF'), [])
})

t.test('siteStatus on DST days', async (t) => {
  // 2026-03-29, Sunday, spring forward: 13:00 CEST = 11:00 UTC, 21:00 CEST = 19:00 UTC
  t.equal(siteStatus(new Date('2026-03-29T10:59:00Z'), null).closed, true)
  t.equal(siteStatus(new Date('2026-03-29T11:00:00Z'), null).closed, false)
  t.equal(siteStatus(new Date('2026-03-29T18:59:00Z'), null).closed, false)
  t.equal(siteStatus(new Date('2026-03-29T19:00:00Z'), null).closed, true)
  // 2026-10-25, Sunday, fall back: 13:00 CET = 12:00 UTC, 21:00 CET = 20:00 UTC
  t.equal(siteStatus(new Date('2026-10-25T11:59:00Z'), null).closed, true)
  t.equal(siteStatus(new Date('2026-10-25T12:00:00Z'), null).closed, false)
  t.equal(siteStatus(new Date('2026-10-25T19:59:00Z'), null).closed, false)
  t.equal(siteStatus(new Date('2026-10-25T20:00:00Z'), null).closed, true)
  // 2027-03-28, Sunday, spring forward
  t.equal(siteStatus(new Date('2027-03-28T10:59:00Z'), null).closed, true)
  t.equal(siteStatus(new Date('2027-03-28T11:00:00Z'), null).closed, false)
  t.equal(siteStatus(new Date('2027-03-28T19:00:00Z'), null).closed, true)
  // The day before (Saturday, still winter time): 13:00 CET = 12:00 UTC
  t.equal(siteStatus(new Date('2027-03-27T11:30:00Z'), null).closed, true)
  t.equal(siteStatus(new Date('2027-03-27T12:00:00Z'), null).closed, false)
  // An override set on a DST Sunday still ends at Warsaw midnight
  const o: Override = { date: '2026-03-29', kind: 'CLOSED' }
  t.equal(siteStatus(new Date('2026-03-29T21:59:00Z'), o).reason, 'OVERRIDE_CLOSED')
  t.equal(siteStatus(new Date('2026-03-29T22:00:00Z'), o).reason, 'SCHEDULE', '00:00 CEST Monday')
  const o2: Override = { date: '2026-10-25', kind: 'OPEN' }
  t.equal(siteStatus(new Date('2026-10-25T22:59:00Z'), o2).reason, 'OVERRIDE_OPEN')
  t.equal(siteStatus(new Date('2026-10-25T23:00:00Z'), o2).reason, 'SCHEDULE', '00:00 CET Monday')
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

t.test('formatTime and formatDate', async (t) => {
  t.equal(formatTime(new Date('2026-11-21T12:05:00Z'), 'pl'), '13:05')
  t.equal(formatTime(new Date('2026-11-21T12:05:00Z'), 'en'), '13:05')
  t.equal(formatTime(new Date('2026-07-01T19:30:00Z'), 'pl'), '21:30')
  t.equal(formatTime(new Date('2026-11-21T23:00:00Z'), 'pl'), '00:00')
  t.equal(formatTime(new Date('2026-11-21T08:00:00Z')), '09:00')
  t.equal(formatDate(new Date('2026-11-21T12:00:00Z'), 'pl'), '21.11.2026')
  t.equal(formatDate(new Date('2026-11-21T23:30:00Z'), 'pl'), '22.11.2026', 'Warsaw date, not UTC')
  t.equal(formatDate(new Date('2026-03-05T12:00:00Z')), '05.03.2026')
  t.equal(formatDate(new Date('2026-11-21T12:00:00Z'), 'en'), '21/11/2026')
  t.equal(formatDate('2026-11-21', 'pl'), '21.11.2026')
  t.throws(() => formatDate('21.11.2026', 'pl'), RangeError)
})
