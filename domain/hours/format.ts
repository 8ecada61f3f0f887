/** Restaurant times for people: weekday names, 24-hour times and dates, in Polish and English. */
import type { Language } from '#schemas/enums.js'
import { pad2, pad4, parseDate, warsawParts } from './warsaw-time.js'

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
