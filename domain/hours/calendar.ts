/**
 * The calendar: exceptions to the weekly schedule for single Warsaw dates, added ahead by staff —
 * closed all day (24 December, a private event) or special hours (31 December 12:00-18:00). The
 * weekly schedule applies where the calendar is silent; today's "open today" / "close today"
 * override still has priority (site-status.ts). See docs/kitchen.md, "Calendar".
 */
import type { HHMM } from './warsaw-time.js'
import { addDays, isDateString, minutesOfDay, warsawParts } from './warsaw-time.js'

/** One date's exception: closed all day, or open with its own hours. */
export type CalendarDay =
  | { date: string; closed: true; opensAt?: null; closesAt?: null; note?: string | null }
  | { date: string; closed: false; opensAt: HHMM; closesAt: HHMM; note?: string | null }

/** The exceptions known to a caller, in any order (dates outside it follow the weekly schedule). */
export type Calendar = readonly CalendarDay[]

/** How far ahead `GET /api/calendar` lists the exceptions. */
export const CALENDAR_DAYS_AHEAD = 60

/** How far ahead staff may plan an exception. */
const CALENDAR_MAX_DAYS_AHEAD = 366

/** The calendar's entry for `date`, if any. */
export function calendarEntry(calendar: Calendar | undefined, date: string): CalendarDay | null {
  return calendar?.find((day) => day.date === date) ?? null
}

/** Why a date's exception is refused; null means acceptable. */
export type CalendarProblem = 'INVALID_DATE' | 'DATE_IN_PAST' | 'TOO_FAR' | 'INVALID_HOURS'

/**
 * Checks an exception staff want to store, with `today` the Warsaw date now: a real date, not before
 * today (today itself may still get special hours), at most a year ahead; special hours with the
 * closing after the opening (both on the same date: no overnight hours).
 */
export function checkCalendarDay(
  day: { date: string; closed: boolean; opensAt?: string | null; closesAt?: string | null },
  today: string,
): CalendarProblem | null {
  if (!isDateString(day.date)) return 'INVALID_DATE'
  if (day.date < today) return 'DATE_IN_PAST'
  if (day.date > addDays(today, CALENDAR_MAX_DAYS_AHEAD)) return 'TOO_FAR'
  if (day.closed) return null
  try {
    if (minutesOfDay(day.closesAt ?? '') <= minutesOfDay(day.opensAt ?? '')) return 'INVALID_HOURS'
  } catch {
    return 'INVALID_HOURS'
  }
  return null
}

/**
 * The calendar a client can rebuild for today from the site status's `today` hours (which already
 * include today's calendar entry): today's hours, or closed when the status has none.
 */
export function todayCalendar(today: {
  date: string
  opensAt: HHMM | null
  closesAt: HHMM | null
}): Calendar {
  if (today.opensAt && today.closesAt)
    return [{ date: today.date, closed: false, opensAt: today.opensAt, closesAt: today.closesAt }]
  return [{ date: today.date, closed: true }]
}

/**
 * The orders already placed for `day.date` that a new exception leaves outside its hours: every one
 * when the date closes; with special hours, those planned (Warsaw wall clock) before the opening or
 * after the closing — the closing minute itself still counts as inside, as for a guest's chosen time.
 * An order planned on another Warsaw date (an ASAP estimate past midnight) is outside too.
 */
export function ordersOutsideHours<T extends { plannedAt: string }>(
  orders: readonly T[],
  day: { date: string; closed: boolean; opensAt?: string | null; closesAt?: string | null },
): T[] {
  if (day.closed || !day.opensAt || !day.closesAt) return [...orders]
  const opens = minutesOfDay(day.opensAt)
  const closes = minutesOfDay(day.closesAt)
  return orders.filter((order) => {
    const planned = warsawParts(Date.parse(order.plannedAt))
    const minutes = planned.hour * 60 + planned.minute
    return planned.date !== day.date || minutes < opens || minutes > closes
  })
}
