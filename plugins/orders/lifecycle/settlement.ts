/**
 * An ONLINE order's payment rules, in one place (docs/architecture.md, "The order workflow"). The
 * payments service talks to PayU and keeps the payment's rows; this file decides what its news does
 * to the order, when it may be paid again, and when money goes back:
 *
 * - paid      → in one transaction the payment becomes PAID (settled by that PayU order), the
 *               confirmation e-mail and the kitchen's print jobs are written; the boards see the
 *               order as new (or, if it was cancelled meanwhile, the money goes back); a second
 *               attempt PayU completes for an order another attempt had paid is refunded;
 * - cancelled → the order is cancelled by the system, then the payment marked CANCELED;
 * - retry     → one attempt at a time per order (409 to the others), while the payment is pending;
 * - refund    → staff ask again for a failed refund of a cancelled, paid order;
 * - unpaid for the hold's time (the sweep) → cancelled, also at PayU.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { OrderCreated, PaymentRetry, StaffOrder } from '#schemas/orders.js'
import {
  blikCodeUnavailable,
  paymentInProgress,
  paymentNotRetryable,
  refundNotApplicable,
  retryMethodConflict,
  retryMethodMissing,
} from '../messages.js'
import { readOrder } from '../reads.js'

type ProviderWord = NonNullable<Awaited<ReturnType<FastifyInstance['payments']['checkIfDue']>>>

const CANCELED_REASON = 'Płatność online została anulowana.'

/** The moves settlement needs: the system cancelling an order (false when it was not NEW). */
interface SettlementDeps {
  find: (id: string, view?: 'staff' | 'guest') => Promise<StaffOrder | undefined>
  cancelBySystem: (id: string, reason: string) => Promise<boolean>
  announce: (id: string, type: 'created' | 'updated') => void
  /** How long an unpaid ONLINE order holds its slot and promo-code use before it is cancelled. */
  holdMinutes: number
}

export function createSettlement(app: FastifyInstance, deps: SettlementDeps) {
  const { payments, mail } = app
  const expiredReason = `Płatność online nie została dokończona w ciągu ${deps.holdMinutes} minut.`

  async function paid(id: string, providerOrderId: string, log: FastifyBaseLogger): Promise<void> {
    const changed = await app.db.transaction().execute(async (trx) => {
      if (!(await payments.markPaid(trx, id, providerOrderId))) return false
      // The confirmation and the tickets, unless the order was cancelled before the money came.
      const order = await readOrder(trx, id)
      if (order && order.status !== 'CANCELLED') {
        await mail.confirmation(trx, order)
        await app.printing.orderConfirmed(trx, { ...order, payment: { status: 'PAID' } })
      }
      return true
    })
    if (!changed) {
      // Paid already: by this PayU order (the same news again), or by another attempt, whose
      // money stays; this one's goes back.
      if (await payments.settledBy(id, providerOrderId)) return
      const order = await deps.find(id)
      if (order) await payments.refundAttempt(order, providerOrderId, log)
      return
    }
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
    const changed = await payments.markCanceled(app.db, id)
    if (changed) log.info({ orderId: id, reason }, 'online payment cancelled')
  }

  /** PayU's word about one of its orders: COMPLETED pays the order, CANCELED cancels it. */
  async function apply(id: string, word: ProviderWord | null, log: FastifyBaseLogger): Promise<void> {
    if (word?.status === 'COMPLETED') await paid(id, word.providerOrderId, log)
    else if (word?.status === 'CANCELED') {
      // A BLIK code declined or expired: the order waits for another code or method (the sweep
      // still cancels it when its hold ends).
      if (await payments.attemptFailed(id)) return
      await cancelled(id, CANCELED_REASON, log)
    }
  }

  return {
    /** A notification PayU signed: an attempt's new status, or a refund's outcome (recorded). */
    async notified(
      outcome: {
        orderId: string
        news: { payment: string; providerOrderId: string } | { refund: string } | null
      },
      log: FastifyBaseLogger,
    ): Promise<void> {
      if (!outcome.news) return
      if ('refund' in outcome.news) deps.announce(outcome.orderId, 'updated')
      else {
        const { payment, providerOrderId } = outcome.news
        await apply(outcome.orderId, { status: payment as ProviderWord['status'], providerOrderId }, log)
      }
    },

    /**
     * The guest's page is the fallback for a notification that has not arrived: a pending payment
     * is checked with PayU (at most every 10 s); true when PayU was asked.
     */
    async checkForGuest(id: string, log: FastifyBaseLogger): Promise<boolean> {
      const word = await payments.checkIfDue(id, log)
      await apply(id, word, log)
      return word !== null
    },

    /**
     * Pays an unpaid ONLINE order again (`POST /api/order/{id}/payment`): a new BLIK code or PayU's
     * page. One attempt at a time per order: a retry while another is being made answers 409.
     */
    async retry(id: string, input: PaymentRetry, log: FastifyBaseLogger): Promise<OrderCreated | undefined> {
      const order = await deps.find(id, 'guest')
      if (!order) return undefined
      const lang = order.language === 'en' ? 'en' : 'pl'
      const { blikCode } = input
      if (blikCode !== undefined && input.method === 'REDIRECT') throw retryMethodConflict(lang)
      if (blikCode === undefined && input.method !== 'REDIRECT') throw retryMethodMissing(lang)
      if (blikCode !== undefined && !payments.blikCodeAvailable) throw blikCodeUnavailable(lang)
      const pending =
        order.paymentMethod === 'ONLINE' &&
        order.status !== 'CANCELLED' &&
        order.payment?.status === 'PENDING'
      if (!pending) throw paymentNotRetryable(lang)
      const payment = await payments.restart(order, blikCode, log)
      if (payment === 'IN_PROGRESS') throw paymentInProgress(lang)
      if (!payment) throw paymentNotRetryable(lang)
      log.info({ orderId: order.id, blik: blikCode !== undefined }, 'payment started again')
      const { number, status, totals, expectedAt } = order
      return { id: order.id, number, status, totals, expectedAt, payment }
    },

    /**
     * Cancels ONLINE orders still unpaid when their hold ends: PayU is asked first (a payment whose
     * notification was lost counts as paid), then its order is cancelled there too.
     */
    async expireUnpaid(log: FastifyBaseLogger): Promise<number> {
      const before = new Date(app.now().getTime() - deps.holdMinutes * 60_000)
      let expired = 0
      for (const unpaid of await payments.unpaidSince(before, log)) {
        await apply(unpaid.orderId, unpaid.provider, log)
        if ((await payments.statusOf(unpaid.orderId)) !== 'PENDING') continue
        // Cancelled here first, then at PayU (whose CANCELED notification then changes nothing).
        await cancelled(unpaid.orderId, expiredReason, log)
        expired++
        if (unpaid.atProvider && unpaid.provider?.status !== 'CANCELED')
          await payments.cancelAtProvider(unpaid.orderId, log)
      }
      if (expired > 0) log.info({ cancelled: expired }, 'unpaid online orders cancelled')
      return expired
    },

    /** Staff ask again for the refund of a cancelled order paid online whose refund failed. */
    async refund(id: string, log: FastifyBaseLogger): Promise<StaffOrder | undefined> {
      const order = await deps.find(id)
      if (!order) return undefined
      const refund = order.payment?.refund?.status
      if (
        order.status !== 'CANCELLED' ||
        order.payment?.status !== 'PAID' ||
        (refund && refund !== 'FAILED')
      ) {
        throw refundNotApplicable()
      }
      await payments.refund(order, log)
      deps.announce(order.id, 'updated')
      return deps.find(id)
    },
  }
}
