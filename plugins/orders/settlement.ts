/**
 * What a payment's news does to its ONLINE order (docs/architecture.md, "The order workflow"). The
 * payments service says what PayU said; this file decides, in one place:
 *
 * - paid      → in one transaction the payment and the order become PAID, the confirmation
 *               e-mail and the kitchen's print jobs are written; the boards see the order as new
 *               (or, if it was cancelled meanwhile, the money goes back);
 * - cancelled → the order is cancelled by the system, then the payment marked CANCELED;
 * - refund    → the boards hear that the refund's outcome changed;
 * - unpaid for 30 minutes (the sweep) → cancelled, also at PayU.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { StaffOrder } from '../../schemas/orders.js'
import { readOrder } from './reads.js'
import { setPaymentStatusIf } from './repository.js'

/** An unpaid ONLINE order is cancelled this long after it was placed. */
const PAYMENT_TIMEOUT_MS = 30 * 60 * 1000
const EXPIRED_REASON = 'Płatność online nie została dokończona w ciągu 30 minut.'
const CANCELED_REASON = 'Płatność online została anulowana.'

/** The moves settlement needs: the system cancelling an order (false when it was not NEW). */
interface SettlementDeps {
  find: (id: string) => Promise<StaffOrder | undefined>
  cancelBySystem: (id: string, reason: string) => Promise<boolean>
  announce: (id: string, type: 'created' | 'updated') => void
}

export function createSettlement(app: FastifyInstance, deps: SettlementDeps) {
  const { payments, mail } = app

  async function paid(id: string, log: FastifyBaseLogger): Promise<void> {
    const changed = await app.db.transaction().execute(async (trx) => {
      if (!(await payments.markPaid(trx, id))) return false
      if (await setPaymentStatusIf(trx, id, ['PENDING', 'CANCELED'], 'PAID', app.now())) {
        // The confirmation and the tickets, unless the order was cancelled before the money came.
        const order = await readOrder(trx, id)
        if (order && order.status !== 'CANCELLED') {
          await mail.confirmation(trx, order)
          await app.printing.orderConfirmed(trx, { ...order, payment: { status: 'PAID' } })
        }
      }
      return true
    })
    if (!changed) return
    log.info({ orderId: id }, 'online payment completed')
    const order = await deps.find(id)
    if (order?.status === 'CANCELLED') {
      // The money arrived after the order was cancelled (it was not paid in time): it goes back.
      log.warn({ orderId: id }, 'payment completed for a cancelled order: refunding')
      await payments.refund(order, log)
      deps.announce(id, 'updated')
    } else {
      deps.announce(id, 'created')
    }
  }

  async function cancelled(id: string, reason: string, log: FastifyBaseLogger): Promise<void> {
    // A payment that is no longer pending (paid meanwhile) is left alone: PAID never goes back.
    if ((await payments.statusOf(id)) !== 'PENDING') return
    // The order first: should the process stop in between, the payment is still PENDING and the
    // sweep finishes the job.
    await deps.cancelBySystem(id, reason)
    const changed = await app.db.transaction().execute(async (trx) => {
      if (!(await payments.markCanceled(trx, id))) return false
      await setPaymentStatusIf(trx, id, ['PENDING'], 'CANCELED', app.now())
      return true
    })
    if (changed) log.info({ orderId: id, reason }, 'online payment cancelled')
  }

  /** PayU's status of an order's payment: COMPLETED pays it, CANCELED cancels it. */
  async function apply(id: string, status: string | null, log: FastifyBaseLogger): Promise<void> {
    if (status === 'COMPLETED') await paid(id, log)
    else if (status === 'CANCELED') {
      // A BLIK code declined or expired: the order waits for another code or method (the sweep
      // still cancels it 30 minutes after it was placed).
      if (await payments.attemptFailed(id)) return
      await cancelled(id, CANCELED_REASON, log)
    }
  }

  return {
    /** A notification PayU signed: the payment's new status, or a refund's outcome (recorded). */
    async notified(
      outcome: { orderId: string; news: { payment: string } | { refund: string } | null },
      log: FastifyBaseLogger,
    ): Promise<void> {
      if (!outcome.news) return
      if ('refund' in outcome.news) deps.announce(outcome.orderId, 'updated')
      else await apply(outcome.orderId, outcome.news.payment, log)
    },

    /**
     * The guest's page is the fallback for a notification that has not arrived: a pending payment
     * is checked with PayU (at most every 10 s); true when PayU was asked.
     */
    async checkForGuest(id: string, log: FastifyBaseLogger): Promise<boolean> {
      const status = await payments.checkIfDue(id, log)
      await apply(id, status, log)
      return status !== null
    },

    /**
     * Cancels ONLINE orders still unpaid 30 minutes after they were placed: PayU is asked first (a
     * payment whose notification was lost counts as paid), then its order is cancelled there too.
     */
    async expireUnpaid(log: FastifyBaseLogger): Promise<number> {
      const before = new Date(app.now().getTime() - PAYMENT_TIMEOUT_MS)
      let expired = 0
      for (const unpaid of await payments.unpaidSince(before, log)) {
        await apply(unpaid.orderId, unpaid.providerStatus, log)
        if ((await payments.statusOf(unpaid.orderId)) !== 'PENDING') continue
        // Cancelled here first, then at PayU (whose CANCELED notification then changes nothing).
        await cancelled(unpaid.orderId, EXPIRED_REASON, log)
        expired++
        if (unpaid.atProvider && unpaid.providerStatus !== 'CANCELED')
          await payments.cancelAtProvider(unpaid.orderId, log)
      }
      if (expired > 0) log.info({ cancelled: expired }, 'unpaid online orders cancelled')
      return expired
    },

    /** Staff ask again for the refund of a cancelled, paid order. */
    async refund(order: StaffOrder, log: FastifyBaseLogger): Promise<void> {
      await payments.refund(order, log)
      deps.announce(order.id, 'updated')
    },
  }
}
