/**
 * A guest's right of access and erasure (docs/security.md, "Retention and guest data"): their
 * orders found by e-mail or phone, exported as JSON, or their personal data erased as the
 * retention job does it (the money stays, the invoice data stays).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.js'
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

/** Everything stored about these orders, as the guest may receive it. */
export async function exportGuestOrders(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return []
  const orders = await db.selectFrom('orders').selectAll().where('id', 'in', ids).orderBy('number').execute()
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).execute()
  const events = await db
    .selectFrom('order_events')
    .select(['order_id', 'from_status', 'to_status', 'reason', 'at'])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute()
  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'provider', 'status', 'amount_grosze', 'currency', 'customer_ip', 'created_at'])
    .where('order_id', 'in', ids)
    .execute()
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['order_id', 'kind', 'recipient', 'status', 'created_at', 'sent_at'])
    .where('order_id', 'in', ids)
    .execute()
  return orders.map((order) => ({
    order,
    lines: lines.filter((l) => l.order_id === order.id).sort((a, b) => a.position - b.position),
    history: events.filter((e) => e.order_id === order.id),
    payment: payments.find((p) => p.order_id === order.id) ?? null,
    emails: mails.filter((m) => m.order_id === order.id),
  }))
}

/** Erases the personal data of these orders now. */
export async function eraseGuestOrders(db: Kysely<Database>, ids: string[], now: Date): Promise<void> {
  await eraseOrders(db, ids, now.toISOString())
}
