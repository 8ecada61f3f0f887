import { type Static, Type } from '@sinclair/typebox'

export const MailKind = Type.Union([
  Type.Literal('CONFIRMATION'),
  Type.Literal('ACCEPTED'),
  Type.Literal('CANCELLED'),
])
export const MailStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('SENDING'),
  Type.Literal('SENT'),
  Type.Literal('RECORDED'),
  Type.Literal('FAILED'),
])

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
