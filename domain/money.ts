/**
 * Money: amounts travel as PLN numbers with at most two decimals (as the API does)
 * and are computed as integer grosze (1 PLN = 100 gr), so sums never drift.
 *
 * Every price on the site, in both languages, is written by formatPrice below. Its output is the
 * output of `Intl.NumberFormat('pl-PL' | 'en-GB', {style: 'currency', currency: 'PLN'})` (a test
 * compares them over the whole range), but it is written by hand so that it cannot depend on the
 * ICU data of each browser: the server-rendered HTML must match the browser's hydration exactly.
 */
import type { Language } from '#schemas/enums.js'

/** Courier delivery fee, PLN (docs/product.md, "Money"). */
export const COURIER_FEE = 9.99
/** Self pick-up fee, PLN. */
export const SELF_FEE = 0
/** Minimum of discounted products for a COURIER order, PLN. */
export const MIN_COURIER_ORDER = 99

/**
 * U+00A0 no-break space: between thousands groups and before `zł`, so a price never wraps.
 * @internal Exported for its tests; production uses it within this module.
 */
export const NBSP = '\u00a0'

/**
 * Rounds half away from zero after cleaning binary noise (1.005 * 100 = 100.49999999999999 is
 * treated as 100.5). Shared by toGrosze and the percentage discount.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite amount: ${x}`)
  const clean = Number(x.toPrecision(15))
  const r = Math.sign(clean) * Math.round(Math.abs(clean))
  return r === 0 ? 0 : r // no -0
}

/** PLN → integer grosze, rounded half up (9.99 → 999, 0.1 + 0.2 → 30). Throws RangeError on NaN/±Infinity. */
export function toGrosze(pln: number): number {
  return roundHalfUp(pln * 100)
}

/** Grosze → PLN with two decimals (999 → 9.99). A non-integer input is rounded first. */
export function toPln(grosze: number): number {
  return roundHalfUp(grosze) / 100
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/**
 * Formats a PLN amount for display, always with two decimals.
 * - `pl`: `99,00 zł`, `1234,50 zł`, `12 345,67 zł` — comma decimals, NBSP (U+00A0) before `zł` and
 *   between thousands groups from five digits on (Polish typography and CLDR: `1234` is not split).
 * - `en`: `PLN 99.00`, `PLN 1,234.50` — NBSP after `PLN`.
 * Negative amounts get a leading hyphen-minus (`-12,50 zł`, `-PLN 12.50`).
 */
export function formatPrice(pln: number, lang: Language): string {
  const g = toGrosze(pln)
  const sign = g < 0 ? '-' : ''
  const abs = Math.abs(g)
  const whole = String(Math.floor(abs / 100))
  const cents = String(abs % 100).padStart(2, '0')
  if (lang === 'en') return `${sign}PLN${NBSP}${groupThousands(whole, ',')}.${cents}`
  const grouped = whole.length >= 5 ? groupThousands(whole, NBSP) : whole
  return `${sign}${grouped},${cents}${NBSP}zł`
}
