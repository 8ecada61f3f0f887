import { type Static, Type } from '@sinclair/typebox'
import { DateString, literalUnion } from './common.js'
import { DISCOUNT_TYPES } from './enums.js'

/** The site's date range, 1900-01-01 to 2099-12-31, for promo-code validity dates (inclusive, YYYY-MM-DD). */
export const PROMO_DATE_MIN = '1900-01-01'
export const PROMO_DATE_MAX = '2099-12-31'

const PromoCodeType = literalUnion(DISCOUNT_TYPES, {
  description: 'PERCENTAGE: value in percent (< 100); FIXED: value in PLN',
})

/** A promo code's validity date: a real calendar date from 1900-01-01 to 2099-12-31. */
const PromoDate = Type.String({
  // Years 1900-2099 by pattern (OpenAPI has no date minimum/maximum); the route checks that the
  // date exists (no 30 February).
  pattern: '^(19|20)\\d{2}-\\d{2}-\\d{2}$',
  examples: ['2026-12-31'],
  description: `YYYY-MM-DD (Europe/Warsaw), ${PROMO_DATE_MIN} to ${PROMO_DATE_MAX}`,
})

/** POST /api/utils/checkPromoCode body (docs/product.md, "Promo codes"). Codes are case-insensitive. */
export const CheckPromoCodeBody = Type.Object(
  { promoCode: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
)
export type CheckPromoCodeBody = Static<typeof CheckPromoCodeBody>

/** A usable code's discount: {type, value}, plus the code as stored (upper-case). */
export const CheckPromoCodeResponse = Type.Object({
  code: Type.String(),
  type: PromoCodeType,
  value: Type.Number({ description: 'PLN for FIXED, percent for PERCENTAGE; at most two decimals' }),
})
export type CheckPromoCodeResponse = Static<typeof CheckPromoCodeResponse>

/** A promo code as staff see it. */
export const PromoCode = Type.Object({
  code: Type.String({ description: 'Upper-case' }),
  type: PromoCodeType,
  value: Type.Number({ description: 'PLN for FIXED, percent for PERCENTAGE' }),
  active: Type.Boolean(),
  validFrom: Type.Union([DateString, Type.Null()]),
  validTo: Type.Union([DateString, Type.Null()]),
  maxUses: Type.Union([Type.Integer(), Type.Null()]),
  uses: Type.Integer(),
  usable: Type.Boolean({ description: 'Active, valid today (Europe/Warsaw) and not used up' }),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String(),
})
export type PromoCode = Static<typeof PromoCode>

export const PromoCodeList = Type.Array(PromoCode)

/** POST /api/promo-codes body (staff). */
export const CreatePromoCodeBody = Type.Object(
  {
    code: Type.String({
      pattern: '^[A-Za-z0-9_-]{3,32}$',
      description: '3-32 of A-Z a-z 0-9 _ -; stored upper-case',
    }),
    type: PromoCodeType,
    value: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1000,
      description: 'At most two decimals; PERCENTAGE below 100, FIXED up to 1000 PLN',
    }),
    validFrom: Type.Optional(PromoDate),
    validTo: Type.Optional(PromoDate),
    maxUses: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
)
export type CreatePromoCodeBody = Static<typeof CreatePromoCodeBody>

export const PromoCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) })
export type PromoCodeParams = Static<typeof PromoCodeParams>

/** PATCH /api/promo-codes/:code body: deactivate (false) or reactivate (true). */
export const UpdatePromoCodeBody = Type.Object({ active: Type.Boolean() }, { additionalProperties: false })
export type UpdatePromoCodeBody = Static<typeof UpdatePromoCodeBody>
