/**
 * Orders: placing one (priced on the server, idempotent, in one transaction with the promo-code
 * use) and moving one along its lifecycle. Other capabilities are reached through their decorators
 * (app.overrideFor, app.currentSiteStatus, app.promoCodes).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { canMove, nextStatuses } from '../../domain/order-lifecycle.js'
import type { OrderStatus, PaymentStatus } from '../../schemas/enums.js'
import type { OrderRequest, StaffOrder, StatusChange } from '../../schemas/orders.js'
import type { Database } from '../db/database.js'
import { toStaffOrders } from './dto.js'
import { type OrderHooks, type PlacementContext, visibleToKitchen } from './hooks.js'
import { illegalTransition, orderChanged, orderNotFound, paymentPending, reasonRequired } from './messages.js'
import { createPlacement, type Placed } from './placement.js'
import {
  findLinesAndEvents,
  findOrderRow,
  insertOrderEvent,
  listOrderRows,
  type OrderRow,
  setPaymentStatusIf,
  updateStatusIf,
} from './repository.js'

async function withDetails(db: Kysely<Database>, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (rows.length === 0) return []
  const { lines, events } = await findLinesAndEvents(
    db,
    rows.map((r) => r.id),
  )
  return toStaffOrders(rows, lines, events)
}

export function createOrderService(app: FastifyInstance, hooks: OrderHooks) {
  const { db } = app
  const newOrReplayed = createPlacement(app, hooks)

  /** Adds each hooked capability's part (payment, e-mails) to orders read for staff or the guest. */
  async function detailed(orders: StaffOrder[], view: 'staff' | 'guest'): Promise<StaffOrder[]> {
    for (const add of hooks.details) await add(orders, view)
    return orders
  }

  async function find(id: string, view: 'staff' | 'guest' = 'staff'): Promise<StaffOrder | undefined> {
    const row = await findOrderRow(db, id)
    return row ? (await detailed(await withDetails(db, [row]), view))[0] : undefined
  }

  /** Tells the staff board about an order, once the kitchen may see it (ONLINE: paid). */
  async function announce(id: string, type: 'created' | 'updated'): Promise<void> {
    // Every instance's boards (live.ts checks that the kitchen may see it).
    app.orderFeed.publish({ orderId: id, type })
  }

  /**
   * Sets an ONLINE order's payment status inside `trx` if it is one of `from`; becoming PAID runs
   * the `paid` hooks in the same transaction (the confirmation e-mail).
   */
  async function setPaymentStatus(
    trx: Kysely<Database>,
    id: string,
    from: PaymentStatus[],
    to: PaymentStatus,
  ): Promise<boolean> {
    if (!(await setPaymentStatusIf(trx, id, from, to, app.now()))) return false
    if (to === 'PAID' && hooks.paid.length > 0) {
      const row = (await findOrderRow(trx, id))!
      const paid = {
        id,
        number: row.number,
        status: row.status,
        paymentMethod: row.payment_method,
        email: row.customer_email,
        language: row.language,
        totalGrosze: row.total_grosze,
      }
      for (const hook of hooks.paid) await hook(trx, paid)
    }
    return true
  }

  return {
    find,
    announce,
    setPaymentStatus,

    /** Orders of a business date (Warsaw), newest first (ONLINE ones once paid). */
    list: async (date: string, status?: OrderStatus) =>
      detailed(await withDetails(db, await listOrderRows(db, date, status)), 'staff'),

    /**
     * Prices the order from the embedded menu and the stored promo code, then writes it with its
     * lines, first event, promo-code use and idempotency key in one transaction of the write queue
     * (the promise settles after the commit). A key seen before answers the stored response (same
     * body) or is refused (another body).
     */
    async place(
      body: OrderRequest,
      idempotencyKey: string | undefined,
      context: Omit<PlacementContext, 'replayed' | 'load'>,
      /** Called for a new order only (never for a replay): the order rate limit, which may throw. */
      checkLimit?: () => Promise<void>,
    ): Promise<Placed> {
      const placed = await newOrReplayed(body, idempotencyKey, context, checkLimit)
      // Other capabilities may add to the answer (an ONLINE order's payment page) or refuse it.
      const created = { id: placed.body.id, paymentMethod: body.paymentMethod }
      const full = { ...context, replayed: placed.replayed, load: () => find(placed.body.id) }
      for (const hook of hooks.answering) placed.body = { ...placed.body, ...(await hook(created, full)) }
      // Every instance's boards hear of it (live.ts), this one's included, once the kitchen may see it.
      if (!placed.replayed && placed.eventId)
        app.orderFeed.publish({ id: placed.eventId, orderId: placed.body.id, type: 'created' })
      return placed
    },

    /**
     * Moves an order to a new status if it is still where staff saw it (a race with another tablet
     * loses cleanly), and records who did it and when; the board hears of it.
     */
    async move(
      id: string,
      change: StatusChange,
      actor: string,
      options: { system?: boolean } = {},
    ): Promise<StaffOrder> {
      const order = await find(id)
      if (!order) throw orderNotFound()
      // Staff do not see an unpaid ONLINE order, nor move it; the system cancels it.
      if (!options.system && !visibleToKitchen(order)) throw paymentPending()
      const to = change.status
      if (!canMove(order.status, to, order.deliveryType)) {
        throw illegalTransition(order.status, to, nextStatuses(order.status, order.deliveryType))
      }
      const reason = change.reason?.trim()
      if (to === 'CANCELLED' && !reason) throw reasonRequired()
      const at = app.now().toISOString()
      const estimatedReadyAt = change.estimatedReadyAt
        ? new Date(change.estimatedReadyAt).toISOString()
        : undefined
      const info = { order, to, actor, reason, estimatedReadyAt }
      const moved = await db.transaction().execute(async (trx) => {
        const updated = await updateStatusIf(trx, {
          id,
          from: order.status,
          to,
          at,
          ...(to === 'CANCELLED' ? { cancelReason: reason ?? null } : {}),
          estimatedReadyAt: change.estimatedReadyAt
            ? new Date(change.estimatedReadyAt).toISOString()
            : undefined,
        })
        if (!updated) return null
        const eventId = await insertOrderEvent(trx, {
          order_id: id,
          from_status: order.status,
          to_status: to,
          reason: reason ?? null,
          actor,
          at,
        })
        for (const hook of hooks.moving) await hook(trx, info)
        return eventId
      })
      if (moved === null) throw orderChanged()
      for (const hook of hooks.moved) await hook(order, info)
      app.orderFeed.publish({ id: moved, orderId: id, type: 'updated' })
      return (await find(id))!
    },
  }
}

export type OrderService = ReturnType<typeof createOrderService>
