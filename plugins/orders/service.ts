/**
 * The orders service: placing an order (workflow.ts), moving it along its lifecycle (below), its
 * payment's news (settlement.ts), and reading it (reads.ts). Payments and mail are services it
 * calls (app.payments, app.mail); nothing calls back into it.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { warsawDate } from '#domain/hours.js'
import { canMove, nextStatuses } from '#domain/order-lifecycle.js'
import { HttpError } from '#infra/http/errors.js'
import type { StaffOrder, StatusChange } from '#schemas/orders.js'
import { createSettlement } from './lifecycle/settlement.js'
import {
  illegalTransition,
  orderChanged,
  orderNotFound,
  paymentPending,
  reasonRequired,
  timeInPast,
  timeNotChangeable,
} from './messages.js'
import { createPlacement } from './placement/workflow.js'
import { createOrderReads, visibleToKitchen } from './reads.js'
import { countUnpaidHolds, countWaitingOn, insertOrderEvent, updateStatusIf } from './repository.js'

export function createOrderService(app: FastifyInstance, unpaidHoldMinutes: number) {
  const { payments, mail } = app
  const { find, list, businessDate } = createOrderReads(app)

  /** Tells every instance's boards about an order (live.ts checks that the kitchen may see it). */
  const announce = (id: string, type: 'created' | 'updated') => app.orderFeed.publish({ orderId: id, type })

  /**
   * Moves an order to a new status if it is still where staff saw it (a race with another tablet
   * loses cleanly), and records who did it and when. In the same transaction: the order event,
   * the guest's e-mail (accepted, cancelled) once the order is confirmed, and an accepted order's
   * print jobs; after the commit a paid
   * order that is cancelled is refunded, and the boards hear of it.
   */
  async function move(
    id: string,
    change: StatusChange,
    actor: string,
    log: FastifyBaseLogger,
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
    const eventId = await app.db.transaction().execute(async (trx) => {
      const updated = await updateStatusIf(trx, {
        id,
        from: order.status,
        to,
        at,
        ...(to === 'CANCELLED' ? { cancelReason: reason ?? null } : {}),
        estimatedReadyAt,
      })
      if (!updated) return null
      const written = await insertOrderEvent(trx, {
        order_id: id,
        from_status: order.status,
        to_status: to,
        reason: reason ?? null,
        actor,
        at,
      })
      // The guest hears of a confirmed order's acceptance or cancellation (an unpaid one: never).
      if (visibleToKitchen(order) && to === 'ACCEPTED') {
        const readyAt = estimatedReadyAt ?? order.estimatedReadyAt ?? order.expectedAt
        await mail.accepted(trx, order, readyAt)
        // The tickets of the printers that print an order when staff accept it (docs/printing.md).
        await app.printing.orderAccepted(trx, { ...order, estimatedReadyAt: readyAt })
      }
      if (visibleToKitchen(order) && to === 'CANCELLED') await mail.cancelled(trx, order, reason ?? '')
      // A completed order that asked for an invoice: its invoice joins the queue, number and XML
      // fixed here (a staff move only reaches a visible order, so an ONLINE one is paid).
      if (to === 'COMPLETED') await app.invoices.orderCompleted(trx, order)
      // An issued invoice of a cancelled order is reversed by a correcting invoice.
      if (to === 'CANCELLED' && order.invoice)
        await app.invoices.correct(trx, id, `Anulowanie zamówienia: ${reason ?? ''}`.trim())
      // A cancelled order gives its place in its 15-minute slot back to the kitchen; one the
      // system cancels (never paid) gives its promo code's use back too.
      if (to === 'CANCELLED')
        await app.kitchen.releaseSlot(trx, order.deliveryType, Date.parse(order.expectedAt))
      if (to === 'CANCELLED' && options.system && order.promoCode)
        await app.promoCodes.giveBack(trx, order.promoCode)
      return written
    })
    if (eventId === null) throw orderChanged()
    // A cancelled ONLINE order's money goes back (nothing to do when it was never paid).
    if (to === 'CANCELLED' && order.paymentMethod === 'ONLINE') await payments.refund(order, log)
    app.orderFeed.publish({ id: eventId, orderId: id, type: 'updated' })
    return (await find(id))!
  }

  /**
   * Staff change an accepted order's expected time ("Zmień czas"): when the courier brings it, or
   * when it is ready for pick-up. The guest's page shows it at once and an e-mail says so, in the
   * same transaction (docs/kitchen.md, "Times a guest can trust").
   */
  async function changeTime(id: string, estimatedReadyAt: string): Promise<StaffOrder> {
    const order = await find(id)
    if (!order) throw orderNotFound()
    if (!['ACCEPTED', 'READY', 'IN_DELIVERY'].includes(order.status)) throw timeNotChangeable()
    const at = new Date(estimatedReadyAt)
    if (at.getTime() < app.now().getTime() - 60_000) throw timeInPast()
    const changed = await app.db.transaction().execute(async (trx) => {
      const updated = await updateStatusIf(trx, {
        id,
        from: order.status,
        to: order.status,
        at: app.now().toISOString(),
        estimatedReadyAt: at.toISOString(),
      })
      if (updated) await mail.timeChanged(trx, order, at.toISOString())
      return updated
    })
    if (!changed) throw orderChanged()
    announce(id, 'updated')
    return (await find(id))!
  }

  const settlement = createSettlement(app, {
    find,
    announce,
    holdMinutes: unpaidHoldMinutes,
    /** The system cancels an unpaid order: false when it was not NEW any more. */
    async cancelBySystem(id, reason) {
      if ((await find(id))?.status !== 'NEW') return false
      try {
        await move(id, { status: 'CANCELLED', reason }, 'system', app.log, { system: true })
        return true
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) return false
        throw error
      }
    },
  })

  return {
    place: createPlacement(app, find),
    move,
    changeTime,
    find,
    list,
    businessDate,
    settlement,
    /** The sweep: ONLINE orders still unpaid when their hold ends are cancelled (settlement.ts). */
    expireUnpaid: settlement.expireUnpaid,

    /** The guest's view of an order: a pending payment is checked with PayU first (the fallback). */
    async findForGuest(id: string, log: FastifyBaseLogger): Promise<StaffOrder | undefined> {
      const row = await find(id, 'guest')
      if (row?.paymentMethod !== 'ONLINE' || row.payment?.status !== 'PENDING') return row
      return (await settlement.checkForGuest(id, log)) ? find(id, 'guest') : row
    },

    /** How many places ONLINE orders of a date waiting for payment hold (staff see it on the board). */
    unpaidHolds: (date: string) => countUnpaidHolds(app.db, date),

    /** Today's orders waiting for the kitchen to accept them: a first sign-in says how many. */
    waitingToday: () => countWaitingOn(app.db, warsawDate(app.now())),

    /** Staff: an order's failed e-mails are sent again; false when it had none. */
    async retryEmails(id: string): Promise<boolean> {
      return (await mail.retryFailed(id)) > 0
    },
  }
}

export type OrderService = ReturnType<typeof createOrderService>
