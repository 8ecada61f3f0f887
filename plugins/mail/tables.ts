import type { Generated } from 'kysely'
import type { MailKind, MailStatus } from '#schemas/enums.js'

export type { MailKind }

/** The mail capability's outbox: one row per e-mail to send, at most one per (order, kind). */
export interface MailOutboxTable {
  id: Generated<number>
  order_id: string
  kind: MailKind
  recipient: string
  /** JSON: what the message says beyond the order itself (the estimate, the reason). */
  params: string
  status: MailStatus
  attempts: Generated<number>
  next_attempt_at: string
  /** A SENDING row whose lease has run out (the process died) is picked up again. */
  locked_until: string | null
  last_error: string | null
  /** The same Message-ID on every attempt, so a receiving server can drop a repeat. */
  message_id: string
  created_at: string
  sent_at: string | null
}

export interface MailTables {
  mail_outbox: MailOutboxTable
}
