/** The specification's range for promo-code validity dates (inclusive, YYYY-MM-DD). */
export const PROMO_DATE_MIN = '1900-01-01'
export const PROMO_DATE_MAX = '2099-12-31'

/** True for a YYYY-MM-DD string inside the promo-code date range (the calendar check is separate). */
export function inPromoDateRange(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= PROMO_DATE_MIN && value <= PROMO_DATE_MAX
}
