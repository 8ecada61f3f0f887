/** Orders (tables orders, order_lines, order_events, idempotency_keys): queries over Kysely<Database>. */
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { OrderStatus, PaymentStatus } from '../../schemas/enums.js'
import type { Database } from '../db/database.js'
import type { OrderEventsTable, OrderLinesTable, OrdersTable } from './tables.js'

export type OrderRow = Selectable<OrdersTable>
export type OrderLineRow = Selectable<OrderLinesTable>
export type OrderEventRow = Selectable<OrderEventsTable>

/** The stored answer to an Idempotency-Key, if the key was seen. */
export function findIdempotencyKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('key', '=', key)
    .executeTakeFirst()
}

export async function saveIdempotencyKey(
  db: Kysely<Database>,
  entry: { key: string; requestHash: string; statusCode: number; body: unknown; orderId: string; at: string },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      key: entry.key,
      request_hash: entry.requestHash,
      status_code: entry.statusCode,
      response_body: JSON.stringify(entry.body),
      order_id: entry.orderId,
      created_at: entry.at,
    })
    .execute()
}

/** Removes idempotency keys older than the retention (at least 24 h). */
export async function pruneIdempotencyKeys(db: Kysely<Database>, olderThan: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', olderThan.toISOString())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Writes an order, its lines and its first event (NEW, by the guest); answers the order's number. */
export async function insertOrderRows(
  db: Kysely<Database>,
  order: Insertable<OrdersTable>,
  lines: Omit<Insertable<OrderLinesTable>, 'order_id' | 'position'>[],
): Promise<number> {
  const inserted = await db.insertInto('orders').values(order).returning('number').executeTakeFirstOrThrow()
  await db
    .insertInto('order_lines')
    .values(lines.map((line, position) => ({ ...line, order_id: order.id, position })))
    .execute()
  await insertOrderEvent(db, {
    order_id: order.id,
    from_status: null,
    to_status: order.status,
    reason: null,
    actor: 'guest',
    at: order.created_at,
  })
  return inserted.number
}

export async function insertOrderEvent(db: Kysely<Database>, event: Insertable<OrderEventsTable>) {
  await db.insertInto('order_events').values(event).execute()
}

export function findOrderRow(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Orders of a business date (Warsaw), newest first; an ONLINE order only once it is paid. */
export function listOrderRows(db: Kysely<Database>, date: string, status?: OrderStatus): Promise<OrderRow[]> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('business_date', '=', date)
    .where((eb) => eb.or([eb('payment_method', '!=', 'ONLINE'), eb('payment_status', '=', 'PAID')]))
  if (status) query = query.where('status', '=', status)
  return query.orderBy('number', 'desc').execute()
}

/** The lines and events of some orders, in order. */
export async function findLinesAndEvents(
  db: Kysely<Database>,
  ids: string[],
): Promise<{ lines: OrderLineRow[]; events: OrderEventRow[] }> {
  const [lines, events] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
  ])
  return { lines, events }
}

/** Moves an order to `to` only while it is still in `from`; false when it was not. */
export async function updateStatusIf(
  db: Kysely<Database>,
  change: {
    id: string
    from: OrderStatus
    to: OrderStatus
    at: string
    cancelReason?: string | null
    estimatedReadyAt?: string
  },
): Promise<boolean> {
  const updated = await db
    .updateTable('orders')
    .set({
      status: change.to,
      updated_at: change.at,
      ...(change.cancelReason !== undefined ? { cancel_reason: change.cancelReason } : {}),
      ...(change.estimatedReadyAt ? { estimated_ready_at: change.estimatedReadyAt } : {}),
    })
    .where('id', '=', change.id)
    .where('status', '=', change.from)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/** Sets an ONLINE order's payment status if it is one of `from`; true when it changed. */
export async function setPaymentStatusIf(
  db: Kysely<Database>,
  id: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('orders')
    .set({ payment_status: to, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('payment_method', '=', 'ONLINE')
    .where('payment_status', 'in', from)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}
