/**
 * Semantic order checks shared by the checkout and the server (not the JSON schema): each problem
 * has a stable code, the payload field it concerns, and Polish and English messages.
 * Also the phone and postal-code helpers of the order form.
 */
import type { CategoryKind, DeliveryType, Language, OrderTimeType, PaymentMethod } from '#schemas/enums.js'
import {
  type Calendar,
  LEAD_MINUTES,
  type OrderTimeProblem,
  type Override,
  siteStatus,
  validateOrderTime,
} from './hours.js'
import { formatPrice, MIN_COURIER_ORDER } from './money.js'
import { computeTotals, type DiscountInput, missingForCourierMinimum } from './pricing.js'

/**
 * A cart line resolved against the menu: the product's id, price (PLN), its categories' kinds and the count.
 * @internal Exported for its tests; production uses it within this module.
 */
export interface ResolvedLine {
  id: string
  price: number
  count: number
  kinds: readonly CategoryKind[]
}

/** One problem with an order. `field` names the order payload field it concerns. */
export type OrderProblem =
  | { code: 'EMPTY_CART'; field: 'items' }
  | { code: 'COURIER_MINIMUM'; field: 'items'; minimum: number; missing: number }
  | { code: 'VOUCHER_ONLINE'; field: 'paymentMethod'; productIds: string[] }
  | { code: 'ONLINE_UNAVAILABLE'; field: 'paymentMethod' }
  | { code: 'SITE_CLOSED'; field: 'orderTimeType' }
  | { code: 'ORDER_TIME_MISSING'; field: 'orderTime' }
  | { code: 'ORDER_TIME_TOO_SOON'; field: 'orderTime'; leadMinutes: number }
  | {
      code: `ORDER_TIME_${Exclude<OrderTimeProblem, 'TOO_SOON'>}`
      field: 'orderTime'
    }

/** When the order is wanted; passing it to checkOrder adds the time checks. */
interface OrderTiming {
  now: Date
  override: Override | null | undefined
  /** The calendar's exceptions (holidays, special hours); the weekly schedule where it is silent. */
  calendar?: Calendar
  orderTimeType: OrderTimeType
  /** Required for DATE; ignored for ASAP. */
  orderTime?: Date | null | undefined
}

/** What checkOrder looks at. */
export interface OrderCheckInput {
  lines: readonly ResolvedLine[]
  deliveryType: DeliveryType
  paymentMethod: PaymentMethod
  discount: DiscountInput | null | undefined
  onlinePaymentAvailable: boolean
  /** Optional: the ASAP / DATE checks (site open now, slot valid). */
  timing?: OrderTiming
}

/** True for a voucher: a product listed in a category of the VOUCHER kind (docs/menu.md). */
export function isVoucher(product: { kinds: readonly CategoryKind[] }): boolean {
  return product.kinds.includes('VOUCHER')
}

/**
 * Lists the order's problems, in this order (empty = acceptable):
 * EMPTY_CART (no pieces; then no minimum check) · COURIER_MINIMUM (COURIER and discounted products
 * below 99 zł, with the missing amount) · VOUCHER_ONLINE (ONLINE payment with vouchers in the cart)
 * · ONLINE_UNAVAILABLE (ONLINE chosen while online payment is off) · and, with `timing`:
 * SITE_CLOSED (ASAP while the site is closed) · ORDER_TIME_MISSING (DATE without orderTime) ·
 * ORDER_TIME_OUTSIDE_HOURS / _TOO_SOON / _NOT_TODAY / _CLOSED (see hours.validateOrderTime).
 */
export function checkOrder(input: OrderCheckInput): OrderProblem[] {
  const problems: OrderProblem[] = []
  const pieces = input.lines.reduce((n, l) => n + l.count, 0)
  if (input.lines.length === 0 || pieces <= 0) {
    problems.push({ code: 'EMPTY_CART', field: 'items' })
  } else if (input.deliveryType === 'COURIER') {
    const totals = computeTotals({
      lines: input.lines,
      deliveryType: input.deliveryType,
      discount: input.discount,
    })
    const missing = missingForCourierMinimum(totals)
    if (missing > 0) {
      problems.push({ code: 'COURIER_MINIMUM', field: 'items', minimum: MIN_COURIER_ORDER, missing })
    }
  }
  if (input.paymentMethod === 'ONLINE') {
    const vouchers = input.lines.filter((l) => l.count > 0 && isVoucher(l)).map((l) => l.id)
    if (vouchers.length > 0) {
      problems.push({ code: 'VOUCHER_ONLINE', field: 'paymentMethod', productIds: vouchers })
    }
    if (!input.onlinePaymentAvailable) {
      problems.push({ code: 'ONLINE_UNAVAILABLE', field: 'paymentMethod' })
    }
  }
  if (input.timing) {
    const p = checkOrderTiming(input.timing, input.deliveryType)
    if (p) problems.push(p)
  }
  return problems
}

/**
 * The time check alone: ASAP needs the site open now; DATE needs a valid slot today.
 * @internal Exported for its tests; production uses it within this module.
 */
export function checkOrderTiming(timing: OrderTiming, deliveryType: DeliveryType): OrderProblem | null {
  const { now, orderTimeType, orderTime } = timing
  const adjustments = { override: timing.override, calendar: timing.calendar }
  if (orderTimeType === 'ASAP') {
    return siteStatus(now, adjustments).closed ? { code: 'SITE_CLOSED', field: 'orderTimeType' } : null
  }
  if (!orderTime) return { code: 'ORDER_TIME_MISSING', field: 'orderTime' }
  const reason = validateOrderTime(now, adjustments, deliveryType, orderTime)
  if (reason === null) return null
  if (reason === 'TOO_SOON') {
    return { code: 'ORDER_TIME_TOO_SOON', field: 'orderTime', leadMinutes: LEAD_MINUTES[deliveryType] }
  }
  return { code: `ORDER_TIME_${reason}`, field: 'orderTime' }
}

/** A human message for a problem, Polish (with diacritics) or English. */
export function orderProblemMessage(problem: OrderProblem, lang: Language): string {
  const pl = lang === 'pl'
  switch (problem.code) {
    case 'EMPTY_CART':
      return pl ? 'Koszyk jest pusty.' : 'Your cart is empty.'
    case 'COURIER_MINIMUM': {
      const min = formatPrice(problem.minimum, lang)
      const missing = formatPrice(problem.missing, lang)
      return pl
        ? `Minimalna kwota zamówienia na dostawę to ${min} — brakuje ${missing}.`
        : `The minimum order for delivery is ${min} — ${missing} to go.`
    }
    case 'VOUCHER_ONLINE':
      return pl
        ? 'Vouchery nie mogą być opłacone online — wybierz płatność gotówką lub kartą.'
        : 'Vouchers cannot be paid online — please choose cash or card.'
    case 'ONLINE_UNAVAILABLE':
      return pl
        ? 'Płatność online jest teraz niedostępna — wybierz płatność gotówką lub kartą.'
        : 'Online payment is not available right now — please choose cash or card.'
    case 'SITE_CLOSED':
      return pl
        ? 'Restauracja w tej chwili jest zamknięta. Zapraszamy w godzinach otwarcia :)'
        : 'The restaurant is closed right now. Please order during opening hours :)'
    case 'ORDER_TIME_MISSING':
      return pl ? 'Wybierz godzinę zamówienia.' : 'Please choose a time for your order.'
    case 'ORDER_TIME_NOT_TODAY':
      return pl
        ? 'Zamówienie na godzinę można złożyć tylko na dzisiaj.'
        : 'A timed order can only be placed for today.'
    case 'ORDER_TIME_CLOSED':
      return pl
        ? 'Dzisiaj restauracja jest zamknięta — nie można wybrać godziny.'
        : 'The restaurant is closed today — no time can be chosen.'
    case 'ORDER_TIME_TOO_SOON':
      return pl
        ? `Wybierz godzinę co najmniej ${problem.leadMinutes} min od teraz.`
        : `Please choose a time at least ${problem.leadMinutes} min from now.`
    case 'ORDER_TIME_OUTSIDE_HOURS':
      return pl
        ? 'Wybrana godzina jest poza godzinami otwarcia.'
        : 'The chosen time is outside opening hours.'
  }
}

/**
 * Normalizes a Polish phone number: 9 digits, optionally preceded by +48 or 0048, with spaces,
 * dashes, dots or parentheses anywhere → '+48XXXXXXXXX'. Returns null otherwise (also for a
 * number starting with 0, which Polish numbering never uses).
 */
export function normalizePolishPhone(s: string): string | null {
  if (typeof s !== 'string') return null
  const compact = s.trim().replace(/[\s\u00a0\-.()]/g, '')
  const m = /^(?:\+48|0048)?([1-9]\d{8})$/.exec(compact)
  return m ? `+48${m[1]}` : null
}

/** A stored phone number as people read it: '+48600100200' → '+48 600 100 200'. */
export function formatPolishPhone(phone: string): string {
  const m = /^\+48(\d{3})(\d{3})(\d{3})$/.exec(phone)
  return m ? `+48 ${m[1]} ${m[2]} ${m[3]}` : phone
}

/** Normalizes a postal code: trims, accepts 'NN-NNN' or 'NNNNN' → 'NN-NNN'; null otherwise. */
export function normalizePostalCode(s: string): string | null {
  if (typeof s !== 'string') return null
  const m = /^(\d{2})-?(\d{3})$/.exec(s.trim())
  return m ? `${m[1]}-${m[2]}` : null
}
