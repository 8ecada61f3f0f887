/** Open or closed now, and why: the schedule, today's override, DST days. */
import t from 'tap'
import { type Override, siteStatus } from '#domain/hours/site-status.js'
import { orderSlots } from '#domain/hours/slots.js'
import { summer, winter } from './helpers.js'

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
    t.equal(siteStatus(winter(date, time), null).closed, closed)
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
