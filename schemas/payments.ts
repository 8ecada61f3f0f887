import { type Static, Type } from '@sinclair/typebox'
import { literalUnion } from './common.js'
import { PAYMENT_STATUSES, REFUND_STATUSES } from './enums.js'

const PaymentProvider = Type.Literal('PAYU')
/** An ONLINE order's payment: PENDING until PayU confirms it (PAID) or gives up (CANCELED). */
const PaymentStatus = literalUnion(PAYMENT_STATUSES)
const RefundStatus = literalUnion(REFUND_STATUSES)

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
})
export type PaymentInfo = Static<typeof PaymentInfo>

/** In the 201 answer of an ONLINE order: where the browser goes to pay. */
export const PaymentStart = Type.Object({
  provider: PaymentProvider,
  status: Type.Literal('PENDING'),
  redirectUrl: Type.String({ format: 'uri' }),
})
export type PaymentStart = Static<typeof PaymentStart>

/** PayU's answer to a notification: 200 with an empty body. */
export const NotifyAccepted = Type.Object({ received: Type.Boolean() })
