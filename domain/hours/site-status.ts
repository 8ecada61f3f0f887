/**
 * The site's status: the weekly schedule, adjusted by a staff override of today's Warsaw date
 * ("open today" / "close today"); an override of another date has no effect.
 */
import type { OverrideKind, SiteStatusReason } from '#schemas/enums.js'
import { type Calendar, calendarEntry } from './calendar.js'
import { hoursOn, nextScheduledOpening, OVERRIDE_DEFAULT_CLOSES_AT } from './schedule.js'
import { addDays, type HHMM, minutesOfDay, toTime, wallToInstant, warsawParts } from './warsaw-time.js'

/** A staff override for one Warsaw date: "open today" or "close today". */
export interface Override {
  date: string
  kind: OverrideKind
}

/**
 * What adjusts the weekly schedule: today's staff override and the calendar's exceptions. The
 * functions of domain/hours also accept a bare override (no calendar), as they did before it.
 */
export type Adjustments = Override | { override?: Override | null; calendar?: Calendar } | null | undefined

/** Splits `Adjustments` into the override and the calendar. */
function adjustmentsOf(a: Adjustments): { override: Override | null; calendar: Calendar } {
  if (!a) return { override: null, calendar: [] }
  if ('kind' in a) return { override: a, calendar: [] }
  return { override: a.override ?? null, calendar: a.calendar ?? [] }
}

/** The site's state at an instant. */
export interface SiteStatus {
  closed: boolean
  reason: SiteStatusReason
  today: {
    /** Warsaw date of `now`. */
    date: string
    /**
     * Today's ordering hours. SCHEDULE: the schedule's (both null on Monday/Tuesday).
     * OVERRIDE_CLOSED: both null. OVERRIDE_OPEN: the schedule's opening time (null when the
     * schedule has none) and the slots' closing time — the schedule's, or 22:00.
     */
    opensAt: HHMM | null
    closesAt: HHMM | null
  }
  /** ISO instant of the next scheduled opening when closed now; null while open. */
  nextOpening: string | null
}

/**
 * The override if it is for `date`, otherwise null (overrides of other dates have no effect).
 * @internal Exported for its tests; production uses it within this module.
 */
export function effectiveOverride(override: Override | null | undefined, date: string): Override | null {
  return override && override.date === date ? override : null
}

export interface DayPlan {
  date: string
  reason: SiteStatusReason
  /** Ordering window of the date as instants (ms); null when closed all day. */
  window: { start: number; end: number } | null
  opensAt: HHMM | null
  closesAt: HHMM | null
}

/** Today's plan: the schedule with the calendar's exceptions, adjusted by today's override. */
export function dayPlan(now: number, adjustments: Adjustments): DayPlan {
  const { override, calendar } = adjustmentsOf(adjustments)
  const { date } = warsawParts(now)
  const sched = hoursOn(date, calendar)
  const o = effectiveOverride(override, date)
  if (o?.kind === 'CLOSED') {
    return { date, reason: 'OVERRIDE_CLOSED', window: null, opensAt: null, closesAt: null }
  }
  if (o?.kind === 'OPEN') {
    const closesAt = sched?.closesAt ?? OVERRIDE_DEFAULT_CLOSES_AT
    return {
      date,
      reason: 'OVERRIDE_OPEN',
      // open for the rest of the date: slots from now on, up to closing
      window: { start: wallToInstant(date, 0), end: wallToInstant(date, minutesOfDay(closesAt)) },
      opensAt: sched?.opensAt ?? null,
      closesAt,
    }
  }
  // CALENDAR: a calendar exception (closed, or special hours) decides the day, not the weekly schedule.
  const reason = calendarEntry(calendar, date) ? 'CALENDAR' : 'SCHEDULE'
  if (!sched) return { date, reason, window: null, opensAt: null, closesAt: null }
  return {
    date,
    reason,
    window: {
      start: wallToInstant(date, minutesOfDay(sched.opensAt)),
      end: wallToInstant(date, minutesOfDay(sched.closesAt)),
    },
    opensAt: sched.opensAt,
    closesAt: sched.closesAt,
  }
}

/**
 * The site's status at `now` (the "schedule" below is the weekly one with the calendar's exceptions):
 * - today's "open today" override → open for the rest of the Warsaw date, whatever the schedule;
 * - today's "close today" override → closed for the rest of the date;
 * - otherwise the schedule: open from opensAt (inclusive) to closesAt (exclusive).
 * An override of another date is ignored; at Warsaw midnight a new date starts.
 * nextOpening (when closed) is the next scheduled opening: later today if the schedule still opens
 * today and today is not overridden closed, else the first open day after today.
 */
export function siteStatus(now: Date, adjustments: Adjustments): SiteStatus {
  const t = toTime(now)
  const { calendar } = adjustmentsOf(adjustments)
  const plan = dayPlan(t, adjustments)
  const today = { date: plan.date, opensAt: plan.opensAt, closesAt: plan.closesAt }
  let closed: boolean
  if (plan.reason === 'OVERRIDE_OPEN') closed = false
  else if (plan.reason === 'OVERRIDE_CLOSED') closed = true
  else closed = !(plan.window && t >= plan.window.start && t < plan.window.end)
  let nextOpening: string | null = null
  if (closed) {
    const next =
      plan.reason === 'OVERRIDE_CLOSED'
        ? nextScheduledOpening(addDays(plan.date, 1), t, calendar)
        : nextScheduledOpening(plan.date, t, calendar)
    nextOpening = new Date(next).toISOString()
  }
  return { closed, reason: plan.reason, today, nextOpening }
}
