/**
 * Order pricing shared by the checkout and the server (docs/product.md, "Money").
 * Every sum is computed in integer grosze; results are PLN numbers with two decimals.
 */
import { type DeliveryType, DISCOUNT_TYPES, type DiscountType, isOneOf } from '#schemas/enums.js'
import { COURIER_FEE, MIN_COURIER_ORDER, roundHalfUp, SELF_FEE, toGrosze, toPln } from './money.js'

/** A promo-code discount as stored: PERCENTAGE value in [0, 100), FIXED value in PLN. */
export interface Discount {
  type: DiscountType
  value: number
}

/** What a discount may look like before normalizeDiscount (e.g. a checkPromoCode answer). */
export interface DiscountInput {
  type: DiscountType | string
  value: number | string | null | undefined
}

/** A priced line: unit price in PLN, how many, and the deposit per piece in PLN (none when absent). */
export interface PricedLine {
  price: number
  count: number
  deposit?: number | null
}

/**
 * Order totals: in PLN (two decimals) from computeTotals, in integer grosze from
 * computeTotalsInGrosze. total = discountedProducts + delivery + deposits.
 */
export interface Totals {
  products: number
  discount: number
  discountedProducts: number
  delivery: number
  /** Σ deposit × count: outside the discount, the 99 zł minimum and VAT (domain/vat.ts). */
  deposits: number
  total: number
}

/** Delivery fee in PLN: COURIER 9.99, SELF 0. */
export function deliveryFee(type: DeliveryType): number {
  return type === 'COURIER' ? COURIER_FEE : SELF_FEE
}

/**
 * Normalizes a discount as the promo-code rule says (docs/product.md, "Promo codes"):
 * - an empty value (`null`, `undefined`, `''` or a blank string) clears the discount → `null`;
 * - PERCENTAGE stores the value modulo 100 (120 → 20, 100 → 0; 0 stays a 0 % discount);
 * - FIXED is stored as is (rounded to grosze).
 * Numeric strings are accepted ('15'). Anything unusable — an unknown type, a non-numeric or
 * negative value, NaN/Infinity — also yields `null` (no discount rather than a wrong one).
 * Idempotent: normalizing a normalized discount changes nothing.
 */
export function normalizeDiscount(d: DiscountInput | null | undefined): Discount | null {
  if (d == null || typeof d !== 'object') return null
  const { type, value: raw } = d
  if (!isOneOf(DISCOUNT_TYPES, type)) return null
  if (raw == null) return null
  if (typeof raw === 'string' && raw.trim() === '') return null
  const value = typeof raw === 'string' ? Number(raw.trim().replace(',', '.')) : raw
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null
  if (type === 'PERCENTAGE') return { type, value: value % 100 }
  return { type, value: toPln(toGrosze(value)) }
}

/** Like computeTotals, in integer grosze (computeTotals converts them to PLN). */
export function computeTotalsInGrosze(input: {
  lines: readonly PricedLine[]
  deliveryType: DeliveryType
  discount: DiscountInput | null | undefined
}): Totals {
  let products = 0
  let deposits = 0
  for (const { price, count, deposit } of input.lines) {
    if (!Number.isFinite(price) || price < 0) throw new RangeError(`Invalid price: ${price}`)
    if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Invalid count: ${count}`)
    if (deposit != null && (!Number.isFinite(deposit) || deposit < 0))
      throw new RangeError(`Invalid deposit: ${deposit}`)
    products += toGrosze(price) * count
    deposits += toGrosze(deposit ?? 0) * count
  }
  const discount = discountInGrosze(products, normalizeDiscount(input.discount))
  const discountedProducts = products - discount
  const delivery = toGrosze(deliveryFee(input.deliveryType))
  return {
    products,
    discount,
    discountedProducts,
    delivery,
    deposits,
    total: discountedProducts + delivery + deposits,
  }
}

function discountInGrosze(products: number, d: Discount | null): number {
  if (d === null) return 0
  const amount = d.type === 'PERCENTAGE' ? roundHalfUp((products * d.value) / 100) : toGrosze(d.value)
  return Math.min(Math.max(amount, 0), products)
}

/**
 * Computes the order totals (product rules "Money"):
 * products = Σ price × count; discount = PERCENTAGE: round(products × value / 100) (value mod 100),
 * FIXED: value capped at products; discountedProducts = products − discount;
 * deposits = Σ deposit × count (never discounted); total = discountedProducts + delivery fee + deposits.
 * No amount is ever negative.
 * The discount is passed through normalizeDiscount first, so a raw promo-code answer is fine.
 * Throws RangeError on a negative or non-finite price, or a negative or non-integer count.
 */
export function computeTotals(input: {
  lines: readonly PricedLine[]
  deliveryType: DeliveryType
  discount: DiscountInput | null | undefined
}): Totals {
  const g = computeTotalsInGrosze(input)
  return {
    products: toPln(g.products),
    discount: toPln(g.discount),
    discountedProducts: toPln(g.discountedProducts),
    delivery: toPln(g.delivery),
    deposits: toPln(g.deposits),
    total: toPln(g.total),
  }
}

/** PLN still missing on discountedProducts to reach the courier minimum (99 zł); 0 when reached. */
export function missingForCourierMinimum(totals: Pick<Totals, 'discountedProducts'>): number {
  return toPln(Math.max(0, toGrosze(MIN_COURIER_ORDER) - toGrosze(totals.discountedProducts)))
}
