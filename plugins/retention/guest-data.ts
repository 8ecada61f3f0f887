/**
 * A guest's right of access and erasure (docs/security.md, "Retention and guest data"): their
 * orders found by e-mail or phone, exported as JSON, or their personal data erased as the
 * retention job does it (the money stays, the invoice data stays).
 */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'
import { eraseOrders } from './repository.js'

/** '+48 600-100-200' → '600100200': the last nine digits (a Polish number without its prefix). */
function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-9)
}

/** Ids of the orders, oldest first, whose e-mail or phone is `emailOrPhone`; erased ones excluded. */
export async function findGuestOrders(db: Kysely<Database>, emailOrPhone: string): Promise<string[]> {
  const wanted = emailOrPhone.trim().toLowerCase()
  const byEmail = wanted.includes('@')
  if (!byEmail && phoneKey(wanted).length < 9) throw new Error('Give an e-mail address or a phone number.')
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'customer_email', 'customer_phone'])
    .where('pii_erased_at', 'is', null)
    .orderBy('number')
    .execute()
  return rows
    .filter((row) =>
      byEmail
        ? row.customer_email.trim().toLowerCase() === wanted
        : phoneKey(row.customer_phone) === phoneKey(wanted),
    )
    .map((row) => row.id)
}

/**
 * Everything stored about these orders, as the guest may receive it: every column of every table
 * that belongs to an order (test/server/retention/guest-data-columns.test.ts fails when a new one is left out),
 * the e-mails with the copy of the order they carry.
 */
export async function exportGuestOrders(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return []
  const of = <T extends { order_id: string | null }>(rows: T[], id: string) =>
    rows.filter((r) => r.order_id === id)
  const orders = await db.selectFrom('orders').selectAll().where('id', 'in', ids).orderBy('number').execute()
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('position')
    .execute()
  const events = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute()
  const payments = await db.selectFrom('payments').selectAll().where('order_id', 'in', ids).execute()
  const attempts = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('attempt')
    .execute()
  const mails = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute()
  const keys = await db.selectFrom('idempotency_keys').selectAll().where('order_id', 'in', ids).execute()
  // Kitchen tickets waiting for (or sent to) a printer carry a copy of the order (docs/printing.md).
  const printJobs = await db
    .selectFrom('print_jobs')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute()
  // An issued invoice (its buyer: the company on the order) is the restaurant's accounting record,
  // kept for the tax period; the guest sees it in the export, erasure leaves it (docs/invoices.md).
  const invoices = await db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute()
  return orders.map((order) => ({
    order,
    lines: of(lines, order.id),
    history: of(events, order.id),
    payment: of(payments, order.id)[0] ?? null,
    paymentAttempts: of(attempts, order.id),
    emails: of(mails, order.id).map((mail) => ({ ...mail, params: JSON.parse(mail.params) as unknown })),
    printJobs: of(printJobs, order.id),
    invoices: of(invoices, order.id),
    idempotencyKeys: of(keys, order.id).map((key) => ({
      ...key,
      response_body: JSON.parse(key.response_body) as unknown,
    })),
  }))
}

/** Erases the personal data of these orders now. */
export async function eraseGuestOrders(db: Kysely<Database>, ids: string[], now: Date): Promise<void> {
  await eraseOrders(db, ids, now.toISOString())
}
