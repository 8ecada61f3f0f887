import type { Selectable, Updateable } from 'kysely'
import type { DB } from '../db/database.js'
import type { PaymentsTable } from './tables.js'

export type PaymentRow = Selectable<PaymentsTable>

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

/** Updates a payment; with `fromStatus`, only while it still has one of those statuses. */
export async function updatePayment(
  db: DB,
  orderId: string,
  changes: Updateable<PaymentsTable>,
  at: Date,
  fromStatus?: PaymentsTable['status'][],
): Promise<boolean> {
  let query = db
    .updateTable('payments')
    .set({ ...changes, updated_at: at.toISOString() })
    .where('order_id', '=', orderId)
  if (fromStatus) query = query.where('status', 'in', fromStatus)
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
