import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { warsawDate } from '#domain/hours.js'
import { kitchenBoardDates } from '#domain/kitchen.js'
import { addressKey } from '#infra/http/address.js'
import { HttpError, sendError, tooManyRequests, waitText } from '#infra/http/errors.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import {
  GuestOrder,
  OrderCreated,
  OrderHeaders,
  OrderIdParams,
  OrderRequest,
  OrdersList,
  OrdersQuery,
  PaymentRetry,
  StaffOrder,
  StatusChange,
  TimeChange,
} from '#schemas/orders.js'
import * as examples from './examples.js'
import { kitchenOtherDay, orderNotFound } from './messages.js'
import type { OrderService } from './service.js'
import { publicView, withoutGuestEmail } from './staff-order.js'

/** The window of ORDER_RATE_LIMIT. */
const ORDER_RATE_WINDOW_MS = 10 * 60_000
export const DEFAULT_ORDER_RATE_LIMIT = 10
export const DEFAULT_PAYMENT_RETRY_LIMIT = 10

/** Placing an order and following it (guests); the day's orders and their lifecycle (staff). */
interface OrderRoutesOptions {
  service: OrderService
  orderRateLimit: number
  /** Payment retries per order and address per 10 minutes (PAYMENT_RETRY_LIMIT). */
  paymentRetryLimit: number
  /** Unpaid ONLINE orders per address within the unpaid hold (UNPAID_ORDER_RATE_LIMIT; 0: off). */
  unpaidOrderLimit: { max: number; windowMs: number }
}

/** An order as the staff member asking sees it: the kitchen's copy has no guest e-mail (docs/security.md, "Roles"). */
const seenBy = (request: FastifyRequest, order: StaffOrder): StaffOrder =>
  request.user.role === 'KITCHEN' ? withoutGuestEmail(order) : order

const orderRoutes: FastifyPluginAsyncTypebox<OrderRoutesOptions> = async (
  app,
  { service, orderRateLimit, paymentRetryLimit, unpaidOrderLimit },
) => {
  // Per address (IPv6 by /56, as @fastify/rate-limit groups them), in the rate-limit plugin's store.
  const orderLimit =
    orderRateLimit > 0 ? app.createRateLimit({ max: orderRateLimit, timeWindow: ORDER_RATE_WINDOW_MS }) : null
  // ONLINE orders hold a slot and a code's use before they are paid: fewer of them per address.
  const onlineLimit =
    unpaidOrderLimit.max > 0
      ? app.createRateLimit({
          max: unpaidOrderLimit.max,
          timeWindow: unpaidOrderLimit.windowMs,
          keyGenerator: (request) => `unpaid-online:${addressKey(request.ip, 56)}`,
        })
      : null
  const retryLimit = app.createRateLimit({
    max: paymentRetryLimit,
    timeWindow: ORDER_RATE_WINDOW_MS,
    // A name of its own (the createRateLimit limiters share one key space in Redis); the order id
    // is hashed so that the store never holds it.
    keyGenerator: (request) =>
      `payment-retry:${createHash('sha256')
        .update((request.params as { id: string }).id.toUpperCase())
        .digest('base64url')
        .slice(0, 16)}:${addressKey(request.ip, 56)}`,
  })

  app.post(
    '/api/order',
    {
      schema: {
        operationId: 'placeOrder',
        'x-examples': examples.placeOrder,
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
      const limits = [orderLimit, request.body.paymentMethod === 'ONLINE' ? onlineLimit : null]
      const checkLimit = async () => {
        for (const limiter of limits) {
          if (!limiter) continue
          const limit = await limiter(request)
          if (limit.isAllowed || !limit.isExceeded) continue
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
      }
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
        operationId: 'getOrderForGuest',
        'x-examples': examples.getOrderForGuest,
        tags: ['orders'],
        summary: "An order's status and summary, for the guest (by its public id)",
        params: OrderIdParams,
        response: { 200: GuestOrder, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const order = await service.findForGuest(request.params.id.toUpperCase(), request.log)
      if (!order) throw orderNotFound()
      const invoiceIssued = order.invoice ? await app.invoices.isIssued(order.id) : false
      return reply.header('Cache-Control', 'no-store').send({ ...publicView(order), invoiceIssued })
    },
  )

  app.get(
    '/api/orders',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'listOrders',
        'x-examples': examples.listOrders,
        tags: ['orders'],
        summary: 'Staff: orders of a day (default today, Europe/Warsaw), newest first',
        security: bearerSecurity,
        querystring: OrdersQuery,
        response: { 200: OrdersList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? warsawDate(app.now())
      // The kitchen reads today (and the night's) orders, without the guest's e-mail (docs/security.md, "Roles").
      const kitchen = request.user.role === 'KITCHEN'
      if (kitchen && !kitchenBoardDates(app.now()).includes(date)) throw kitchenOtherDay('date')
      const [listed, unpaidHolds] = await Promise.all([
        service.list(date, request.query.status),
        service.unpaidHolds(date),
      ])
      const orders = kitchen ? listed.map(withoutGuestEmail) : listed
      return reply.header('Cache-Control', 'no-store').send({ date, orders, unpaidHolds })
    },
  )

  app.get(
    '/api/orders/:id',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'getOrder',
        'x-examples': examples.getOrder,
        tags: ['orders'],
        summary:
          'Staff: one order with its lines and history (KITCHEN: an order of the days its list answers, without the guest’s e-mail)',
        security: bearerSecurity,
        params: OrderIdParams,
        response: { 200: StaffOrder, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toUpperCase()
      // The kitchen reads one order of the days its list answers (docs/security.md, "Roles"): an
      // order of another day is refused as the list refuses that day, 403 (404 when there is none).
      const kitchen = request.user.role === 'KITCHEN'
      if (kitchen) {
        const date = await service.businessDate(id)
        if (date === undefined) throw orderNotFound()
        if (!kitchenBoardDates(app.now()).includes(date)) throw kitchenOtherDay('id')
      }
      const order = await service.find(id)
      if (!order) throw orderNotFound()
      return reply.header('Cache-Control', 'no-store').send(seenBy(request, order))
    },
  )

  app.post(
    '/api/orders/:id/status',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'changeOrderStatus',
        'x-examples': examples.changeOrderStatus,
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
      await app.audit.record(request, {
        action: 'order.status',
        target: `#${moved.number}`,
        ...{ before: { status: before?.status ?? null }, after: { status: moved.status } },
      })
      return seenBy(request, moved)
    },
  )

  app.post(
    '/api/order/:id/payment',
    {
      schema: {
        operationId: 'retryOrderPayment',
        'x-examples': examples.retryOrderPayment,
        tags: ['orders'],
        summary: 'Pay an unpaid ONLINE order again: a new BLIK code, or PayU’s page',
        params: OrderIdParams,
        body: PaymentRetry,
        response: { 201: OrderCreated, ...errorResponses(400, 404, 409, 422, 429, 502) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toUpperCase()
      // Per order and address: a guest typing codes by hand stays well under it.
      const limit = await retryLimit(request)
      if (!limit.isAllowed && limit.isExceeded) {
        request.log.warn({ ip: request.ip }, 'payment retry limit reached')
        reply.header('Retry-After', String(limit.ttlInSeconds))
        throw tooManyRequests(limit.ttlInSeconds)
      }
      const started = await service.settlement.retry(id, request.body, request.log)
      if (!started) throw orderNotFound()
      return reply.code(201).header('Cache-Control', 'no-store').send(started)
    },
  )

  app.post(
    '/api/orders/:id/time',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'changeOrderTime',
        'x-examples': examples.changeOrderTime,
        tags: ['orders'],
        summary: 'Staff: a new expected time for an accepted order (the guest sees it and gets an e-mail)',
        security: bearerSecurity,
        params: OrderIdParams,
        body: TimeChange,
        response: { 200: StaffOrder, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const order = await service.changeTime(request.params.id.toUpperCase(), request.body.estimatedReadyAt)
      await app.audit.record(request, {
        action: 'order.time',
        target: `#${order.number}`,
        after: { estimatedReadyAt: request.body.estimatedReadyAt },
      })
      return seenBy(request, order)
    },
  )

  app.post(
    '/api/payments/:id/refund',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'retryRefund',
        'x-examples': examples.retryRefund,
        tags: ['payments'],
        summary: 'Staff: ask PayU again for the refund of a cancelled, paid order',
        security: bearerSecurity,
        params: OrderIdParams,
        response: { 200: StaffOrder, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await service.settlement.refund(request.params.id.toUpperCase(), request.log)
      if (!order) throw orderNotFound()
      await app.audit.record(request, {
        action: 'order.refund',
        target: `#${order.number}`,
        after: { refund: order.payment?.refund?.status ?? null },
      })
      return order
    },
  )

  app.post(
    '/api/orders/:id/emails/retry',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'retryOrderEmails',
        'x-examples': examples.retryOrderEmails,
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
      return seenBy(request, order)
    },
  )
}

export default orderRoutes
