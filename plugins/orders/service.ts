/**
 * Orders: placing one (priced on the server, idempotent, in one transaction with the promo-code
 * use) and moving one along its lifecycle. Other capabilities are reached through their decorators
 * (app.overrideFor, app.currentSiteStatus, app.promoCodes).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { warsawDate } from '../../domain/hours.js'
import { canMove, nextStatuses } from '../../domain/order-lifecycle.js'
import { normalizeDiscount } from '../../domain/pricing.js'
import type { OrderStatus } from '../../schemas/enums.js'
import type { OrderCreated, OrderRequest, StaffOrder, StatusChange } from '../../schemas/orders.js'
import type { Database } from '../db/database.js'
import { createdAnswer, toStaffOrders } from './dto.js'
import {
  idempotencyKeyReused,
  illegalTransition,
  orderChanged,
  orderNotFound,
  reasonRequired,
} from './messages.js'
import { priceOrder } from './pricing.js'
import {
  findIdempotencyKey,
  findLinesAndEvents,
  findOrderRow,
  insertOrderEvent,
  insertOrderRows,
  listOrderRows,
  type OrderRow,
  saveIdempotencyKey,
  updateStatusIf,
} from './repository.js'

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ' // no 0/O, 1/I/L: easy to read out on the phone

/** Public order id: 12 characters from a 31-letter alphabet (≈ 59 bits), unguessable. */
function newPublicId(): string {
  const bytes = randomBytes(12)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}

/** Canonical JSON (sorted keys) of a request body, hashed: the idempotency fingerprint. */
function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as object)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      )
    }
    return value
  }
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex')
}

async function withDetails(db: Kysely<Database>, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (rows.length === 0) return []
  const { lines, events } = await findLinesAndEvents(
    db,
    rows.map((r) => r.id),
  )
  return toStaffOrders(rows, lines, events)
}

/** What placing an order answers: a new order (201), or the stored answer to a repeated key. */
interface Placed {
  statusCode: number
  body: OrderCreated
  replayed: boolean
}

export function createOrderService(app: FastifyInstance) {
  const { db } = app

  async function find(id: string): Promise<StaffOrder | undefined> {
    const row = await findOrderRow(db, id)
    return row ? (await withDetails(db, [row]))[0] : undefined
  }

  return {
    find,

    /** Orders of a business date (Warsaw), newest first. */
    list: async (date: string, status?: OrderStatus) =>
      withDetails(db, await listOrderRows(db, date, status)),

    /**
     * Prices the order from the embedded menu and the stored promo code, then writes it with its
     * lines, first event, promo-code use and idempotency key in one transaction of the write queue
     * (the promise settles after the commit). A key seen before answers the stored response (same
     * body) or is refused (another body).
     */
    async place(body: OrderRequest, idempotencyKey: string | undefined): Promise<Placed> {
      const now = app.now()
      const lang = body.language ?? 'pl'
      const override = await app.overrideFor(warsawDate(now))
      const status = await app.currentSiteStatus(now)
      const promoInput = body.promoCode?.trim()
      const promo = promoInput ? await app.promoCodes.require(promoInput, now, lang) : null
      const priced = priceOrder(body, {
        now,
        override,
        onlinePaymentAvailable: status.onlinePaymentAvailable,
        discount: promo ? normalizeDiscount({ type: promo.type, value: promo.value }) : null,
        promoCode: promo?.code ?? null,
      })
      const idempotency = idempotencyKey
        ? { key: idempotencyKey.toLowerCase(), requestHash: requestHash(body) }
        : undefined
      const at = now.toISOString()
      const placed = await app.writeQueue.run(async (trx): Promise<Placed> => {
        if (idempotency) {
          const previous = await findIdempotencyKey(trx, idempotency.key)
          if (previous) {
            if (previous.request_hash !== idempotency.requestHash) throw idempotencyKeyReused()
            return {
              statusCode: previous.status_code,
              body: JSON.parse(previous.response_body),
              replayed: true,
            }
          }
        }
        if (promo) await app.promoCodes.redeem(trx, promo.code, lang)
        const id = newPublicId()
        const number = await insertOrderRows(
          trx,
          { ...priced.order, id, status: 'NEW', created_at: at, updated_at: at },
          priced.lines,
        )
        const answer = createdAnswer({ id, number }, priced.totals, priced.expectedAt)
        if (idempotency)
          await saveIdempotencyKey(trx, { ...idempotency, statusCode: 201, body: answer, orderId: id, at })
        return { statusCode: 201, body: answer, replayed: false }
      })
      if (!placed.replayed && app.orderEvents.listenerCount('order') > 0) {
        const order = await find(placed.body.id)
        if (order) app.orderEvents.emit('order', { type: 'created', order })
      }
      return placed
    },

    /**
     * Moves an order to a new status if it is still where staff saw it (a race with another tablet
     * loses cleanly), and records who did it and when; the board hears of it.
     */
    async move(id: string, change: StatusChange, actor: string): Promise<StaffOrder> {
      const order = await find(id)
      if (!order) throw orderNotFound()
      const to = change.status
      if (!canMove(order.status, to, order.deliveryType)) {
        throw illegalTransition(order.status, to, nextStatuses(order.status, order.deliveryType))
      }
      const reason = change.reason?.trim()
      if (to === 'CANCELLED' && !reason) throw reasonRequired()
      const at = app.now().toISOString()
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
        if (!updated) return false
        await insertOrderEvent(trx, {
          order_id: id,
          from_status: order.status,
          to_status: to,
          reason: reason ?? null,
          actor,
          at,
        })
        return true
      })
      if (!moved) throw orderChanged()
      const updated = (await find(id))!
      app.orderEvents.emit('order', { type: 'updated', order: updated })
      return updated
    },
  }
}

export type OrderService = ReturnType<typeof createOrderService>
