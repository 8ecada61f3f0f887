import type { Kysely } from 'kysely'
import { replaceChecks } from './dialect.js'

// The buyer receives an issued invoice's PDF by e-mail: the outbox accepts a fifth kind of message,
// INVOICE (one per order, like the others). Frozen in time: the values are written out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceChecks(db, 'mail_outbox', {
    mail_outbox_kind_check: "kind in ('CONFIRMATION', 'ACCEPTED', 'CANCELLED', 'TIME_CHANGED', 'INVOICE')",
  })
}
