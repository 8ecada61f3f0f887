import { PROMO_DATE_MAX, PROMO_DATE_MIN } from '#schemas/promo-codes.js'

/** True for a YYYY-MM-DD string inside the promo-code date range (the calendar check is separate). */
export function inPromoDateRange(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= PROMO_DATE_MIN && value <= PROMO_DATE_MAX
}
