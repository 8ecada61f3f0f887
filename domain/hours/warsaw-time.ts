/**
 * Europe/Warsaw wall-clock time, whatever the host's time zone: instants are converted with
 * Intl.DateTimeFormat({timeZone: 'Europe/Warsaw'}), never with the host's local Date methods. Dates
 * are 'YYYY-MM-DD' strings, times 'HH:MM' (24 h), instants Date objects or ISO 8601 strings (UTC).
 */

/**
 * The restaurant's IANA time zone.
 * @internal Exported for its tests; production uses it within this module.
 */
export const RESTAURANT_TIME_ZONE = 'Europe/Warsaw'

/** Wall-clock time 'HH:MM', 24 h. */
export type HHMM = string

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

/**
 * Makes the Europe/Warsaw formatter now. The first one of a page is its most expensive single step
 * in a browser (the zone's data is loaded: 50–60 ms on a phone), so pages call this in a task of
 * its own before a render that shows Warsaw times (docs/client.md, "Profile").
 */
export function prepareWarsawTime(): void {
  warsawFormatter()
}

export const pad2 = (n: number): string => String(n).padStart(2, '0')
export const pad4 = (n: number): string => String(n).padStart(4, '0')

export function toTime(instant: Date | number): number {
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
export function parseDate(date: string): [number, number, number] {
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
export const MINUTE = 60_000

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

export function wallToInstant(date: string, minutes: number): number {
  const wall = utcWall(date, minutes)
  const before = offsetAt(wall - DAY)
  const after = offsetAt(wall + DAY)
  const valid = [wall - before, wall - after].filter((t) => wall - offsetAt(t) === t)
  if (valid.length > 0) return Math.min(...valid)
  return wall - before // in the spring-forward gap
}

/** True when `minutes` past midnight really occurs on `date` in Warsaw (not in a DST gap). */
export function wallExists(date: string, minutes: number, t: number): boolean {
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
