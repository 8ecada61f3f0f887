/**
 * Placing an order, top to bottom (docs/architecture.md, "The order workflow"):
 *
 * 1. validate   the Idempotency-Key: a key answered before gets its stored answer, nothing else runs
 * 2. price      from the embedded menu and the stored promo code; the order rules and opening hours
 * 3. kitchen    can the kitchen take it now (kitchen-checks.ts): area, pause; its slot's place in 5.
 * 4. limit      the address's order limit (counted for new orders only)
 * 5. write      one transaction: the key, the order's place in its slot, the promo-code use, the
 *               order, its lines and first order event, the pending payment (ONLINE) or the
 *               confirmation e-mail (outbox) and the kitchen's print jobs, the answer
 * 6. pay        an ONLINE order gets PayU's page (also on a replay, until it is paid)
 * 7. answer     the staff boards hear of the new order; the 201 (or the stored answer) goes back
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { customAlphabet } from 'nanoid'
import { normalizeDiscount } from '#domain/pricing.js'
import type { OrderRequest, StaffOrder } from '#schemas/orders.js'
import { claimIdempotencyKey, insertOrderRows, type OrderRow, saveIdempotencyKey } from '../repository.js'
import { createdAnswer, toStaffOrders } from '../staff-order.js'
import { type IdempotencyKey, idempotencyKeyOf, type Placed, storedAnswer } from './idempotency.js'
import { KeyedLock } from './key-lock.js'
import { checkKitchen, takeKitchenSlot } from './kitchen-checks.js'
import { priceOrder } from './pricing.js'

/** No 0/O, 1/I/L: easy to read out on the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
/** Public order id: 12 characters from a 31-letter alphabet (≈ 59 bits), uniform, unguessable. */
const newPublicId = customAlphabet(ALPHABET, 12)

/** Who is placing the order: the address (the payment wants it) and the request's logger. */
export interface PlacementContext {
  ip: string
  log: FastifyBaseLogger
}

/**
 * `place(body, idempotencyKey, context, checkLimit)`: a new order, or a key's stored answer.
 * `checkLimit` is the address's order limit (it may throw 429); it runs for new orders only.
 */
export function createPlacement(app: FastifyInstance, read: (id: string) => Promise<StaffOrder | undefined>) {
  const keyLock = new KeyedLock()

  async function placeNew(
    body: OrderRequest,
    idempotency: IdempotencyKey | undefined,
    context: PlacementContext,
    checkLimit: (() => Promise<void>) | undefined,
  ): Promise<Placed> {
    const now = app.now()
    const lang = body.language ?? 'pl'

    // 2. Price: every amount recomputed on the server; the order rules, the hours (with the
    // calendar) and their override; busy mode's longer expected time.
    const { override, calendar } = await app.hoursAdjustments(now)
    const busyMinutes = await app.kitchen.busyMinutesAt(now)
    const promoInput = body.promoCode?.trim()
    const promo = promoInput ? await app.promoCodes.require(promoInput, now, lang, { ip: context.ip }) : null
    const optionGroupsOf = await app.menuOptions.groupsAt(now)
    const priced = priceOrder(body, {
      menu: app.menu.current(),
      now,
      optionGroupsOf,
      override,
      calendar,
      busyMinutes,
      onlinePaymentAvailable: app.payments.available,
      blikCodeAvailable: app.payments.blikCodeAvailable,
      discount: promo ? normalizeDiscount({ type: promo.type, value: promo.value }) : null,
      promoCode: promo?.code ?? null,
    })

    // 3. The kitchen: can it take this order now?
    const kitchen = await checkKitchen(app, { body, priced, now, lang })

    // 4. The address's order limit.
    await checkLimit?.()

    // 5. One transaction: everything the order is, and everything it sets off (outbox rows).
    const at = now.toISOString()
    return app.writeQueue.run(async (trx): Promise<Placed> => {
      // The key is claimed first: a parallel retry on another instance waits here for this one,
      // then reads its answer (the key lock only orders the requests of one instance).
      if (idempotency && !(await claimIdempotencyKey(trx, { ...idempotency, at }))) {
        const previous = await storedAnswer(trx, idempotency)
        if (!previous) throw new Error('Idempotency key claimed but not found')
        return previous
      }
      // The order's place in its 15-minute slot, taken atomically (SLOT_FULL when none is left).
      await takeKitchenSlot(app, trx, kitchen)
      if (promo) await app.promoCodes.redeem(trx, promo.code, lang)
      const row = {
        ...priced.order,
        id: newPublicId(),
        status: 'NEW' as const,
        created_at: at,
        updated_at: at,
      }
      const { number, eventId } = await insertOrderRows(trx, row, priced.lines)
      if (body.paymentMethod === 'ONLINE') {
        // Its confirmation waits for the payment (settlement.ts).
        await app.payments.recordPending(trx, { id: row.id, totalGrosze: row.total_grosze, ip: context.ip })
      } else {
        const lines = priced.lines.map((line, position) => ({
          ...line,
          name_en: line.name_en ?? null,
          order_id: row.id,
          position,
        }))
        const [order] = toStaffOrders([{ ...row, number } as OrderRow], lines, [])
        await app.mail.confirmation(trx, order!)
        // The tickets of the printers that print an order when it is placed (docs/printing.md).
        await app.printing.orderConfirmed(trx, order!)
      }
      const answer = createdAnswer({ id: row.id, number }, priced.totals, priced.expectedAt)
      if (idempotency)
        await saveIdempotencyKey(trx, {
          key: idempotency.key,
          statusCode: 201,
          body: answer,
          orderId: row.id,
        })
      return { statusCode: 201, body: answer, replayed: false, eventId }
    })
  }

  return async function place(
    body: OrderRequest,
    idempotencyKey: string | undefined,
    context: PlacementContext,
    checkLimit?: () => Promise<void>,
  ): Promise<Placed> {
    // 1. Validate the key. Requests with the same key run one after another: a duplicate that
    // arrives while the first is running is answered from its stored answer too, never counted.
    const idempotency = idempotencyKeyOf(body, idempotencyKey)
    const placed = idempotency
      ? await keyLock.run(
          idempotency.key,
          async () =>
            (await storedAnswer(app.db, idempotency)) ?? placeNew(body, idempotency, context, checkLimit),
        )
      : await placeNew(body, undefined, context, checkLimit)

    // 6. An ONLINE order's payment page (PayU unreachable: 502, the order stays unpaid and hidden).
    if (body.paymentMethod === 'ONLINE') {
      const order = await read(placed.body.id)
      const payment = order ? await app.payments.start(order, context.log, body.blikCode) : undefined
      if (payment) placed.body = { ...placed.body, payment }
    }

    // 7. Every instance's boards hear of it (feed/live-feed.ts), once the kitchen may see it.
    if (!placed.replayed && placed.eventId)
      app.orderFeed.publish({ id: placed.eventId, orderId: placed.body.id, type: 'created' })
    return placed
  }
}
