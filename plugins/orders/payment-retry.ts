/**
 * POST /api/order/{id}/payment (docs/checkout.md, BLIK): anyone holding an unpaid ONLINE order's id
 * starts a new PayU payment for it, with a new BLIK code or PayU's page, without a second order.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { OrderCreated, OrderIdParams, PaymentRetry } from '../../schemas/orders.js'
import { HttpError } from '../http/errors.js'
import { orderNotFound } from './messages.js'
import type { OrderService } from './service.js'

function notRetryable(pl: boolean): HttpError {
  return new HttpError(
    409,
    pl
      ? 'Tego zamówienia nie można już opłacić online: jest opłacone, anulowane albo płatne przy odbiorze.'
      : 'This order cannot be paid online any more: it is paid, cancelled or paid on delivery.',
    'PAYMENT_NOT_RETRYABLE',
    'id',
  )
}

const paymentRetryRoutes: FastifyPluginAsyncTypebox<{ service: OrderService }> = async (app, { service }) => {
  app.post(
    '/api/order/:id/payment',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pay an unpaid ONLINE order again: a new BLIK code, or PayU’s page',
        params: OrderIdParams,
        body: PaymentRetry,
        response: { 201: OrderCreated, ...errorResponses(400, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const order = await service.find(request.params.id.toUpperCase(), 'guest')
      if (!order) throw orderNotFound()
      const pl = order.language !== 'en'
      const { blikCode } = request.body
      if (blikCode !== undefined && request.body.method === 'REDIRECT') {
        throw new HttpError(
          400,
          pl
            ? 'Podaj kod BLIK albo wybierz stronę PayU, nie oba.'
            : 'Give a BLIK code or choose PayU’s page, not both.',
          'VALIDATION',
          'blikCode',
        )
      }
      if (blikCode === undefined && request.body.method !== 'REDIRECT') {
        throw new HttpError(
          400,
          pl
            ? 'Podaj kod BLIK (6 cyfr) albo wybierz stronę PayU.'
            : 'Give a BLIK code (6 digits) or choose PayU’s page.',
          'VALIDATION',
          'blikCode',
        )
      }
      if (blikCode !== undefined && !app.payments.blikCodeAvailable) {
        throw new HttpError(
          422,
          pl
            ? 'Płatność kodem BLIK na naszej stronie jest teraz niedostępna — wybierz stronę PayU.'
            : 'Paying with a BLIK code on our page is not available right now — choose PayU’s page.',
          'BLIK_CODE_UNAVAILABLE',
          'blikCode',
        )
      }
      if (
        order.paymentMethod !== 'ONLINE' ||
        order.status === 'CANCELLED' ||
        order.payment?.status !== 'PENDING'
      ) {
        throw notRetryable(pl)
      }
      const payment = await app.payments.restart(order, blikCode, request.log)
      if (!payment) throw notRetryable(pl)
      request.log.info({ orderId: order.id, blik: blikCode !== undefined }, 'payment started again')
      return reply.code(201).header('Cache-Control', 'no-store').send({
        id: order.id,
        number: order.number,
        status: order.status,
        totals: order.totals,
        expectedAt: order.expectedAt,
        payment,
      })
    },
  )
}

export default paymentRetryRoutes
