import type { DiscountType } from '#schemas/enums.js'

/**
 * A promo code. `value_hundredths` is the value × 100 as an integer: FIXED in grosze, PERCENTAGE in
 * hundredths of a percent (12.5 % → 1250).
 */
export interface PromoCodesTable {
  /** Trimmed and upper-case. */
  code: string
  type: DiscountType
  value_hundredths: number
  /** 0 or 1. */
  active: number
  /** Warsaw dates, both inclusive; null = no bound. */
  valid_from: string | null
  valid_to: string | null
  max_uses: number | null
  uses: number
  created_by: string
  created_at: string
}

/** The promo-codes capability's tables, assembled into Database by plugins/db. */
export interface PromoCodeTables {
  promo_codes: PromoCodesTable
}
