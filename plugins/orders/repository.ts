import { randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import { toPln } from '../../domain/money.js'
import type { OrderStatus } from '../../schemas/enums.js'
import type { StaffOrder } from '../../schemas/orders.js'
import type { DB, OrdersTable } from '../db/database.js'
import type { WriteQueue } from '../db/write-queue.js'
import { HttpError } from '../http/errors.js'

/** A priced order, ready to be written. Money in grosze. */
export interface NewOrder {
  order: Omit<OrdersTable, 'number' | 'id' | 'status' | 'created_at' | 'updated_at'>
  lines: { productId: string; name: string; unitPriceGrosze: number; count: number }[]
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ' // no 0/O, 1/I/L: easy to read out on the phone

/** Public order id: 12 characters from a 31-letter alphabet (≈ 59 bits), unguessable. */
export function newPublicId(): string {
  const bytes = randomBytes(12)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}

export interface StoredAnswer {
  statusCode: number
  body: unknown
}

/**
 * Writes an order with its lines and first event, together with its idempotency key, inside a
 * transaction of the write queue (group commit: the promise settles after the commit). A key seen
 * before answers the stored response (same body) or is refused (another body); `beforeInsert` runs
 * in the same transaction (promo-code use) and may throw an HttpError to write nothing.
 */
export async function insertOrder(
  queue: WriteQueue,
  input: NewOrder,
  options: {
    now: Date
    idempotency?: { key: string; requestHash: string }
    beforeInsert?: (trx: DB) => Promise<void>
    answer: (saved: { id: string; number: number }) => unknown
  },
): Promise<StoredAnswer & { replayed: boolean }> {
  const at = options.now.toISOString()
  return queue.run(async (trx) => {
    if (options.idempotency) {
      const previous = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response_body'])
        .where('key', '=', options.idempotency.key)
        .executeTakeFirst()
      if (previous) {
        if (previous.request_hash !== options.idempotency.requestHash) {
          throw new HttpError(
            422,
            'Ten klucz Idempotency-Key został już użyty dla innego zamówienia.',
            'IDEMPOTENCY_KEY_REUSED',
            'Idempotency-Key',
          )
        }
        return { statusCode: previous.status_code, body: JSON.parse(previous.response_body), replayed: true }
      }
    }
    await options.beforeInsert?.(trx)
    const id = newPublicId()
    const inserted = await trx
      .insertInto('orders')
      .values({ ...input.order, id, status: 'NEW', created_at: at, updated_at: at })
      .returning('number')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('order_lines')
      .values(
        input.lines.map((line, position) => ({
          order_id: id,
          position,
          product_id: line.productId,
          name: line.name,
          unit_price_grosze: line.unitPriceGrosze,
          count: line.count,
          line_total_grosze: line.unitPriceGrosze * line.count,
        })),
      )
      .execute()
    await trx
      .insertInto('order_events')
      .values({ order_id: id, from_status: null, to_status: 'NEW', reason: null, actor: 'guest', at })
      .execute()
    const body = options.answer({ id, number: inserted.number })
    if (options.idempotency) {
      await trx
        .insertInto('idempotency_keys')
        .values({
          key: options.idempotency.key,
          request_hash: options.idempotency.requestHash,
          status_code: 201,
          response_body: JSON.stringify(body),
          order_id: id,
          created_at: at,
        })
        .execute()
    }
    return { statusCode: 201, body, replayed: false }
  })
}

/** Removes idempotency keys older than the retention (at least 24 h). */
export async function pruneIdempotencyKeys(db: DB, olderThan: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', olderThan.toISOString())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

type OrderRow = Selectable<OrdersTable>

async function loadDetails(db: DB, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [lines, events] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
  ])
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    deliveryType: row.delivery_type as StaffOrder['deliveryType'],
    paymentMethod: row.payment_method as StaffOrder['paymentMethod'],
    orderTimeType: row.order_time_type as StaffOrder['orderTimeType'],
    orderTime: row.order_time,
    items: lines
      .filter((l) => l.order_id === row.id)
      .map((l) => ({
        productId: l.product_id,
        name: l.name,
        price: toPln(l.unit_price_grosze),
        count: l.count,
        lineTotal: toPln(l.line_total_grosze),
      })),
    totals: {
      products: toPln(row.products_grosze),
      discount: toPln(row.discount_grosze),
      delivery: toPln(row.delivery_grosze),
      total: toPln(row.total_grosze),
    },
    expectedAt: row.expected_at,
    estimatedReadyAt: row.estimated_ready_at,
    createdAt: row.created_at,
    customer: { name: row.customer_name, phone: row.customer_phone, email: row.customer_email },
    address:
      row.delivery_type === 'COURIER' && row.address_street
        ? {
            street: row.address_street,
            buildingNumber: row.address_building ?? '',
            apartment: row.address_apartment,
            floor: row.address_floor,
            postalCode: row.address_postal_code ?? '',
            city: row.address_city ?? '',
          }
        : null,
    comment: row.comment,
    promoCode: row.promo_code,
    cancelReason: row.cancel_reason,
    language: row.language,
    events: events
      .filter((e) => e.order_id === row.id)
      .map((e) => ({
        fromStatus: e.from_status as OrderStatus | null,
        toStatus: e.to_status as OrderStatus,
        reason: e.reason,
        actor: e.actor,
        at: e.at,
      })),
  }))
}

export async function findOrder(db: DB, id: string): Promise<StaffOrder | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? (await loadDetails(db, [row]))[0] : undefined
}

/** Orders of a business date (Warsaw), newest first. */
export async function listOrders(db: DB, date: string, status?: OrderStatus): Promise<StaffOrder[]> {
  let query = db.selectFrom('orders').selectAll().where('business_date', '=', date)
  if (status) query = query.where('status', '=', status)
  return loadDetails(db, await query.orderBy('number', 'desc').execute())
}

/**
 * Moves an order to a new status if it is still in `from` (a race with another tablet loses
 * cleanly), and records who did it and when.
 */
export async function moveOrder(
  db: DB,
  change: {
    id: string
    from: OrderStatus
    to: OrderStatus
    actor: string
    at: Date
    reason?: string
    estimatedReadyAt?: string
  },
): Promise<boolean> {
  const at = change.at.toISOString()
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({
        status: change.to,
        updated_at: at,
        ...(change.to === 'CANCELLED' ? { cancel_reason: change.reason ?? null } : {}),
        ...(change.estimatedReadyAt ? { estimated_ready_at: change.estimatedReadyAt } : {}),
      })
      .where('id', '=', change.id)
      .where('status', '=', change.from)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return false
    await trx
      .insertInto('order_events')
      .values({
        order_id: change.id,
        from_status: change.from,
        to_status: change.to,
        reason: change.reason ?? null,
        actor: change.actor,
        at,
      })
      .execute()
    return true
  })
}
