/** The weekly schedule of the product rules and the header's lines. */
import t from 'tap'
import { weekdayName } from '#domain/hours/format.js'
import { OVERRIDE_DEFAULT_CLOSES_AT, SCHEDULE, scheduleLines } from '#domain/hours/schedule.js'
import { LEAD_MINUTES } from '#domain/hours/slots.js'

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
