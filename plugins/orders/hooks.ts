import type { FastifyBaseLogger } from 'fastify'
import type { OrderStatus, PaymentStatus } from '../../schemas/enums.js'
import type { StaffOrder } from '../../schemas/orders.js'
import type { DB } from '../db/database.js'

/**
 * How other capabilities (payments, mail) take part in an order's life without the orders
 * capability knowing them: they push functions into `app.orderHooks` (named in their
 * `dependencies`), and use `app.orderAccess` to read orders and move them.
 */

/** A freshly written (or just paid) order, inside its transaction. */
interface PlacedOrder {
  id: string
  number: number
  status: OrderStatus
  paymentMethod: StaffOrder['paymentMethod']
  email: string
  language: string
  totalGrosze: number
  /** The guest's address, when the order is being placed. */
  ip?: string
}

/** A status change, inside its transaction: the order as it was, and where it goes. */
interface OrderMove {
  order: StaffOrder
  to: OrderStatus
  actor: string
  reason: string | undefined
  estimatedReadyAt: string | undefined
}

export interface PlacementContext {
  /** The guest's address (PayU wants the buyer's real IP). */
  ip: string
  log: FastifyBaseLogger
  /** True when the answer is a replay of an Idempotency-Key seen before. */
  replayed: boolean
  /** The whole order (read only when a hook needs it). */
  load: () => Promise<StaffOrder | undefined>
}

export interface OrderHooks {
  /** Inside the order's transaction, after the order and its lines are written. */
  placed: ((trx: DB, order: PlacedOrder) => Promise<void>)[]
  /**
   * After the commit, before the 201 answer: may add fields to it (the payment's redirect), or
   * throw an HttpError (the order then stays stored but hidden, as an unpaid ONLINE order is).
   */
  answering: ((
    placed: { id: string; paymentMethod: StaffOrder['paymentMethod'] },
    context: PlacementContext,
  ) => Promise<Record<string, unknown> | undefined>)[]
  /** Inside the transaction in which an ONLINE order becomes paid (its confirmation e-mail). */
  paid: ((trx: DB, order: PlacedOrder) => Promise<void>)[]
  /** Inside the transaction of a status change (outbox rows). */
  moving: ((trx: DB, move: OrderMove) => Promise<void>)[]
  /** After a status change is committed (a refund). */
  moved: ((order: StaffOrder, move: OrderMove) => Promise<void>)[]
  /** Adds each capability's part to orders read for staff or the guest (payment, e-mails). */
  details: ((orders: StaffOrder[], view: 'staff' | 'guest') => Promise<void>)[]
}

export function createOrderHooks(): OrderHooks {
  return { placed: [], answering: [], paid: [], moving: [], moved: [], details: [] }
}

/** What other capabilities may do with orders. */
export interface OrderAccess {
  /** One order with every capability's details (staff view), or undefined. */
  find: (id: string) => Promise<StaffOrder | undefined>
  /**
   * Sets an ONLINE order's payment status inside `trx` if it is one of `from` (PAID runs the `paid`
   * hooks in the same transaction); true when changed. Call `announce` after the commit.
   */
  setPaymentStatus: (trx: DB, id: string, from: PaymentStatus[], to: PaymentStatus) => Promise<boolean>
  /** Tells the staff board about an order (a paid ONLINE order appears there as new). */
  announce: (id: string, type: 'created' | 'updated') => Promise<void>
  /** Moves an order as `actor` (the system cancels unpaid orders); false if it was not in `from`. */
  move: (id: string, from: OrderStatus, to: OrderStatus, actor: string, reason?: string) => Promise<boolean>
}

/** The kitchen sees an ONLINE order only once it is paid. */
export function visibleToKitchen(order: Pick<StaffOrder, 'paymentMethod' | 'payment'>): boolean {
  return order.paymentMethod !== 'ONLINE' || order.payment?.status === 'PAID'
}
