import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { sendError } from '#infra/http/errors.js'
import { errorResponses } from '#schemas/common.js'
import { NotifyAccepted } from '#schemas/payments.js'
import * as examples from './examples.js'
import { verifyNotificationSignature } from './payu/client.js'
import type { Notification, NotificationOutcome } from './payu/notifications.js'
import type { PaymentsService } from './service.js'

/** PayU's notifications are small; anything bigger is not one. */
const NOTIFY_BODY_LIMIT = 32 * 1024

const Id = Type.String({ minLength: 1, maxLength: 100 })
const OrderNotification = Type.Object({
  order: Type.Object({
    orderId: Id,
    extOrderId: Type.Optional(Id),
    status: Type.String({ maxLength: 40 }),
    totalAmount: Type.String({ pattern: '^\\d{1,12}$' }),
    currencyCode: Type.String({ minLength: 3, maxLength: 3 }),
  }),
})
const RefundNotification = Type.Object({
  orderId: Id,
  extOrderId: Type.Optional(Id),
  refund: Type.Object({ refundId: Type.Optional(Id), status: Type.String({ maxLength: 40 }) }),
})

/** What the order workflow does with a notification that was read (PayU's news about an order). */
export interface NotifyRoutesOptions {
  settle: (outcome: Extract<NotificationOutcome, { ok: true }>, log: FastifyBaseLogger) => Promise<void>
}

/**
 * `POST /api/payments/payu/notify`: PayU's notifications. The signature (OpenPayu-Signature, also
 * sent as X-OpenPayU-Signature) is checked over the raw bytes before anything is read, so this route
 * has its own body parser: JSON only (`application/json;charset=UTF-8`), kept as bytes, 32 kB at most.
 * The order workflow registers it with its `settle` step: the payment's news moves the order on.
 */
export function notifyRoutes(
  service: PaymentsService,
  secondKey: string | null,
  algorithm: 'MD5' | 'SHA-256' = 'MD5',
) {
  return async (scope: FastifyInstance, { settle }: NotifyRoutesOptions) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>()
    app.removeAllContentTypeParsers()
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    )
    app.post(
      '/api/payments/payu/notify',
      {
        bodyLimit: NOTIFY_BODY_LIMIT,
        schema: {
          operationId: 'payuNotify',
          'x-examples': examples.payuNotify,
          tags: ['payments'],
          summary: "PayU's payment and refund notifications (signed with the POS's second key)",
          headers: Type.Object({
            'openpayu-signature': Type.Optional(Type.String({ maxLength: 1000 })),
            'x-openpayu-signature': Type.Optional(Type.String({ maxLength: 1000 })),
          }),
          response: { 200: NotifyAccepted, ...errorResponses(400, 401, 404, 413, 415, 422) },
          security: [],
        },
      },
      async (request, reply) => {
        if (!service.available || secondKey === null) {
          return sendError(reply, 404, 'Płatności online nie są skonfigurowane.', 'PAYMENTS_NOT_CONFIGURED')
        }
        const raw = request.body
        if (!Buffer.isBuffer(raw) || raw.length === 0) {
          return sendError(reply, 400, 'Pusta treść powiadomienia.', 'EMPTY_BODY')
        }
        const header = request.headers['openpayu-signature'] ?? request.headers['x-openpayu-signature']
        if (!verifyNotificationSignature(raw, header, secondKey, algorithm)) {
          request.log.warn('PayU notification with a missing or wrong signature refused')
          return sendError(reply, 401, 'Nieprawidłowy podpis powiadomienia.', 'SIGNATURE_INVALID')
        }
        let parsed: unknown
        try {
          parsed = JSON.parse(raw.toString('utf8'))
        } catch {
          return sendError(reply, 400, 'Treść powiadomienia nie jest poprawnym JSON-em.', 'INVALID_JSON')
        }
        let notification: Notification
        if (Value.Check(OrderNotification, parsed)) notification = { kind: 'order', order: parsed.order }
        else if (Value.Check(RefundNotification, parsed)) notification = { kind: 'refund', ...parsed }
        else return sendError(reply, 400, 'Nieznany rodzaj powiadomienia.', 'INVALID_NOTIFICATION')
        const outcome = await service.notification(notification, request.log)
        if (!outcome.ok) return sendError(reply, outcome.statusCode, outcome.message, outcome.code)
        await settle(outcome, request.log)
        return { received: true }
      },
    )
  }
}
