import type { Selectable } from 'kysely'
import type { DB } from '#infra/db/database.js'
import { claimRow, dueRows } from '#infra/db/leased-queue.js'
import type { MailKind, MailOutboxTable } from './tables.js'

export type OutboxRow = Selectable<MailOutboxTable>

/**
 * Adds an e-mail to the outbox (inside the caller's transaction). One per (order, kind): a second
 * attempt to add the same message is ignored, which is what makes the confirmation go out once.
 */
export async function enqueueMail(
  db: DB,
  mail: { orderId: string; kind: MailKind; recipient: string; params: object; messageId: string; at: Date },
  options: { rearm?: boolean } = {},
): Promise<void> {
  const at = mail.at.toISOString()
  await db
    .insertInto('mail_outbox')
    .values({
      order_id: mail.orderId,
      kind: mail.kind,
      recipient: mail.recipient,
      params: JSON.stringify(mail.params),
      status: 'PENDING',
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      message_id: mail.messageId,
      created_at: at,
      sent_at: null,
    })
    .onConflict((oc) =>
      options.rearm
        ? // A newer message of the same kind (a changed time): the row is sent again with it.
          oc.columns(['order_id', 'kind']).doUpdateSet({
            params: JSON.stringify(mail.params),
            status: 'PENDING',
            next_attempt_at: at,
            locked_until: null,
            last_error: null,
            attempts: 0,
            message_id: mail.messageId,
            sent_at: null,
          })
        : oc.columns(['order_id', 'kind']).doNothing(),
    )
    .execute()
}

/** Due now: pending ones whose time has come, and those whose sender died mid-way (the shared lease). */
export const dueMails = (db: DB, now: Date, limit: number) =>
  dueRows<OutboxRow>(db, 'mail_outbox', now, limit)

/** Takes one for an attempt (a lease); false when another instance took it first. */
export const claimMail = (db: DB, row: OutboxRow, now: Date, leaseMs: number) =>
  claimRow(db, 'mail_outbox', row, now, leaseMs)

export async function markDelivered(
  db: DB,
  id: number,
  status: 'SENT' | 'RECORDED',
  at: Date,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status, sent_at: at.toISOString(), locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

export async function markFailedAttempt(
  db: DB,
  id: number,
  error: string,
  next: { retryAt: Date } | { final: true },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'final' in next ? 'FAILED' : 'PENDING',
      next_attempt_at: 'final' in next ? undefined : next.retryAt.toISOString(),
      locked_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .execute()
}

export async function mailsOf(db: DB, orderIds: string[]): Promise<OutboxRow[]> {
  if (orderIds.length === 0) return []
  return db.selectFrom('mail_outbox').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Staff: a failed e-mail goes back to the queue (due now). */
export async function retryFailed(db: DB, orderId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'PENDING', next_attempt_at: now.toISOString(), attempts: 0 })
    .where('order_id', '=', orderId)
    .where('status', '=', 'FAILED')
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
