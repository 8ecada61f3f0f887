import type { Selectable, Updateable } from 'kysely'
import type { DB } from '#infra/db/database.js'
import type { PaymentAttemptsTable, PaymentsTable } from './tables.js'

export type PaymentRow = Selectable<PaymentsTable>
export type AttemptRow = Selectable<PaymentAttemptsTable>

/** The pending payment of a freshly placed ONLINE order (written in the order's transaction). */
export async function insertPayment(
  db: DB,
  payment: { orderId: string; amountGrosze: number; customerIp: string; at: Date },
): Promise<void> {
  const at = payment.at.toISOString()
  await db
    .insertInto('payments')
    .values({
      order_id: payment.orderId,
      provider: 'PAYU',
      provider_order_id: null,
      status: 'PENDING',
      amount_grosze: payment.amountGrosze,
      currency: 'PLN',
      customer_ip: payment.customerIp,
      redirect_url: null,
      last_error: null,
      refund_status: null,
      refund_id: null,
      refund_error: null,
      refund_at: null,
      paid_at: null,
      checked_at: null,
      locked_until: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
}

export async function findPayment(db: DB, orderId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

export async function findPaymentByProviderId(
  db: DB,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst()
}

export async function paymentsOf(db: DB, orderIds: string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return []
  return db.selectFrom('payments').selectAll().where('order_id', 'in', orderIds).execute()
}

/**
 * Updates a payment; with `only.status`, only while it still has one of those statuses; with
 * `only.attempt`, only while that attempt is still the current one.
 */
export async function updatePayment(
  db: DB,
  orderId: string,
  changes: Updateable<PaymentsTable>,
  at: Date,
  only: { status?: PaymentsTable['status'][]; attempt?: number } = {},
): Promise<boolean> {
  let query = db
    .updateTable('payments')
    .set({ ...changes, updated_at: at.toISOString() })
    .where('order_id', '=', orderId)
  if (only.status) query = query.where('status', 'in', only.status)
  if (only.attempt !== undefined) query = query.where('attempt', '=', only.attempt)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Pending payments created before `before`: the guest has not paid in time. */
export async function stalePendingPayments(db: DB, before: Date): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('created_at', '<', before.toISOString())
    .orderBy('created_at')
    .limit(100)
    .execute()
}

/**
 * Claims the next attempt of a pending payment as it was read: one conditional UPDATE, so of
 * several retries at once (on any instance) exactly one gets it; the others find the attempt or its
 * PayU order changed, or the next one still being made (`locked_until` in the future). The claim
 * ends when the attempt is recorded or has failed.
 */
export async function claimNextAttempt(
  db: DB,
  payment: Pick<PaymentRow, 'order_id' | 'attempt' | 'provider_order_id'>,
  at: Date,
  until: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      attempt: payment.attempt + 1,
      provider_order_id: null,
      redirect_url: null,
      method: null,
      blik_status: null,
      locked_until: until.toISOString(),
      updated_at: at.toISOString(),
    })
    .where('order_id', '=', payment.order_id)
    .where('status', '=', 'PENDING')
    .where('attempt', '=', payment.attempt)
    .where((eb) =>
      payment.provider_order_id === null
        ? eb('provider_order_id', 'is', null)
        : eb('provider_order_id', '=', payment.provider_order_id),
    )
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at.toISOString())]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Records a PayU order made for an attempt (every attempt is kept). */
export async function insertAttempt(
  db: DB,
  attempt: { providerOrderId: string; orderId: string; attempt: number; at: Date },
): Promise<void> {
  await db
    .insertInto('payment_attempts')
    .values({
      provider_order_id: attempt.providerOrderId,
      order_id: attempt.orderId,
      attempt: attempt.attempt,
      created_at: attempt.at.toISOString(),
      refund_status: null,
      refund_id: null,
      refund_error: null,
      refund_at: null,
    })
    .onConflict((oc) => oc.column('provider_order_id').doNothing())
    .execute()
}

export function findAttempt(db: DB, providerOrderId: string): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst()
}

export async function updateAttempt(
  db: DB,
  providerOrderId: string,
  changes: Updateable<PaymentAttemptsTable>,
): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set(changes)
    .where('provider_order_id', '=', providerOrderId)
    .execute()
}

/**
 * Claims a pending payment for the unpaid-order sweep until `until`: of the instances that sweep at
 * once, one gets each payment (a retry being made holds it too); false when another has it.
 */
export async function claimForSweep(db: DB, orderId: string, at: Date, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ locked_until: until.toISOString() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at.toISOString())]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
