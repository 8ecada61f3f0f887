import type { Generated } from 'kysely'
import type { PaymentStatus, RefundStatus } from '../../schemas/enums.js'

/** The payments capability's table: one row per ONLINE order, with PayU's ids and the refund. */
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
  created_at: string
  updated_at: string
}

export interface PaymentsTables {
  payments: PaymentsTable
}
