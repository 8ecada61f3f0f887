import type { FastifyBaseLogger } from 'fastify'
import type { StaffOrder } from '../../schemas/orders.js'
import type { DB } from '../db/database.js'
import type { PayuClient } from './payu.js'
import { findPayment, updatePayment } from './repository.js'

/**
 * Refunds a paid order in full through PayU and records the outcome (REQUESTED, DONE, or FAILED
 * with PayU's error); a refund already asked for (or done) is not asked again.
 */
export async function refundPayment(
  context: { db: DB; client: PayuClient | null; now: () => Date },
  order: Pick<StaffOrder, 'id' | 'number'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, client, now } = context
  const payment = await findPayment(db, order.id)
  if (!client || payment?.status !== 'PAID' || !payment.provider_order_id) return
  if (payment.refund_status === 'REQUESTED' || payment.refund_status === 'DONE') return
  try {
    const refund = await client.refund(payment.provider_order_id, {
      description: `Zwrot: zamówienie nr ${order.number}`,
      extRefundId: `${order.id}-refund`,
    })
    await updatePayment(
      db,
      order.id,
      {
        refund_status: refund.status === 'FINALIZED' ? 'DONE' : 'REQUESTED',
        refund_id: refund.refundId,
        refund_error: null,
        refund_at: now().toISOString(),
      },
      now(),
    )
    log.info({ orderId: order.id, refundId: refund.refundId }, 'PayU refund requested')
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await updatePayment(
      db,
      order.id,
      { refund_status: 'FAILED', refund_error: message.slice(0, 500), refund_at: now().toISOString() },
      now(),
    )
    log.error({ orderId: order.id, err: error }, 'PayU refund failed')
  }
}
