import { type Static, Type } from '@sinclair/typebox'
import { literalUnion } from './common.js'
import { PAYMENT_STATUSES, REFUND_STATUSES } from './enums.js'

const PaymentProvider = Type.Literal('PAYU')
/** An ONLINE order's payment: PENDING until PayU confirms it (PAID) or gives up (CANCELED). */
const PaymentStatus = literalUnion(PAYMENT_STATUSES)
const RefundStatus = literalUnion(REFUND_STATUSES)

/**
 * A BLIK code typed on our page (docs/checkout.md, BLIK): WAITING for the guest to confirm in the
 * bank app until `expiresAt`, or REFUSED (PayU refused the code) / CANCELED (declined or expired):
 * then the guest may type a new code or choose another method (POST /api/order/{id}/payment).
 */
export const BlikAttempt = Type.Object({
  status: literalUnion(['WAITING', 'REFUSED', 'CANCELED'] as const),
  expiresAt: Type.String({ format: 'date-time' }),
  secondsLeft: Type.Integer({
    minimum: 0,
    maximum: 120,
    description: 'Seconds to confirm when answered: the page counts down from it (its own clock may be off)',
  }),
})
export type BlikAttempt = Static<typeof BlikAttempt>

/** How an ONLINE order is being paid; staff also see the refund of a cancelled, paid order. */
export const PaymentInfo = Type.Object({
  provider: PaymentProvider,
  status: PaymentStatus,
  refund: Type.Optional(
    Type.Union([
      Type.Object({
        status: RefundStatus,
        at: Type.Union([Type.String(), Type.Null()]),
        error: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
  ),
  lastError: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  blik: Type.Optional(Type.Union([BlikAttempt, Type.Null()])),
})
export type PaymentInfo = Static<typeof PaymentInfo>

/**
 * In the 201 answer of an ONLINE order: where the browser goes to pay, or (a BLIK code typed on
 * our page) no redirect and the code's attempt to follow on the thank-you page.
 */
export const PaymentStart = Type.Object({
  provider: PaymentProvider,
  status: Type.Literal('PENDING'),
  redirectUrl: Type.Optional(Type.String({ format: 'uri' })),
  blik: Type.Optional(BlikAttempt),
})
export type PaymentStart = Static<typeof PaymentStart>

/** PayU's answer to a notification: 200 with an empty body. */
export const NotifyAccepted = Type.Object({ received: Type.Boolean() })
