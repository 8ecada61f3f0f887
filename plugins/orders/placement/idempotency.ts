/**
 * Idempotency-Key: a retried POST /api/order is answered from the stored answer of the first one
 * (same body), or refused (another body). See docs/architecture.md, "The order workflow".
 */
import { createHash } from 'node:crypto'
import type { DB } from '#infra/db/database.js'
import type { OrderCreated, OrderRequest } from '#schemas/orders.js'
import { idempotencyKeyReused } from '../messages.js'
import { findIdempotencyKey } from '../repository.js'

/** A request's key (lower case) and the fingerprint of its body. */
export interface IdempotencyKey {
  key: string
  requestHash: string
}

/** What placing an order answers: a new order (201), or the stored answer to a repeated key. */
export interface Placed {
  statusCode: number
  body: OrderCreated
  replayed: boolean
  /** The order event of a new order (its first: NEW). */
  eventId?: number
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

export function idempotencyKeyOf(body: OrderRequest, header: string | undefined): IdempotencyKey | undefined {
  return header ? { key: header.toLowerCase(), requestHash: requestHash(body) } : undefined
}

/**
 * The stored answer to a key seen before (undefined when the key is new): the one place a replay is
 * built. Another body under the same key is refused (422).
 */
export async function storedAnswer(db: DB, idempotency: IdempotencyKey): Promise<Placed | undefined> {
  const previous = await findIdempotencyKey(db, idempotency.key)
  if (!previous) return undefined
  if (previous.request_hash !== idempotency.requestHash) throw idempotencyKeyReused()
  return { statusCode: previous.status_code, body: JSON.parse(previous.response_body), replayed: true }
}
