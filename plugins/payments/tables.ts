import type { Generated } from 'kysely'
import type { PaymentStatus, RefundStatus } from '#schemas/enums.js'

/**
 * The payments capability's tables: one row per ONLINE order (its state — PENDING, PAID, CANCELED —
 * stored only here — the PayU order that settled it, the refund), and its attempts.
 */
export interface PaymentsTable {
  order_id: string
  provider: 'PAYU'
  /** PayU's orderId, once PayU has created the order. */
  provider_order_id: string | null
  status: PaymentStatus
  amount_grosze: number
  currency: string
  customer_ip: string
  redirect_url: string | null
  /** Why the last call to PayU failed (shown to staff). */
  last_error: string | null
  refund_status: RefundStatus | null
  refund_id: string | null
  refund_error: string | null
  refund_at: string | null
  paid_at: string | null
  /** How the current attempt is paid: BLIK (a code typed on our page) or null (PayU's page). */
  method: 'BLIK' | null
  /** A BLIK attempt: WAITING for the bank app, REFUSED by PayU, or CANCELED (declined, expired). */
  blik_status: 'WAITING' | 'REFUSED' | 'CANCELED' | null
  /** The attempt's number: each new attempt is a new PayU order. */
  attempt: Generated<number>
  /** When the current attempt was sent to PayU. */
  attempt_at: string | null
  /** When PayU was last asked for the order's status (the thank-you page's fallback). */
  checked_at: string | null
  /** While a new attempt is being made (until then, or until it is made), the next one waits. */
  locked_until: string | null
  created_at: string
  updated_at: string
}

/**
 * Every PayU order made for an order (one per attempt), so that PayU's word about any of them finds
 * its order. The refund columns are those of an attempt that was paid but did not settle the order.
 */
export interface PaymentAttemptsTable {
  provider_order_id: string
  order_id: string
  attempt: number
  created_at: string
  refund_status: RefundStatus | null
  refund_id: string | null
  refund_error: string | null
  refund_at: string | null
}

export interface PaymentsTables {
  payments: PaymentsTable
  payment_attempts: PaymentAttemptsTable
}
