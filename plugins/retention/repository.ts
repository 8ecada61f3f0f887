/**
 * The retention rules as queries (docs/security.md, "Retention and guest data"). Orders keep every
 * money column, their lines and status history; only the guest's contact data is replaced. The
 * invoice columns, whatever the invoice capability adds to `orders`, are never listed here and so
 * are always kept: tax law requires them for the accounting period.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#infra/db/database.js'

/**
 * What an erased order shows instead of the guest's name, phone and e-mail.
 * @internal Exported for its tests; production uses it within this module.
 */
export const ERASED = '[usunięte]'

const ERASED_ORDER = {
  customer_name: ERASED,
  customer_phone: ERASED,
  customer_email: ERASED,
  address_street: null,
  address_building: null,
  address_apartment: null,
  address_floor: null,
  address_postal_code: null,
  address_city: null,
  comment: null,
  delivery_note: null,
}

/** Orders placed before `before` whose personal data is still there. */
export async function ordersToErase(db: Kysely<Database>, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('created_at', '<', before)
    .where('pii_erased_at', 'is', null)
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Replaces the guest's data of `ids` in the order (contact, address, notes, the cancel reason), its
 * history's reasons, its payment (the address PayU was given, error texts), its e-mails (recipient,
 * the copy of the order they carry, the last error) and its stored idempotent answer.
 */
export async function eraseOrders(db: Kysely<Database>, ids: string[], at: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500)
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ ...ERASED_ORDER, pii_erased_at: at })
        .where('id', 'in', chunk)
        .execute()
      // Staff's words may repeat the guest's name or number: the reasons go too.
      await trx
        .updateTable('orders')
        .set({ cancel_reason: ERASED })
        .where('id', 'in', chunk)
        .where('cancel_reason', 'is not', null)
        .execute()
      await trx
        .updateTable('order_events')
        .set({ reason: ERASED })
        .where('order_id', 'in', chunk)
        .where('reason', 'is not', null)
        .execute()
      // PayU's and the mail server's error texts may quote what the guest gave.
      await trx
        .updateTable('payments')
        .set({ customer_ip: '', last_error: null, refund_error: null })
        .where('order_id', 'in', chunk)
        .execute()
      await trx
        .updateTable('payment_attempts')
        .set({ refund_error: null })
        .where('order_id', 'in', chunk)
        .execute()
      await trx
        .updateTable('mail_outbox')
        .set({ recipient: '', params: '{}', last_error: null })
        .where('order_id', 'in', chunk)
        .execute()
      await trx.deleteFrom('idempotency_keys').where('order_id', 'in', chunk).execute()
      // Kitchen tickets carry a copy of the order (name, phone, address on a courier copy): they go.
      await trx.deleteFrom('print_jobs').where('order_id', 'in', chunk).execute()
    })
  }
}

/** Sent (or given up) e-mails older than `before` whose recipient and text are still kept. */
export async function mailBodiesToClear(db: Kysely<Database>, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('created_at', '<', before)
    .where('status', 'in', ['SENT', 'RECORDED', 'FAILED'])
    .where('params', '!=', '{}')
    .execute()
  return rows.map((row) => row.id)
}

export async function clearMailBodies(db: Kysely<Database>, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable('mail_outbox')
      .set({ recipient: '', params: '{}', last_error: null })
      .where('id', 'in', ids.slice(i, i + 500))
      .execute()
  }
}

/** Warsaw dates before `beforeDate` that still have raw page views. */
export async function pageViewDaysToRollUp(db: Kysely<Database>, beforeDate: string): Promise<string[]> {
  const rows = await db
    .selectFrom('page_views')
    .select('business_date')
    .distinct()
    .where('business_date', '<', beforeDate)
    .orderBy('business_date')
    .execute()
  return rows.map((row) => row.business_date)
}

/** Keeps a day's counts (totals, visitors, views per path), then deletes its raw page views. */
export async function rollUpPageViews(db: Kysely<Database>, date: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const totals = await trx
      .selectFrom('page_views')
      .select([
        (eb) => eb.fn.countAll<number>().as('views'),
        sql<number>`count(distinct visitor_id)`.as('visitors'),
      ])
      .where('business_date', '=', date)
      .executeTakeFirstOrThrow()
    const paths = await trx
      .selectFrom('page_views')
      .select(['path', (eb) => eb.fn.countAll<number>().as('views')])
      .where('business_date', '=', date)
      .groupBy('path')
      .execute()
    await trx.deleteFrom('page_view_day_paths').where('business_date', '=', date).execute()
    await trx.deleteFrom('page_view_days').where('business_date', '=', date).execute()
    await trx
      .insertInto('page_view_days')
      .values({ business_date: date, views: Number(totals.views), visitors: Number(totals.visitors) })
      .execute()
    if (paths.length > 0) {
      await trx
        .insertInto('page_view_day_paths')
        .values(paths.map((p) => ({ business_date: date, path: p.path, views: Number(p.views) })))
        .execute()
    }
    await trx.deleteFrom('page_views').where('business_date', '=', date).execute()
  })
}

/** How many audit-trail entries are older than `before`. */
export async function auditEntriesToRemove(db: Kysely<Database>, before: string): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('at', '<', before)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Removes the audit-trail entries older than `before`. */
export async function removeAuditEntries(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('audit_log').where('at', '<', before).execute()
}
