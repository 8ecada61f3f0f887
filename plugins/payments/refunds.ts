import type { FastifyBaseLogger } from 'fastify'
import type { DB } from '#infra/db/database.js'
import type { StaffOrder } from '#schemas/orders.js'
import type { PayuClient } from './payu/client.js'
import { findAttempt, findPayment, updateAttempt, updatePayment } from './repository.js'

/** What a refund is recorded as: asked for (or done at once), or refused with PayU's error. */
type RefundRecord = {
  refund_status: 'REQUESTED' | 'DONE' | 'FAILED'
  refund_id?: string
  refund_error: string | null
  refund_at: string
}

/**
 * Asks PayU to give back one PayU order's money in full and records the outcome (REQUESTED, DONE,
 * or FAILED with PayU's error) with `record`.
 */
async function askRefund(
  client: PayuClient,
  now: () => Date,
  refund: { providerOrderId: string; extRefundId: string; orderId: string; number: number },
  record: (changes: RefundRecord) => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const asked = await client.refund(refund.providerOrderId, {
      description: `Zwrot: zamówienie nr ${refund.number}`,
      extRefundId: refund.extRefundId,
    })
    await record({
      refund_status: asked.status === 'FINALIZED' ? 'DONE' : 'REQUESTED',
      refund_id: asked.refundId,
      refund_error: null,
      refund_at: now().toISOString(),
    })
    log.info({ orderId: refund.orderId, refundId: asked.refundId }, 'PayU refund requested')
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await record({
      refund_status: 'FAILED',
      refund_error: message.slice(0, 500),
      refund_at: now().toISOString(),
    })
    log.error({ orderId: refund.orderId, err: error }, 'PayU refund failed')
  }
}

const askedAlready = (status: string | null) => status === 'REQUESTED' || status === 'DONE'

/**
 * Refunds a paid order in full through PayU (the PayU order that settled it); a refund already
 * asked for (or done) is not asked again.
 */
export async function refundPayment(
  context: { db: DB; client: PayuClient | null; now: () => Date },
  order: Pick<StaffOrder, 'id' | 'number'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, client, now } = context
  const payment = await findPayment(db, order.id)
  if (!client || payment?.status !== 'PAID' || !payment.provider_order_id) return
  if (askedAlready(payment.refund_status)) return
  const refund = {
    providerOrderId: payment.provider_order_id,
    extRefundId: `${order.id}-refund`,
    orderId: order.id,
    number: order.number,
  }
  await askRefund(client, now, refund, (changes) => updatePayment(db, order.id, changes, now()), log)
}

/**
 * Refunds an attempt that PayU completed although it did not settle its order (another attempt
 * had paid it already); asked once per attempt, recorded on the attempt.
 */
export async function refundAttempt(
  context: { db: DB; client: PayuClient | null; now: () => Date },
  order: Pick<StaffOrder, 'id' | 'number'>,
  providerOrderId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, client, now } = context
  const attempt = await findAttempt(db, providerOrderId)
  if (!client || attempt?.order_id !== order.id || askedAlready(attempt.refund_status)) return
  log.warn({ orderId: order.id, attempt: attempt.attempt }, 'a second payment for a paid order: refunding')
  const refund = {
    providerOrderId,
    extRefundId: `${order.id}-${attempt.attempt}-refund`,
    orderId: order.id,
    number: order.number,
  }
  await askRefund(client, now, refund, (changes) => updateAttempt(db, providerOrderId, changes), log)
}
