/**
 * Opening hours, staff overrides and order time slots (product rules "Time" and "Orders").
 *
 * Every restaurant time is a Europe/Warsaw wall-clock time, whatever the host's time zone: instants
 * are converted with Intl.DateTimeFormat({timeZone: 'Europe/Warsaw'}), never with the host's local
 * Date methods. Dates are 'YYYY-MM-DD' strings, times 'HH:MM' (24 h), instants Date objects or
 * ISO 8601 strings (UTC, from Date#toISOString).
 */
import type { DeliveryType, Language, OverrideKind, SiteStatusReason } from '../schemas/enums.js'

/** The restaurant's IANA time zone. */
export const RESTAURANT_TIME_ZONE = 'Europe/Warsaw'

/** Wall-clock time 'HH:MM', 24 h. */
export type HHMM = string

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

/** Minimum minutes between now and the order time: 30 for pick-up, 60 for courier. */
export const LEAD_MINUTES: Readonly<Record<DeliveryType, number>> = Object.freeze({
  SELF: 30,
  COURIER: 60,
})

const WEEKDAY_NAMES: Record<Language, readonly string[]> = {
  pl: ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
}

/** Weekday name (0 = Sunday); Polish names are lower case as in running text ('środa'). */
export function weekdayName(weekday: number, lang: Language): string {
  const name = WEEKDAY_NAMES[lang][weekday]
  if (name === undefined) throw new RangeError(`Invalid weekday: ${weekday}`)
  return name
}

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
 * The header's opening-hours lines, in the specification's order (Sunday first, then Wednesday to
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

// ---------------------------------------------------------------------------------------------
// Time-zone conversion

/** Warsaw wall-clock parts of an instant. weekday: 0 = Sunday … 6 = Saturday. */
export interface WarsawParts {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
  second: number
  /** 'YYYY-MM-DD' */
  date: string
  /** 'HH:MM' */
  time: HHMM
}

let formatter: Intl.DateTimeFormat | undefined
function warsawFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: RESTAURANT_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  return formatter
}

const pad2 = (n: number): string => String(n).padStart(2, '0')
const pad4 = (n: number): string => String(n).padStart(4, '0')

function toTime(instant: Date | number): number {
  const t = typeof instant === 'number' ? instant : instant.getTime()
  if (!Number.isFinite(t)) throw new RangeError('Invalid date')
  return t
}

/** Warsaw wall-clock parts (year, month 1-12, day, weekday 0-6, hour, minute, second) of an instant. */
export function warsawParts(instant: Date | number): WarsawParts {
  const t = toTime(instant)
  const p: Record<string, number> = {}
  for (const part of warsawFormatter().formatToParts(t)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value)
  }
  const year = p.year as number
  const month = p.month as number
  const day = p.day as number
  const hour = (p.hour as number) % 24 // some engines print 24 for midnight
  const minute = p.minute as number
  const second = p.second as number
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return {
    year,
    month,
    day,
    weekday,
    hour,
    minute,
    second,
    date: `${pad4(year)}-${pad2(month)}-${pad2(day)}`,
    time: `${pad2(hour)}:${pad2(minute)}`,
  }
}

/** Warsaw calendar date 'YYYY-MM-DD' of an instant. */
export function warsawDate(instant: Date | number): string {
  return warsawParts(instant).date
}

/** Warsaw's UTC offset at an instant, in ms (+1 h in winter, +2 h in summer). */
function offsetAt(t: number): number {
  const p = warsawParts(t)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - Math.floor(t / 1000) * 1000
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Splits a 'YYYY-MM-DD' date; throws RangeError when malformed or not a calendar date. */
function parseDate(date: string): [number, number, number] {
  const m = DATE_RE.exec(date)
  if (m) {
    const y = Number(m[1])
    const mo = Number(m[2])
    const d = Number(m[3])
    const check = new Date(Date.UTC(2000, mo - 1, d))
    check.setUTCFullYear(y)
    if (check.getUTCMonth() === mo - 1 && check.getUTCDate() === d) return [y, mo, d]
  }
  throw new RangeError(`Invalid date (expected YYYY-MM-DD): ${date}`)
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDateString(s: unknown): s is string {
  if (typeof s !== 'string') return false
  try {
    parseDate(s)
    return true
  } catch {
    return false
  }
}

/** Minutes since midnight of 'HH:MM'; throws RangeError when malformed. */
export function minutesOfDay(time: HHMM): number {
  const m = TIME_RE.exec(time)
  if (!m) throw new RangeError(`Invalid time (expected HH:MM): ${time}`)
  return Number(m[1]) * 60 + Number(m[2])
}

function utcWall(date: string, minutes: number): number {
  const [y, mo, d] = parseDate(date)
  const t = new Date(Date.UTC(2000, mo - 1, d, 0, minutes))
  t.setUTCFullYear(y)
  return t.getTime()
}

const HOUR = 3_600_000
const DAY = 24 * HOUR
const MINUTE = 60_000

/**
 * The instant at which Warsaw's wall clock shows `time` on `date`, correct across DST.
 * - A time that occurs twice (the last Sunday of October, 02:00-02:59) resolves to the earlier
 *   instant (still summer time, +02:00).
 * - A time that does not exist (the last Sunday of March, 02:00-02:59) is moved forward by the
 *   length of the gap, i.e. the later valid reading: 02:30 → 03:30 +02:00 (as Temporal's
 *   'compatible' disambiguation does).
 * Throws RangeError on a malformed date or time.
 */
export function warsawToInstant(date: string, time: HHMM): Date {
  return new Date(wallToInstant(date, minutesOfDay(time)))
}

function wallToInstant(date: string, minutes: number): number {
  const wall = utcWall(date, minutes)
  const before = offsetAt(wall - DAY)
  const after = offsetAt(wall + DAY)
  const valid = [wall - before, wall - after].filter((t) => wall - offsetAt(t) === t)
  if (valid.length > 0) return Math.min(...valid)
  return wall - before // in the spring-forward gap
}

/** True when `minutes` past midnight really occurs on `date` in Warsaw (not in a DST gap). */
function wallExists(date: string, minutes: number, t: number): boolean {
  const p = warsawParts(t)
  return p.date === date && p.hour * 60 + p.minute === minutes
}

/** The date `days` calendar days after 'YYYY-MM-DD' (negative goes back). */
export function addDays(date: string, days: number): string {
  const t = utcWall(date, 0) + days * DAY
  const d = new Date(t)
  return `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`
}

/** Weekday of a 'YYYY-MM-DD' date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(utcWall(date, 0)).getUTCDay()
}

// ---------------------------------------------------------------------------------------------
// Site status

/** A staff override for one Warsaw date: "open today" or "close today". */
export interface Override {
  date: string
  kind: OverrideKind
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

/** The override if it is for `date`, otherwise null (overrides of other dates have no effect). */
export function effectiveOverride(override: Override | null | undefined, date: string): Override | null {
  return override && override.date === date ? override : null
}

interface DayPlan {
  date: string
  reason: SiteStatusReason
  /** Ordering window of the date as instants (ms); null when closed all day. */
  window: { start: number; end: number } | null
  opensAt: HHMM | null
  closesAt: HHMM | null
}

/** Today's plan: the schedule, adjusted by today's override. */
function dayPlan(now: number, override: Override | null | undefined): DayPlan {
  const { date, weekday } = warsawParts(now)
  const sched = SCHEDULE[weekday] ?? null
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
  if (!sched) return { date, reason: 'SCHEDULE', window: null, opensAt: null, closesAt: null }
  return {
    date,
    reason: 'SCHEDULE',
    window: {
      start: wallToInstant(date, minutesOfDay(sched.opensAt)),
      end: wallToInstant(date, minutesOfDay(sched.closesAt)),
    },
    opensAt: sched.opensAt,
    closesAt: sched.closesAt,
  }
}

/** The first scheduled opening at or after `from` (ms), starting on `date`. */
function nextScheduledOpening(date: string, from: number): number {
  for (let i = 0; i <= 7; i++) {
    const d = addDays(date, i)
    const sched = SCHEDULE[weekdayOf(d)]
    if (!sched) continue
    const t = wallToInstant(d, minutesOfDay(sched.opensAt))
    if (t >= from) return t
  }
  /* c8 ignore start */
  throw new Error('The schedule has no opening day')
}
/* c8 ignore stop */

/**
 * The site's status at `now`:
 * - today's "open today" override → open for the rest of the Warsaw date, whatever the schedule;
 * - today's "close today" override → closed for the rest of the date;
 * - otherwise the schedule: open from opensAt (inclusive) to closesAt (exclusive).
 * An override of another date is ignored; at Warsaw midnight a new date starts.
 * nextOpening (when closed) is the next scheduled opening: later today if the schedule still opens
 * today and today is not overridden closed, else the first open day after today.
 */
export function siteStatus(now: Date, override: Override | null | undefined): SiteStatus {
  const t = toTime(now)
  const plan = dayPlan(t, override)
  const today = { date: plan.date, opensAt: plan.opensAt, closesAt: plan.closesAt }
  let closed: boolean
  if (plan.reason === 'OVERRIDE_OPEN') closed = false
  else if (plan.reason === 'OVERRIDE_CLOSED') closed = true
  else closed = !(plan.window && t >= plan.window.start && t < plan.window.end)
  let nextOpening: string | null = null
  if (closed) {
    const next =
      plan.reason === 'OVERRIDE_CLOSED'
        ? nextScheduledOpening(addDays(plan.date, 1), t)
        : nextScheduledOpening(plan.date, t)
    nextOpening = new Date(next).toISOString()
  }
  return { closed, reason: plan.reason, today, nextOpening }
}

/** True when the site is closed at `now` (the answer of GET /api/utils/isSiteClosed). */
export function isSiteClosed(now: Date, override: Override | null | undefined): boolean {
  return siteStatus(now, override).closed
}

// ---------------------------------------------------------------------------------------------
// Order times

/**
 * Time slots for a DATE order, as ISO instants, for today (the Warsaw date of `now`): every
 * `stepMinutes` of Warsaw wall-clock time (13:00, 13:15, …) that is inside today's ordering window,
 * at least LEAD_MINUTES (SELF 30, COURIER 60) after now, and not after closing (closing itself is
 * a slot). On an "open today" day: from now + lead (rounded up to the step) until the closing time
 * (the schedule's, or 22:00). Empty when today is closed (Monday, Tuesday, "close today").
 */
export function orderSlots(
  now: Date,
  override: Override | null | undefined,
  deliveryType: DeliveryType,
  stepMinutes = 15,
): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1 || stepMinutes > 24 * 60) {
    throw new RangeError(`Invalid step: ${stepMinutes}`)
  }
  const t = toTime(now)
  const plan = dayPlan(t, override)
  if (!plan.window) return []
  const earliest = t + LEAD_MINUTES[deliveryType] * MINUTE
  const from = Math.max(plan.window.start, earliest)
  const fp = warsawParts(from)
  if (fp.date !== plan.date) return [] // now + lead is already tomorrow
  // Start an hour (a DST shift) before `from` on the grid, to skip the early part of the day.
  const fromMinutes = fp.hour * 60 + fp.minute
  const first = Math.max(0, Math.floor((fromMinutes - 60) / stepMinutes) * stepMinutes)
  const slots: string[] = []
  for (let m = first; m < 24 * 60; m += stepMinutes) {
    const slot = wallToInstant(plan.date, m)
    if (slot > plan.window.end) break
    if (slot < from || !wallExists(plan.date, m, slot)) continue
    slots.push(new Date(slot).toISOString())
  }
  return slots
}

/** Why an order time is refused; null means acceptable. */
export type OrderTimeProblem = 'OUTSIDE_HOURS' | 'TOO_SOON' | 'NOT_TODAY' | 'CLOSED'

/**
 * Checks the `orderTime` of a DATE order with the rules of orderSlots (any minute is accepted, it
 * need not be on the 15-minute grid). In order: an invalid Date → OUTSIDE_HOURS; another Warsaw
 * date than now's → NOT_TODAY; today closed (Monday/Tuesday without "open today", or "close
 * today") → CLOSED; earlier than now + lead → TOO_SOON; before opening or after closing →
 * OUTSIDE_HOURS.
 */
export function validateOrderTime(
  now: Date,
  override: Override | null | undefined,
  deliveryType: DeliveryType,
  orderTime: Date,
): OrderTimeProblem | null {
  const t = toTime(now)
  const ot = orderTime.getTime()
  if (!Number.isFinite(ot)) return 'OUTSIDE_HOURS'
  const plan = dayPlan(t, override)
  if (warsawDate(ot) !== plan.date) return 'NOT_TODAY'
  if (!plan.window) return 'CLOSED'
  if (ot < t + LEAD_MINUTES[deliveryType] * MINUTE) return 'TOO_SOON'
  if (ot < plan.window.start || ot > plan.window.end) return 'OUTSIDE_HOURS'
  return null
}

/** Expected time of an ASAP order: now + 30 min (SELF) or + 60 min (COURIER). */
export function expectedReadyAt(now: Date, deliveryType: DeliveryType): Date {
  return new Date(toTime(now) + LEAD_MINUTES[deliveryType] * MINUTE)
}

/** Warsaw wall-clock time of an instant, 'HH:MM' 24 h, in both languages. */
export function formatTime(instant: Date | number, _lang: Language = 'pl'): string {
  return warsawParts(instant).time
}

/**
 * Warsaw calendar date of an instant (or a 'YYYY-MM-DD' string, taken as is):
 * pl '21.11.2026', en '21/11/2026' (British order).
 */
export function formatDate(instant: Date | number | string, lang: Language = 'pl'): string {
  let y: number
  let m: number
  let d: number
  if (typeof instant === 'string') [y, m, d] = parseDate(instant)
  else ({ year: y, month: m, day: d } = warsawParts(instant))
  const sep = lang === 'en' ? '/' : '.'
  return `${pad2(d)}${sep}${pad2(m)}${sep}${pad4(y)}`
}
