/**
 * VAT and deposits of an order (docs/product.md, "VAT and deposits"). Pure, in integer grosze.
 *
 * - A line's rate is the highest of its dish's and its chosen options' rates (an added shrimp makes
 *   a maki 23 %).
 * - A promo code's discount is spread over the lines in proportion to their gross amounts, to the
 *   grosz, by the largest-remainder method: each line gets the floor of its exact share, and the
 *   grosze still missing go one each to the lines with the largest remainders (the earlier line
 *   first on a tie). The shares add up to the discount exactly.
 * - The delivery fee is an ancillary service that follows the food it delivers: it is split over
 *   the rates in proportion to the discounted food gross at each rate (the same largest-remainder
 *   method), as Polish practice does for the transport of goods taxed at different rates.
 * - Per rate: gross = Σ lines' gross after the discount + its share of the delivery;
 *   VAT = round(gross × rate / (100 + rate)) once per rate, half up; net = gross − VAT.
 * - Deposits (kaucja) are outside VAT, outside the discount and outside the 99 zł minimum: they are
 *   summed apart and added to the total only.
 */
import { VAT_RATES, type VatRate } from '#schemas/enums.js'
import { roundHalfUp } from './money.js'

/** The rate of a dish without one (a meal: 8 %). */
export const DEFAULT_VAT_RATE: VatRate = 8

/** True for 23, 8, 5 and 0 (the Menu tab's check before it sends a rate). */
export function isVatRate(value: unknown): value is VatRate {
  return typeof value === 'number' && (VAT_RATES as readonly number[]).includes(value)
}

/** The line's rate: the highest of the dish's and its options' (an option without one adds nothing). */
export function lineVatRate(
  dishRate: VatRate,
  optionRates: readonly (VatRate | null | undefined)[],
): VatRate {
  let rate = dishRate
  for (const r of optionRates) if (r != null && r > rate) rate = r
  return rate
}

/**
 * Splits `amount` grosze over `weights` in proportion, to the grosz, by the largest-remainder
 * method (ties: the earlier index). Σ result = amount. All weights 0: the split is by equal parts
 * of nothing, so everything goes to the first index.
 * @internal Exported for its tests; production uses it within this module.
 */
export function spreadProportionally(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return []
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Invalid amount: ${amount}`)
  const sum = weights.reduce((a, w) => a + w, 0)
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0))
  const shares = weights.map((w) => Math.floor((amount * w) / sum))
  let left = amount - shares.reduce((a, s) => a + s, 0)
  const order = weights
    .map((w, i) => ({ i, rest: (amount * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left === 0) break
    shares[i]! += 1
    left -= 1
  }
  return shares
}

/**
 * VAT contained in a gross amount at a rate, as Polish invoices compute it from gross (art. 106e
 * ust. 7–8): grosze, rounded half up (a negative amount, on a correction, mirrors a positive one).
 * The order's split and the invoice's totals (domain/invoices/totals.ts) both take it from here.
 */
export function vatOfGross(grossGrosze: number, rate: VatRate): number {
  if (!Number.isInteger(grossGrosze)) throw new RangeError(`Gross must be whole grosze: ${grossGrosze}`)
  return roundHalfUp((grossGrosze * rate) / (100 + rate))
}

/** One rate's part of an order, in grosze. */
export interface RateTotal {
  rate: VatRate
  gross: number
  net: number
  vat: number
}

/** An order line as VAT sees it: its gross before the discount, its rate, its deposit per piece. */
export interface VatLineInput {
  lineTotal: number
  vatRate: VatRate
  count: number
  /** Per piece, grosze (0 without). */
  deposit: number
}

export interface OrderVat {
  /** Per line (in the input's order): gross after the discount and the line's deposits. */
  lines: { gross: number; deposit: number }[]
  /** The delivery fee's share per rate (rates with food only, highest first). */
  delivery: { rate: VatRate; gross: number }[]
  /** Per rate, highest first: gross, net, VAT (deposits not included). */
  byRate: RateTotal[]
  /** Σ deposit × count. */
  deposits: number
}

/** Computes an order's VAT split and deposits (see the rules at the top of this file). */
export function orderVat(input: {
  lines: readonly VatLineInput[]
  discount: number
  delivery: number
}): OrderVat {
  const shares = spreadProportionally(
    input.discount,
    input.lines.map((l) => l.lineTotal),
  )
  const lines = input.lines.map((l, i) => ({ gross: l.lineTotal - shares[i]!, deposit: l.deposit * l.count }))
  const rates = [...new Set(input.lines.map((l) => l.vatRate))].sort((a, b) => b - a)
  const foodAt = (rate: VatRate, gross: (i: number) => number) =>
    input.lines.reduce((sum, l, i) => (l.vatRate === rate ? sum + gross(i) : sum), 0)
  const food = rates.map((rate) => foodAt(rate, (i) => lines[i]!.gross))
  // Everything discounted away: the fee follows the food's amounts before the discount.
  const weights = food.some((g) => g > 0)
    ? food
    : rates.map((rate) => foodAt(rate, (i) => input.lines[i]!.lineTotal))
  const fee = spreadProportionally(input.delivery, weights)
  const delivery = rates.map((rate, i) => ({ rate, gross: fee[i]! }))
  const byRate = rates.map((rate, i) => {
    const gross = food[i]! + fee[i]!
    const vat = vatOfGross(gross, rate)
    return { rate, gross, net: gross - vat, vat }
  })
  return { lines, delivery, byRate, deposits: lines.reduce((sum, l) => sum + l.deposit, 0) }
}

/** Sums per-rate totals (a day's orders): gross, net and VAT added per rate, highest rate first. */
export function sumByRate(parts: readonly (readonly RateTotal[])[]): RateTotal[] {
  const by = new Map<VatRate, RateTotal>()
  for (const part of parts)
    for (const r of part) {
      const t = by.get(r.rate) ?? { rate: r.rate, gross: 0, net: 0, vat: 0 }
      by.set(r.rate, { rate: r.rate, gross: t.gross + r.gross, net: t.net + r.net, vat: t.vat + r.vat })
    }
  return [...by.values()].sort((a, b) => b.rate - a.rate)
}
