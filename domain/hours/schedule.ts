/** The weekly schedule (product rules "Time") and the header's opening-hours lines. */
import type { Language } from '#schemas/enums.js'
import { type Calendar, calendarEntry } from './calendar.js'
import { weekdayName } from './format.js'
import { addDays, type HHMM, minutesOfDay, wallToInstant, weekdayOf } from './warsaw-time.js'

/** Opening hours of one day. */
export interface DayHours {
  opensAt: HHMM
  closesAt: HHMM
}

/**
 * Weekly schedule indexed by weekday, 0 = Sunday … 6 = Saturday (as Date#getDay); null = closed.
 * Sunday 13:00-21:00; Wednesday to Saturday 13:00-22:00; Monday and Tuesday closed.
 */
export const SCHEDULE: readonly (DayHours | null)[] = Object.freeze([
  { opensAt: '13:00', closesAt: '21:00' }, // Sunday
  null, // Monday
  null, // Tuesday
  { opensAt: '13:00', closesAt: '22:00' }, // Wednesday
  { opensAt: '13:00', closesAt: '22:00' }, // Thursday
  { opensAt: '13:00', closesAt: '22:00' }, // Friday
  { opensAt: '13:00', closesAt: '22:00' }, // Saturday
])

/** Closing time used for slots on an "open today" day whose schedule has no hours. */
export const OVERRIDE_DEFAULT_CLOSES_AT: HHMM = '22:00'

/** One line of the header's opening hours. */
export interface ScheduleLine {
  /** First and last weekday of the run (equal for a single day). */
  fromWeekday: number
  toWeekday: number
  /** 'Niedziela' or 'Środa – sobota' (en: 'Sunday', 'Wednesday – Saturday'). */
  days: string
  /** '13:00-21:00' */
  hours: string
}

/**
 * The header's opening-hours lines, in the header's order (Sunday first, then Wednesday to
 * Saturday): consecutive weekdays with equal hours are grouped; closed days are not listed.
 */
export function scheduleLines(lang: Language): ScheduleLine[] {
  const lines: ScheduleLine[] = []
  // Sunday first, then Monday … Saturday, as the header lists them.
  for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
    const h = SCHEDULE[weekday]
    if (!h) continue
    const hours = `${h.opensAt}-${h.closesAt}`
    const last = lines[lines.length - 1]
    if (last && last.hours === hours && last.toWeekday === weekday - 1) last.toWeekday = weekday
    else lines.push({ fromWeekday: weekday, toWeekday: weekday, days: '', hours })
  }
  for (const l of lines) {
    const from = capitalize(weekdayName(l.fromWeekday, lang))
    l.days = l.fromWeekday === l.toWeekday ? from : `${from} – ${weekdayName(l.toWeekday, lang)}`
  }
  return lines
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A date's hours: the calendar's exception when it has one (null = closed all day), otherwise the
 * weekly schedule.
 */
export function hoursOn(date: string, calendar?: Calendar): DayHours | null {
  const entry = calendarEntry(calendar, date)
  if (entry) return entry.closed ? null : { opensAt: entry.opensAt, closesAt: entry.closesAt }
  return SCHEDULE[weekdayOf(date)] ?? null
}

/**
 * The first scheduled opening at or after `from` (ms), starting on `date`: the weekly schedule
 * with the calendar's exceptions (a run of closed dates is skipped, up to a year).
 */
export function nextScheduledOpening(date: string, from: number, calendar?: Calendar): number {
  for (let i = 0; i <= 7 + (calendar?.length ?? 0); i++) {
    const d = addDays(date, i)
    const sched = hoursOn(d, calendar)
    if (!sched) continue
    const t = wallToInstant(d, minutesOfDay(sched.opensAt))
    if (t >= from) return t
  }
  /* c8 ignore start */
  throw new Error('The schedule has no opening day')
}
/* c8 ignore stop */
