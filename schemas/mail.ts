import { type Static, Type } from '@sinclair/typebox'
import { literalUnion } from './common.js'
import { MAIL_KINDS, MAIL_STATUSES } from './enums.js'

const MailKind = literalUnion(MAIL_KINDS)
const MailStatus = literalUnion(MAIL_STATUSES)

/** One e-mail of an order, as staff see it: failed or retrying deliveries show their error. */
export const MailDelivery = Type.Object({
  kind: MailKind,
  to: Type.String(),
  status: MailStatus,
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.Union([Type.String(), Type.Null()]),
})
export type MailDelivery = Static<typeof MailDelivery>
