import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { warsawDate } from '../../domain/hours.js'
import { bearerSecurity, errorResponses } from '../../schemas/common.js'
import {
  OrderCreated,
  OrderHeaders,
  OrderIdParams,
  OrderRequest,
  OrdersList,
  OrdersQuery,
  PublicOrder,
  StaffOrder,
  StatusChange,
} from '../../schemas/orders.js'
import { HttpError, sendError, waitText } from '../http/errors.js'
import { publicView } from './dto.js'
import { orderNotFound } from './messages.js'
import type { OrderService } from './service.js'

/** The window of ORDER_RATE_LIMIT. */
const ORDER_RATE_WINDOW_MS = 10 * 60_000
export const DEFAULT_ORDER_RATE_LIMIT = 10

/** Placing an order and following it (guests); the day's orders and their lifecycle (staff). */
const orderRoutes: FastifyPluginAsyncTypebox<{ service: OrderService; orderRateLimit: number }> = async (
  app,
  { service, orderRateLimit },
) => {
  // Per address (IPv6 by /56, as @fastify/rate-limit groups them), in the rate-limit plugin's store.
  const orderLimit =
    orderRateLimit > 0 ? app.createRateLimit({ max: orderRateLimit, timeWindow: ORDER_RATE_WINDOW_MS }) : null

  app.post(
    '/api/order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order (delivery or pick-up); the server prices it',
        headers: OrderHeaders,
        body: OrderRequest,
        response: { 200: OrderCreated, 201: OrderCreated, ...errorResponses(400, 409, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const lang = request.body.language ?? 'pl'
      // Counted only for a new order: a replayed Idempotency-Key is answered from its stored answer.
      const checkLimit = orderLimit
        ? async () => {
            const limit = await orderLimit(request)
            if (limit.isAllowed || !limit.isExceeded) return
            request.log.warn({ ip: request.ip }, 'order rate limit reached')
            reply.header('Retry-After', String(limit.ttlInSeconds))
            const wait = waitText(limit.ttlInSeconds)
            throw new HttpError(
              429,
              lang === 'pl'
                ? `Zbyt wiele zamówień z tego adresu. Spróbuj ponownie za ${wait} albo zadzwoń do restauracji.`
                : `Too many orders from this address. Please try again in ${wait} or call the restaurant.`,
              'RATE_LIMITED',
            )
          }
        : undefined
      const placed = await service.place(
        request.body,
        request.headers['idempotency-key'],
        { ip: request.ip, log: request.log },
        checkLimit,
      )
      if (!placed.replayed) {
        request.log.info({ orderId: placed.body.id, number: placed.body.number }, 'order placed')
      }
      return reply
        .code(placed.statusCode as 201)
        .header('Cache-Control', 'no-store')
        .send(placed.body)
    },
  )

  app.get(
    '/api/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's status and summary, for the guest (by its public id)",
        params: OrderIdParams,
        response: { 200: PublicOrder, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const order = await service.findForGuest(request.params.id.toUpperCase(), request.log)
      if (!order) throw orderNotFound()
      return reply.header('Cache-Control', 'no-store').send(publicView(order))
    },
  )

  app.get(
    '/api/orders',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        tags: ['orders'],
        summary: 'Staff: orders of a day (default today, Europe/Warsaw), newest first',
        security: bearerSecurity,
        querystring: OrdersQuery,
        response: { 200: OrdersList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? warsawDate(app.now())
      const orders = await service.list(date, request.query.status)
      return reply.header('Cache-Control', 'no-store').send({ date, orders })
    },
  )

  app.get(
    '/api/orders/:id',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        tags: ['orders'],
        summary: 'Staff: one order with its lines and history',
        security: bearerSecurity,
        params: OrderIdParams,
        response: { 200: StaffOrder, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const order = await service.find(request.params.id.toUpperCase())
      if (!order) throw orderNotFound()
      return reply.header('Cache-Control', 'no-store').send(order)
    },
  )

  app.post(
    '/api/orders/:id/status',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        tags: ['orders'],
        summary: 'Staff: move an order along its lifecycle',
        security: bearerSecurity,
        params: OrderIdParams,
        body: StatusChange,
        response: { 200: StaffOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toUpperCase()
      const before = await service.find(id)
      const moved = await service.move(id, request.body, request.staff?.username ?? 'unknown', request.log)
      // The order's number, never its id (the guest's credential), and no free-text reason.
      await app.audit.record(request, {
        action: 'order.status',
        target: `#${moved.number}`,
        before: { status: before?.status ?? null },
        after: { status: moved.status },
      })
      return moved
    },
  )

  app.post(
    '/api/payments/:id/refund',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        tags: ['payments'],
        summary: 'Staff: ask PayU again for the refund of a cancelled, paid order',
        security: bearerSecurity,
        params: OrderIdParams,
        response: { 200: StaffOrder, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const order = await service.find(request.params.id.toUpperCase())
      if (!order) return sendError(reply, 404, 'Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND')
      const refund = order.payment?.refund?.status
      if (
        order.status !== 'CANCELLED' ||
        order.payment?.status !== 'PAID' ||
        (refund && refund !== 'FAILED')
      ) {
        return sendError(
          reply,
          409,
          'Ponowić można tylko nieudany zwrot anulowanego zamówienia opłaconego online.',
          'REFUND_NOT_APPLICABLE',
        )
      }
      await service.settlement.refund(order, request.log)
      const after = (await service.find(order.id))!
      await app.audit.record(request, {
        action: 'order.refund',
        target: `#${order.number}`,
        before: { refund: refund ?? null },
        after: { refund: after.payment?.refund?.status ?? null },
      })
      return after
    },
  )

  app.post(
    '/api/orders/:id/emails/retry',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        tags: ['orders'],
        summary: "Staff: send an order's failed e-mails again",
        security: bearerSecurity,
        params: OrderIdParams,
        response: { 200: StaffOrder, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toUpperCase()
      if (!(await service.find(id))) {
        return sendError(reply, 404, 'Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND')
      }
      if (!(await service.retryEmails(id))) {
        return sendError(reply, 409, 'To zamówienie nie ma nieudanych e-maili.', 'NO_FAILED_EMAILS')
      }
      const order = (await service.find(id))!
      await app.audit.record(request, { action: 'order.email-retry', target: `#${order.number}` })
      return order
    },
  )
}

export default orderRoutes
