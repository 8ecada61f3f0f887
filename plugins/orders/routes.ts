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
import { publicView } from './dto.js'
import { orderNotFound } from './messages.js'
import type { OrderService } from './service.js'

/** Placing an order and following it (guests); the day's orders and their lifecycle (staff). */
const orderRoutes: FastifyPluginAsyncTypebox<{ service: OrderService }> = async (app, { service }) => {
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
      const placed = await service.place(request.body, request.headers['idempotency-key'], {
        ip: request.ip,
        log: request.log,
      })
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
      const order = await service.find(request.params.id.toUpperCase(), 'guest')
      if (!order) throw orderNotFound()
      return reply.header('Cache-Control', 'no-store').send(publicView(order))
    },
  )

  app.get(
    '/api/orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Staff: orders of a day (default today, Europe/Warsaw), newest first',
        security: bearerSecurity,
        querystring: OrdersQuery,
        response: { 200: OrdersList, ...errorResponses(400, 401) },
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
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Staff: one order with its lines and history',
        security: bearerSecurity,
        params: OrderIdParams,
        response: { 200: StaffOrder, ...errorResponses(401, 404) },
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
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Staff: move an order along its lifecycle',
        security: bearerSecurity,
        params: OrderIdParams,
        body: StatusChange,
        response: { 200: StaffOrder, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      service.move(request.params.id.toUpperCase(), request.body, request.staff?.username ?? 'unknown'),
  )
}

export default orderRoutes
