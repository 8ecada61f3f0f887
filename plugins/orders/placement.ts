/**
 * Placing an order: priced on the server from the embedded menu and the stored promo code, written
 * with its lines, first event, promo-code use and idempotency key in one transaction; a key seen
 * before answers its stored response. service.ts adds the hooks' answers and tells the boards.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { warsawDate } from '../../domain/hours.js'
import { normalizeDiscount } from '../../domain/pricing.js'
import type { OrderCreated, OrderRequest } from '../../schemas/orders.js'
import { createdAnswer } from './dto.js'
import type { OrderHooks, PlacementContext } from './hooks.js'
import { KeyedLock } from './key-lock.js'
import { idempotencyKeyReused } from './messages.js'
import { priceOrder } from './pricing.js'
import { claimIdempotencyKey, findIdempotencyKey, insertOrderRows, saveIdempotencyKey } from './repository.js'

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

/** What placing an order answers: a new order (201), or the stored answer to a repeated key. */
export interface Placed {
  statusCode: number
  body: OrderCreated
  replayed: boolean
  /** The NEW event of a new order. */
  eventId?: number
}

/** Answers `newOrReplayed(body, key, context, checkLimit)`: a new order, or a key's stored answer. */
export function createPlacement(app: FastifyInstance, hooks: OrderHooks) {
  const { db } = app
  const keyLock = new KeyedLock()

  /** Prices and writes a new order (its key, if any, was not answered before). */
  async function placeNew(
    body: OrderRequest,
    idempotency: { key: string; requestHash: string } | undefined,
    checkLimit: (() => Promise<void>) | undefined,
    context: Omit<PlacementContext, 'replayed' | 'load'>,
  ): Promise<Placed> {
    const now = app.now()
    const lang = body.language ?? 'pl'
    const override = await app.overrideFor(warsawDate(now))
    const status = await app.currentSiteStatus(now)
    const promoInput = body.promoCode?.trim()
    const promo = promoInput ? await app.promoCodes.require(promoInput, now, lang, { ip: context.ip }) : null
    const priced = priceOrder(body, {
      now,
      override,
      onlinePaymentAvailable: status.onlinePaymentAvailable,
      discount: promo ? normalizeDiscount({ type: promo.type, value: promo.value }) : null,
      promoCode: promo?.code ?? null,
    })
    await checkLimit?.()
    const at = now.toISOString()
    const placed = await app.writeQueue.run(async (trx): Promise<Placed> => {
      // The key is claimed first: a parallel retry on another instance waits here for this one,
      // then reads its answer (the key lock above only orders the requests of one instance).
      if (idempotency && !(await claimIdempotencyKey(trx, { ...idempotency, at }))) {
        const previous = await findIdempotencyKey(trx, idempotency.key)
        if (!previous) throw new Error('Idempotency key claimed but not found')
        if (previous.request_hash !== idempotency.requestHash) throw idempotencyKeyReused()
        return {
          statusCode: previous.status_code,
          body: JSON.parse(previous.response_body),
          replayed: true,
        }
      }
      if (promo) await app.promoCodes.redeem(trx, promo.code, lang)
      const id = newPublicId()
      const { number, eventId } = await insertOrderRows(
        trx,
        { ...priced.order, id, status: 'NEW', created_at: at, updated_at: at },
        priced.lines,
      )
      for (const hook of hooks.placed) {
        await hook(trx, {
          id,
          number,
          status: 'NEW',
          ip: context.ip,
          paymentMethod: body.paymentMethod,
          email: priced.order.customer_email,
          language: lang,
          totalGrosze: priced.order.total_grosze,
        })
      }
      const answer = createdAnswer({ id, number }, priced.totals, priced.expectedAt)
      if (idempotency)
        await saveIdempotencyKey(trx, { key: idempotency.key, statusCode: 201, body: answer, orderId: id })
      return { statusCode: 201, body: answer, replayed: false, eventId }
    })
    return placed
  }

  /** A new order, or the stored answer to an Idempotency-Key answered before. */
  async function newOrReplayed(
    body: OrderRequest,
    idempotencyKey: string | undefined,
    context: Omit<PlacementContext, 'replayed' | 'load'>,
    checkLimit: (() => Promise<void>) | undefined,
  ): Promise<Placed> {
    const idempotency = idempotencyKey
      ? { key: idempotencyKey.toLowerCase(), requestHash: requestHash(body) }
      : undefined
    // Requests with the same key run one after another: a duplicate that arrives while the first
    // is running is answered from its stored answer too.
    if (!idempotency) return placeNew(body, undefined, checkLimit, context)
    return keyLock.run(idempotency.key, async () => {
      // A replay of an answered key gets the stored answer first: no new order, never counted.
      const previous = await findIdempotencyKey(db, idempotency.key)
      if (previous) {
        if (previous.request_hash !== idempotency.requestHash) throw idempotencyKeyReused()
        return {
          statusCode: previous.status_code,
          body: JSON.parse(previous.response_body),
          replayed: true,
        }
      }
      return placeNew(body, idempotency, checkLimit, context)
    })
  }

  return newOrReplayed
}
