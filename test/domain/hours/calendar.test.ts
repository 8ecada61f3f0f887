/** The calendar of holidays and special hours: over New Year, over DST, beside today's override. */
import t from 'tap'
import { type Calendar, checkCalendarDay, ordersOutsideHours, todayCalendar } from '#domain/hours/calendar.js'
import { hoursOn } from '#domain/hours/schedule.js'
import { siteStatus } from '#domain/hours/site-status.js'
import { orderSlots, validateOrderTime } from '#domain/hours/slots.js'
import { hhmm, summer, winter } from './helpers.js'

// Thursday 24 to Saturday 26 December 2026 closed; New Year's Eve (Thursday) 12:00-18:00; New
// Year's Day (Friday) closed; Monday 4 January opened for an event, 16:00-20:00.
const HOLIDAYS: Calendar = [
  { date: '2026-12-24', closed: true, note: 'Wigilia' },
  { date: '2026-12-25', closed: true },
  { date: '2026-12-26', closed: true },
  { date: '2026-12-31', closed: false, opensAt: '12:00', closesAt: '18:00', note: 'Sylwester' },
  { date: '2027-01-01', closed: true },
  { date: '2027-01-04', closed: false, opensAt: '16:00', closesAt: '20:00' },
]
const calendar = { calendar: HOLIDAYS }

t.test('a date in the calendar has its hours; other dates keep the weekly schedule', async (t) => {
  t.equal(hoursOn('2026-12-24', HOLIDAYS), null, 'closed all day')
  t.same(hoursOn('2026-12-31', HOLIDAYS), { opensAt: '12:00', closesAt: '18:00' })
  t.same(hoursOn('2027-01-04', HOLIDAYS), { opensAt: '16:00', closesAt: '20:00' }, 'a Monday opened')
  t.same(hoursOn('2026-12-23', HOLIDAYS), { opensAt: '13:00', closesAt: '22:00' }, 'Wednesday as usual')
  t.equal(hoursOn('2026-12-28', HOLIDAYS), null, 'a Monday stays closed')
})

t.test('closed dates: the site is closed and the next opening skips the run of holidays', async (t) => {
  const s = siteStatus(winter('2026-12-24', '15:00'), calendar)
  t.equal(s.closed, true)
  t.equal(s.reason, 'CALENDAR', 'the calendar, not the weekly schedule, closed the day')
  t.same(s.today, { date: '2026-12-24', opensAt: null, closesAt: null })
  // 25 and 26 closed, Sunday 27 opens at 13:00.
  t.equal(s.nextOpening, winter('2026-12-27', '13:00').toISOString())
  // Without the calendar it is an ordinary Thursday.
  t.equal(siteStatus(winter('2026-12-24', '15:00'), null).closed, false)
})

t.test('New Year: special hours on the 31st, closed on the 1st, open on the 2nd', async (t) => {
  t.equal(siteStatus(winter('2026-12-31', '12:00'), calendar).closed, false, 'opens early')
  t.equal(siteStatus(winter('2026-12-31', '17:59'), calendar).closed, false)
  const evening = siteStatus(winter('2026-12-31', '18:00'), calendar)
  t.equal(evening.closed, true, 'closes at 18:00')
  t.same(evening.today, { date: '2026-12-31', opensAt: '12:00', closesAt: '18:00' })
  t.equal(evening.reason, 'CALENDAR', 'special hours come from the calendar')
  t.equal(evening.nextOpening, winter('2027-01-02', '13:00').toISOString(), 'across the year, past the 1st')
  t.same(
    hhmm(orderSlots(winter('2026-12-31', '16:30'), calendar, 'SELF')),
    ['17:00', '17:15', '17:30', '17:45', '18:00'],
    'slots end at the special closing',
  )
  t.equal(
    validateOrderTime(winter('2026-12-31', '16:30'), calendar, 'SELF', winter('2026-12-31', '19:00')),
    'OUTSIDE_HOURS',
  )
  t.equal(
    validateOrderTime(winter('2027-01-01', '14:00'), calendar, 'SELF', winter('2027-01-01', '16:00')),
    'CLOSED',
  )
  // The first Monday of the year, opened for an event.
  const monday = siteStatus(winter('2027-01-04', '16:30'), calendar)
  t.equal(monday.closed, false)
  t.equal(
    siteStatus(winter('2027-01-03', '22:00'), calendar).nextOpening,
    winter('2027-01-04', '16:00').toISOString(),
  )
})

t.test('special hours over DST use the wall clock of that date', async (t) => {
  // Sunday 28 March 2027: clocks go forward at 02:00. Special hours 10:00-16:00 (summer time).
  const spring: Calendar = [{ date: '2027-03-28', closed: false, opensAt: '10:00', closesAt: '16:00' }]
  t.equal(siteStatus(summer('2027-03-28', '09:59'), { calendar: spring }).closed, true)
  t.equal(siteStatus(summer('2027-03-28', '10:00'), { calendar: spring }).closed, false)
  t.equal(
    siteStatus(summer('2027-03-28', '01:00'), { calendar: spring }).nextOpening,
    '2027-03-28T08:00:00.000Z',
    '10:00 CEST is 08:00 UTC',
  )
  // Sunday 25 October 2026: clocks go back at 03:00; closed by the calendar, Wednesday next.
  const autumn: Calendar = [{ date: '2026-10-25', closed: true }]
  const s = siteStatus(new Date('2026-10-25T12:00:00Z'), { calendar: autumn })
  t.equal(s.closed, true)
  t.equal(s.nextOpening, winter('2026-10-28', '13:00').toISOString(), 'winter time after the change')
})

t.test("today's override keeps its priority over the calendar", async (t) => {
  const at = winter('2026-12-24', '15:00')
  const open = siteStatus(at, { override: { date: '2026-12-24', kind: 'OPEN' }, calendar: HOLIDAYS })
  t.equal(open.closed, false, '"open today" on a holiday opens it')
  t.equal(open.today.closesAt, '22:00', 'until the default closing, as on a closed weekday')
  const closed = siteStatus(winter('2026-12-31', '13:00'), {
    override: { date: '2026-12-31', kind: 'CLOSED' },
    calendar: HOLIDAYS,
  })
  t.equal(closed.closed, true, '"close today" closes special hours')
  t.equal(closed.nextOpening, winter('2027-01-02', '13:00').toISOString())
})

t.test('checkCalendarDay refuses past dates, impossible hours and far dates', async (t) => {
  const today = '2026-11-25'
  t.equal(checkCalendarDay({ date: '2026-12-24', closed: true }, today), null)
  t.equal(checkCalendarDay({ date: today, closed: false, opensAt: '12:00', closesAt: '18:00' }, today), null)
  t.equal(checkCalendarDay({ date: '2026-11-24', closed: true }, today), 'DATE_IN_PAST')
  t.equal(checkCalendarDay({ date: '2026-02-30', closed: true }, today), 'INVALID_DATE')
  t.equal(checkCalendarDay({ date: '2028-01-01', closed: true }, today), 'TOO_FAR')
  t.equal(
    checkCalendarDay({ date: '2026-12-31', closed: false, opensAt: '18:00', closesAt: '12:00' }, today),
    'INVALID_HOURS',
  )
  t.equal(
    checkCalendarDay({ date: '2026-12-31', closed: false, opensAt: '25:00', closesAt: '26:00' }, today),
    'INVALID_HOURS',
  )
})

t.test("todayCalendar rebuilds today's entry from the status's hours", async (t) => {
  t.same(todayCalendar({ date: '2026-12-31', opensAt: '12:00', closesAt: '18:00' }), [
    { date: '2026-12-31', closed: false, opensAt: '12:00', closesAt: '18:00' },
  ])
  t.same(todayCalendar({ date: '2026-12-24', opensAt: null, closesAt: null }), [
    { date: '2026-12-24', closed: true },
  ])
})

t.test('orders a new exception leaves outside its hours (Warsaw wall clock, DST included)', async (t) => {
  const orders = [
    { number: 12, plannedAt: '2026-12-31T10:45:00.000Z' }, // 11:45 in Kraków (winter, +01:00)
    { number: 15, plannedAt: '2026-12-31T11:00:00.000Z' }, // 12:00: the opening minute
    { number: 18, plannedAt: '2026-12-31T17:00:00.000Z' }, // 18:00: the closing minute
    { number: 19, plannedAt: '2026-12-31T17:01:00.000Z' }, // 18:01
    { number: 20, plannedAt: '2026-12-31T23:15:00.000Z' }, // 00:15 on New Year's Day
  ]
  const numbers = (list: { number: number }[]) => list.map((o) => o.number)
  const eve = { date: '2026-12-31', closed: false, opensAt: '12:00', closesAt: '18:00' }
  t.same(numbers(ordersOutsideHours(orders, eve)), [12, 19, 20])
  t.same(numbers(ordersOutsideHours(orders, { date: '2026-12-31', closed: true })), [12, 15, 18, 19, 20])
  t.same(ordersOutsideHours([], eve), [])
  // Summer time (+02:00): 19:30 in Kraków is 17:30 UTC, inside 18:00-22:00.
  const june = { date: '2027-06-18', closed: false, opensAt: '18:00', closesAt: '22:00' }
  t.same(numbers(ordersOutsideHours([{ number: 3, plannedAt: '2027-06-18T17:30:00.000Z' }], june)), [])
  t.same(numbers(ordersOutsideHours([{ number: 4, plannedAt: '2027-06-18T15:30:00.000Z' }], june)), [4])
})
