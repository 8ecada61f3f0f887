import type { Kysely } from 'kysely'
import { addChecks } from './dialect.js'

// The database refuses a payment or e-mail status the code does not know, as it already does for
// the override kinds and promo-code types (0001): a bug or a hand-edited row cannot invent a state
// that the order's page, the kitchen's list or the mail sender would misread. The values are written
// out, not imported: a migration is frozen in time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addChecks(db, 'orders', {
    orders_payment_status_check:
      "payment_status is null or payment_status in ('PENDING', 'PAID', 'CANCELED')",
  })
  await addChecks(db, 'payments', {
    payments_provider_check: "provider in ('PAYU')",
    payments_status_check: "status in ('PENDING', 'PAID', 'CANCELED')",
    payments_refund_status_check: "refund_status is null or refund_status in ('REQUESTED', 'DONE', 'FAILED')",
    payments_amount_check: 'amount_grosze > 0',
  })
  await addChecks(db, 'mail_outbox', {
    mail_outbox_kind_check: "kind in ('CONFIRMATION', 'ACCEPTED', 'CANCELLED')",
    mail_outbox_status_check: "status in ('PENDING', 'SENDING', 'SENT', 'RECORDED', 'FAILED')",
    mail_outbox_attempts_check: 'attempts >= 0',
  })
}
