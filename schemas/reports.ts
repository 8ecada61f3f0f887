import { type Static, Type } from '@sinclair/typebox'
import { DateString, Money } from './common.js'
import { RateTotal } from './orders.js'

const Count = Type.Integer({ minimum: 0 })

/** GET /api/reports/daily: one day's figures (amounts in PLN, two decimals, summed in grosze). */
export const DailyReportResponse = Type.Object({
  date: DateString,
  orders: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    byStatus: Type.Object({
      NEW: Count,
      ACCEPTED: Count,
      READY: Count,
      IN_DELIVERY: Count,
      COMPLETED: Count,
      CANCELLED: Count,
    }),
  }),
  revenue: Type.Object(
    {
      completedOrders: Type.Integer({ minimum: 0 }),
      total: Money,
      byPaymentMethod: Type.Object({ CASH: Money, CARD: Money, ONLINE: Money }),
      byDeliveryType: Type.Object({ SELF: Money, COURIER: Money }),
    },
    { description: 'Completed orders only; cancelled orders never count.' },
  ),
  discounts: Type.Object(
    { total: Money, orders: Type.Integer({ minimum: 0 }) },
    { description: 'Promo-code discounts on completed orders.' },
  ),
  vat: Type.Array(RateTotal, {
    description:
      'Completed orders per VAT rate, highest first: gross (after discounts, with the delivery fee’s share), net, VAT; orders placed before rates were kept are not in it',
  }),
  deposits: Type.Number({
    minimum: 0,
    description: 'Deposits of completed orders, PLN: outside VAT, inside revenue',
  }),
  invoices: Type.Object(
    {
      REQUESTED: Count,
      ISSUING: Count,
      ISSUED: Count,
      FAILED: Count,
      CORRECTED: Count,
    },
    {
      description:
        'The day’s orders that asked for an invoice, by what became of it (a cancelled order once its invoice was queued)',
    },
  ),
  averageBasket: Type.Number({ minimum: 0, description: 'Revenue per completed order, PLN' }),
  topProducts: Type.Array(
    Type.Object({ productId: Type.String(), name: Type.String(), count: Type.Integer({ minimum: 1 }) }),
    { maxItems: 10, description: 'Pieces ordered, over the orders not cancelled' },
  ),
  cancellations: Type.Array(
    Type.Object({
      number: Type.Integer(),
      createdAt: Type.String({ format: 'date-time' }),
      total: Money,
      reason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
})
export type DailyReportResponse = Static<typeof DailyReportResponse>

export const DailyReportQuery = Type.Object(
  { date: Type.Optional(DateString) },
  { additionalProperties: false },
)

export const OrdersCsvQuery = Type.Object(
  { from: Type.Optional(DateString), to: Type.Optional(DateString) },
  { additionalProperties: false },
)

/** The export's text: UTF-8 with a BOM, `;` between fields, CRLF line ends. */
export const OrdersCsv = Type.String({ description: 'CSV (text/csv; charset=utf-8), one row per order' })
