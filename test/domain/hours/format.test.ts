/** Times and dates as guests read them. */
import t from 'tap'
import { formatDate, formatTime } from '#domain/hours/format.js'

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
