/** Orders (tables orders, order_lines, order_events, idempotency_keys): queries over Kysely<Database>. */
import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely'
import type { Database } from '#infra/db/database.js'
import type { OrderStatus } from '#schemas/enums.js'
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

/**
 * Claims an Idempotency-Key for this transaction: true when it was free. The insert does nothing on
 * conflict, so a second request with the key (on another instance too) waits on the unique index
 * until the first commits, then finds the stored answer (or, if the first rolled back, claims it).
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  entry: { key: string; requestHash: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      key: entry.key,
      request_hash: entry.requestHash,
      status_code: 0,
      response_body: '',
      order_id: null,
      created_at: entry.at,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Stores the answer to a claimed key, in the same transaction as the order. */
export async function saveIdempotencyKey(
  db: Kysely<Database>,
  entry: { key: string; statusCode: number; body: unknown; orderId: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      status_code: entry.statusCode,
      response_body: JSON.stringify(entry.body),
      order_id: entry.orderId,
    })
    .where('key', '=', entry.key)
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

/** Writes an order, its lines and its first event (NEW, by the guest); answers the order's number and the event's id. */
export async function insertOrderRows(
  db: Kysely<Database>,
  order: Insertable<OrdersTable>,
  lines: Omit<Insertable<OrderLinesTable>, 'order_id' | 'position'>[],
): Promise<{ number: number; eventId: number }> {
  const inserted = await db.insertInto('orders').values(order).returning('number').executeTakeFirstOrThrow()
  await db
    .insertInto('order_lines')
    .values(lines.map((line, position) => ({ ...line, order_id: order.id, position })))
    .execute()
  const eventId = await insertOrderEvent(db, {
    order_id: order.id,
    from_status: null,
    to_status: order.status,
    reason: null,
    actor: 'guest',
    at: order.created_at,
  })
  return { number: inserted.number, eventId }
}

/** Records an order event; answers its id. */
export async function insertOrderEvent(
  db: Kysely<Database>,
  event: Insertable<OrderEventsTable>,
): Promise<number> {
  const inserted = await db.insertInto('order_events').values(event).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

/** The order events recorded after `afterId`, oldest first: what a reconnecting board missed. */
export async function orderEventsAfter(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<{ id: number; orderId: string; type: 'created' | 'updated' }[]> {
  const rows = await db
    .selectFrom('order_events')
    .select(['id', 'order_id', 'from_status'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    type: row.from_status === null ? ('created' as const) : ('updated' as const),
  }))
}

/** The id of the latest order event (0 when there is none). */
export async function lastOrderEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}

export function findOrderRow(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Orders the kitchen may see: CASH and CARD ones, and ONLINE ones once paid (the payment's state
 * is stored once, in payments.status).
 */
function kitchenMaySee(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.or([
    eb('orders.payment_method', '!=', 'ONLINE'),
    eb.exists(
      eb
        .selectFrom('payments')
        .select('payments.order_id')
        .whereRef('payments.order_id', '=', 'orders.id')
        .where('payments.status', '=', 'PAID'),
    ),
  ])
}

/** Orders of a business date (Warsaw), newest first; an ONLINE order only once it is paid. */
export function listOrderRows(db: Kysely<Database>, date: string, status?: OrderStatus): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().where('business_date', '=', date).where(kitchenMaySee)
  if (status) query = query.where('status', '=', status)
  return query.orderBy('number', 'desc').execute()
}

/**
 * The orders of a business date (Warsaw) still under way — neither completed nor cancelled — that
 * the kitchen may see: what closing that date or changing its hours touches.
 */
export function listOpenOrdersOn(db: Kysely<Database>, date: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'status',
      'delivery_type',
      'order_time_type',
      'expected_at',
      'estimated_ready_at',
    ])
    .where('business_date', '=', date)
    .where('status', 'not in', ['COMPLETED', 'CANCELLED'])
    .where(kitchenMaySee)
    .orderBy('number')
    .execute()
}

/** How many orders of a business date wait for the kitchen to accept them (NEW, visible to it). */
export async function countWaitingOn(db: Kysely<Database>, date: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .where('business_date', '=', date)
    .where('status', '=', 'NEW')
    .where(kitchenMaySee)
    .executeTakeFirst()
  return Number(row?.waiting ?? 0)
}

/** ONLINE orders of a business date still waiting for their payment: each holds a place in its slot. */
export async function countUnpaidHolds(db: Kysely<Database>, date: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select((eb) => eb.fn.countAll<number>().as('held'))
    .where('orders.business_date', '=', date)
    .where('orders.status', '!=', 'CANCELLED')
    .where('payments.status', '=', 'PENDING')
    .executeTakeFirst()
  return Number(row?.held ?? 0)
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
