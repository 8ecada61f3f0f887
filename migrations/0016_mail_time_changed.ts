import type { Kysely } from 'kysely'
import { replaceChecks } from './dialect.js'

// Staff can change an accepted order's time, and the guest hears of it by e-mail: the outbox accepts
// a fourth kind of message, TIME_CHANGED. Frozen in time: the values are written out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceChecks(db, 'mail_outbox', {
    mail_outbox_kind_check: "kind in ('CONFIRMATION', 'ACCEPTED', 'CANCELLED', 'TIME_CHANGED')",
  })
}
