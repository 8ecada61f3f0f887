/** Reading orders: the stored rows, then each capability's part (the payment, the e-mails). */
import type { FastifyInstance } from 'fastify'
import type { DB } from '#infra/db/database.js'
import type { OrderStatus } from '#schemas/enums.js'
import type { StaffOrder } from '#schemas/orders.js'
import { findLinesAndEvents, findOrderRow, listOrderRows, type OrderRow } from './repository.js'
import { toStaffOrders } from './staff-order.js'

async function withLinesAndEvents(db: DB, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (rows.length === 0) return []
  const { lines, events } = await findLinesAndEvents(
    db,
    rows.map((r) => r.id),
  )
  return toStaffOrders(rows, lines, events)
}

/** One order with its lines and history only (in a transaction too), or undefined. */
export async function readOrder(db: DB, id: string): Promise<StaffOrder | undefined> {
  const row = await findOrderRow(db, id)
  return row ? (await withLinesAndEvents(db, [row]))[0] : undefined
}

/** The kitchen sees an ONLINE order only once it is paid. */
export function visibleToKitchen(order: Pick<StaffOrder, 'paymentMethod' | 'payment'>): boolean {
  return order.paymentMethod !== 'ONLINE' || order.payment?.status === 'PAID'
}

export function createOrderReads(app: FastifyInstance) {
  /** Adds the payment (ONLINE orders) and, for staff, the e-mails. */
  async function detailed(orders: StaffOrder[], view: 'staff' | 'guest'): Promise<StaffOrder[]> {
    const online = orders.filter((o) => o.paymentMethod === 'ONLINE')
    if (online.length > 0) {
      const payments = await app.payments.of(online.map((o) => o.id))
      for (const order of online) {
        const payment = payments.get(order.id)
        if (!payment) continue
        order.payment = payment
        // An order whose payment was cancelled before anyone looked at it reads as cancelled.
        if (payment.status === 'CANCELED' && order.status === 'NEW') order.status = 'CANCELLED'
      }
    }
    if (view === 'staff' && orders.length > 0) {
      const emails = await app.mail.of(orders.map((o) => o.id))
      for (const order of orders) order.emails = emails.get(order.id) ?? []
      const invoiced = orders.filter((o) => o.invoice)
      if (invoiced.length > 0) {
        const states = await app.invoices.of(invoiced.map((o) => o.id))
        for (const order of invoiced) {
          const state = states.get(order.id)
          if (state && order.invoice) order.invoice = { ...order.invoice, ...state }
        }
      }
    }
    return orders
  }

  return {
    /** One order as staff (default) or the guest see it, or undefined. */
    async find(id: string, view: 'staff' | 'guest' = 'staff'): Promise<StaffOrder | undefined> {
      const order = await readOrder(app.db, id)
      return order ? (await detailed([order], view))[0] : undefined
    },

    /** An order's business date (Warsaw, YYYY-MM-DD), or undefined: what the kitchen may read. */
    async businessDate(id: string): Promise<string | undefined> {
      return (await findOrderRow(app.db, id))?.business_date
    },

    /** Orders of a business date (Warsaw), newest first (ONLINE ones once paid). */
    async list(date: string, status?: OrderStatus): Promise<StaffOrder[]> {
      return detailed(await withLinesAndEvents(app.db, await listOrderRows(app.db, date, status)), 'staff')
    },
  }
}
