/**
 * The specification's enumerations (section 3), as string-literal unions plus the arrays of their
 * values (for TypeBox schemas, selects and fast-check generators) and type guards.
 */

/** How the guest pays. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'ONLINE'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** ASAP, or a chosen time (`orderTime`) later the same day. */
export const ORDER_TIME_TYPES = ['ASAP', 'DATE'] as const
export type OrderTimeType = (typeof ORDER_TIME_TYPES)[number]

/** SELF = pick-up at the restaurant, COURIER = delivery. */
export const DELIVERY_TYPES = ['SELF', 'COURIER'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/** Promo-code discount kinds. */
export const DISCOUNT_TYPES = ['PERCENTAGE', 'FIXED'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

const includes = <T extends string>(values: readonly T[], x: unknown): x is T =>
  typeof x === 'string' && (values as readonly string[]).includes(x)

/** True when `x` is one of PAYMENT_METHODS. */
export const isPaymentMethod = (x: unknown): x is PaymentMethod => includes(PAYMENT_METHODS, x)
/** True when `x` is one of ORDER_TIME_TYPES. */
export const isOrderTimeType = (x: unknown): x is OrderTimeType => includes(ORDER_TIME_TYPES, x)
/** True when `x` is one of DELIVERY_TYPES. */
export const isDeliveryType = (x: unknown): x is DeliveryType => includes(DELIVERY_TYPES, x)
/** True when `x` is one of DISCOUNT_TYPES. */
export const isDiscountType = (x: unknown): x is DiscountType => includes(DISCOUNT_TYPES, x)
