/**
 * The day's report (docs/kitchen.md, "Day's report"): what the staff see at the end of an evening.
 * Every sum is made in integer grosze and turned into PLN (two decimals) at the end. Revenue counts
 * completed orders only; cancelled orders never count as money. Pure: the rows come from the caller.
 */
import {
  DELIVERY_TYPES,
  type DeliveryType,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type VatRate,
} from '#schemas/enums.js'
import { toPln } from '../money.js'
import { type RateTotal, sumByRate } from '../vat.js'

/** The fields of an order the report reads; money in grosze. */
export interface ReportOrder {
  id: string
  number: number
  status: OrderStatus
  deliveryType: DeliveryType
  paymentMethod: PaymentMethod
  discountGrosze: number
  totalGrosze: number
  /** The deposits in the total (outside VAT). */
  depositsGrosze: number
  /** The per-rate split as stored; null on orders placed before rates were kept. */
  vatByRate: readonly RateTotal[] | null
  cancelReason: string | null
  createdAt: string
}

/** An order line as ordered. */
export interface ReportLine {
  orderId: string
  productId: string
  name: string
  count: number
}

/** How many products the report ranks. */
const TOP_PRODUCTS = 10

export interface DailyReport {
  date: string
  orders: { total: number; byStatus: Record<OrderStatus, number> }
  revenue: {
    completedOrders: number
    total: number
    byPaymentMethod: Record<PaymentMethod, number>
    byDeliveryType: Record<DeliveryType, number>
  }
  discounts: { total: number; orders: number }
  /** Completed orders per VAT rate, highest first, in PLN (docs/kitchen.md, "Day's report"). */
  vat: { rate: VatRate; gross: number; net: number; vat: number }[]
  /** The deposits of completed orders, PLN (outside VAT, inside revenue). */
  deposits: number
  averageBasket: number
  topProducts: { productId: string; name: string; count: number }[]
  cancellations: { number: number; createdAt: string; total: number; reason: string | null }[]
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>

const toPlnRecord = <K extends string>(grosze: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(grosze).map(([key, value]) => [key, toPln(value)])) as Record<
    K,
    number
  >

/**
 * The figures of one day's orders:
 * - orders by status (every order of the day);
 * - revenue: completed orders' totals, by payment method and by delivery type;
 * - discounts given and the average basket: over completed orders, like the revenue;
 * - VAT per rate (gross, net, VAT: the orders' stored splits summed) and deposits: completed orders;
 * - the top products by pieces ordered, over every order that was not cancelled;
 * - cancellations with their reasons, in order of their numbers.
 */
export function dailyReport(
  date: string,
  orders: readonly ReportOrder[],
  lines: readonly ReportLine[],
): DailyReport {
  const byStatus = zeros(ORDER_STATUSES)
  const byPaymentMethod = zeros(PAYMENT_METHODS)
  const byDeliveryType = zeros(DELIVERY_TYPES)
  let revenue = 0
  let completed = 0
  let discounts = 0
  let discounted = 0
  let deposits = 0
  const rates: (readonly RateTotal[])[] = []
  const cancelled = new Set<string>()
  const cancellations: DailyReport['cancellations'] = []
  for (const order of [...orders].sort((a, b) => a.number - b.number)) {
    byStatus[order.status]++
    if (order.status === 'CANCELLED') {
      cancelled.add(order.id)
      cancellations.push({
        number: order.number,
        createdAt: order.createdAt,
        total: toPln(order.totalGrosze),
        reason: order.cancelReason,
      })
    }
    if (order.status !== 'COMPLETED') continue
    completed++
    revenue += order.totalGrosze
    byPaymentMethod[order.paymentMethod] += order.totalGrosze
    byDeliveryType[order.deliveryType] += order.totalGrosze
    deposits += order.depositsGrosze
    if (order.vatByRate) rates.push(order.vatByRate)
    if (order.discountGrosze > 0) {
      discounts += order.discountGrosze
      discounted++
    }
  }
  const pieces = new Map<string, { productId: string; name: string; count: number }>()
  for (const line of lines) {
    if (cancelled.has(line.orderId)) continue
    const entry = pieces.get(line.productId) ?? { productId: line.productId, name: line.name, count: 0 }
    entry.count += line.count
    pieces.set(line.productId, entry)
  }
  const topProducts = [...pieces.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'pl'))
    .slice(0, TOP_PRODUCTS)
  return {
    date,
    orders: { total: orders.length, byStatus },
    revenue: {
      completedOrders: completed,
      total: toPln(revenue),
      byPaymentMethod: toPlnRecord(byPaymentMethod),
      byDeliveryType: toPlnRecord(byDeliveryType),
    },
    discounts: { total: toPln(discounts), orders: discounted },
    vat: sumByRate(rates).map((r) => ({
      rate: r.rate,
      gross: toPln(r.gross),
      net: toPln(r.net),
      vat: toPln(r.vat),
    })),
    deposits: toPln(deposits),
    averageBasket: completed === 0 ? 0 : toPln(Math.round(revenue / completed)),
    topProducts,
    cancellations,
  }
}
