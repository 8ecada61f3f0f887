import { EventEmitter } from 'node:events'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Static } from '@sinclair/typebox'
import fp from 'fastify-plugin'
import { warsawDate } from '../../domain/hours.js'
import { toPln } from '../../domain/money.js'
import { canMove, nextStatuses } from '../../domain/order-lifecycle.js'
import { normalizeDiscount } from '../../domain/pricing.js'
import { bearerSecurity, errorResponses } from '../../schemas/common.js'
import type { OrderStatus } from '../../schemas/enums.js'
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
import { HttpError, sendError } from '../http/errors.js'
import { invalidPromoCodeMessage } from '../promo-codes/index.js'
import { findUsablePromoCode, recordPromoCodeUse } from '../promo-codes/repository.js'
import { findOrder, insertOrder, listOrders, moveOrder, pruneIdempotencyKeys } from './repository.js'
import { priceOrder, requestHash } from './service.js'

/** What the staff board listens to: a new order, or an order that moved. */
export interface OrderEventMap {
  order: [{ type: 'created' | 'updated'; order: StaffOrder }]
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: EventEmitter<OrderEventMap>
  }
}

type OrderCreatedBody = Static<typeof OrderCreated>

/** Idempotency keys are kept for 48 hours (at least 24 h, as the product rules ask). */
const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000

function publicView(order: StaffOrder) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    deliveryType: order.deliveryType,
    paymentMethod: order.paymentMethod,
    orderTimeType: order.orderTimeType,
    items: order.items,
    totals: order.totals,
    expectedAt: order.expectedAt,
    estimatedReadyAt: order.estimatedReadyAt,
    createdAt: order.createdAt,
  }
}

/** Orders: placed by guests (priced on the server, idempotent), run by staff through the lifecycle. */
export default fp(
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const events = new EventEmitter<OrderEventMap>()
    events.setMaxListeners(100)
    app.decorate('orderEvents', events)
    await app.register(import('./stream.js'))

    const prune = setInterval(
      () => {
        pruneIdempotencyKeys(app.db, new Date(app.now().getTime() - IDEMPOTENCY_RETENTION_MS)).catch((err) =>
          app.log.error({ err }, 'pruning idempotency keys failed'),
        )
      },
      60 * 60 * 1000,
    )
    prune.unref()
    app.addHook('onClose', async () => clearInterval(prune))

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
        const body = request.body
        const now = app.now()
        const date = warsawDate(now)
        const override = await app.overrideFor(date)
        const status = await app.currentSiteStatus(now)
        const lang = body.language ?? 'pl'

        let promo: Awaited<ReturnType<typeof findUsablePromoCode>> = null
        const promoInput = body.promoCode?.trim()
        if (promoInput) {
          promo = await findUsablePromoCode(app.db, promoInput, now)
          if (!promo) {
            throw new HttpError(
              422,
              lang === 'pl'
                ? invalidPromoCodeMessage(promoInput)
                : `The promo code “${promoInput}” is not valid or has expired.`,
              'PROMO_CODE_INVALID',
              'promoCode',
            )
          }
        }

        const priced = priceOrder(body, {
          now,
          override,
          onlinePaymentAvailable: status.onlinePaymentAvailable,
          discount: promo ? normalizeDiscount({ type: promo.type, value: promo.value }) : null,
          promoCode: promo?.code ?? null,
        })
        const key = request.headers['idempotency-key']
        const result = await insertOrder(app.writeQueue, priced, {
          now,
          idempotency: key ? { key: key.toLowerCase(), requestHash: requestHash(body) } : undefined,
          beforeInsert: promo
            ? async (trx) => {
                if (!(await recordPromoCodeUse(trx, promo.code))) {
                  throw new HttpError(
                    422,
                    lang === 'pl'
                      ? 'Limit użyć tego kodu promocyjnego właśnie się wyczerpał.'
                      : 'This promo code has just run out.',
                    'PROMO_CODE_INVALID',
                    'promoCode',
                  )
                }
              }
            : undefined,
          answer: ({ id, number }) => ({
            id,
            number,
            status: 'NEW' as const,
            totals: {
              products: toPln(priced.totals.products),
              discount: toPln(priced.totals.discount),
              delivery: toPln(priced.totals.delivery),
              total: toPln(priced.totals.total),
            },
            expectedAt: priced.expectedAt,
          }),
        })
        if (!result.replayed) {
          const created = result.body as { id: string; number: number }
          request.log.info({ orderId: created.id, number: created.number }, 'order placed')
          if (events.listenerCount('order') > 0) {
            const order = await findOrder(app.db, created.id)
            if (order) events.emit('order', { type: 'created', order })
          }
        }
        return reply
          .code(result.statusCode as 201)
          .header('Cache-Control', 'no-store')
          .send(result.body as OrderCreatedBody)
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
        const order = await findOrder(app.db, request.params.id.toUpperCase())
        if (!order) return sendError(reply, 404, 'Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND')
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
        const orders = await listOrders(app.db, date, request.query.status)
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
        const order = await findOrder(app.db, request.params.id.toUpperCase())
        if (!order) return sendError(reply, 404, 'Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND')
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
      async (request, reply) => {
        const id = request.params.id.toUpperCase()
        const order = await findOrder(app.db, id)
        if (!order) return sendError(reply, 404, 'Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND')
        const to: OrderStatus = request.body.status
        if (!canMove(order.status, to, order.deliveryType)) {
          const allowed = nextStatuses(order.status, order.deliveryType)
          return sendError(
            reply,
            409,
            `Nie można zmienić statusu z ${order.status} na ${to}${allowed.length ? ` (możliwe: ${allowed.join(', ')})` : ''}.`,
            'ILLEGAL_TRANSITION',
            'status',
          )
        }
        const reason = request.body.reason?.trim()
        if (to === 'CANCELLED' && !reason) {
          return sendError(reply, 400, 'Podaj powód anulowania zamówienia.', 'REASON_REQUIRED', 'reason')
        }
        const moved = await moveOrder(app.db, {
          id,
          from: order.status,
          to,
          actor: request.staff?.username ?? 'unknown',
          at: app.now(),
          reason,
          estimatedReadyAt: request.body.estimatedReadyAt
            ? new Date(request.body.estimatedReadyAt).toISOString()
            : undefined,
        })
        if (!moved) {
          return sendError(
            reply,
            409,
            'Zamówienie zmieniło się w międzyczasie. Odśwież listę.',
            'ORDER_CHANGED',
            'status',
          )
        }
        const updated = (await findOrder(app.db, id))!
        events.emit('order', { type: 'updated', order: updated })
        return updated
      },
    )
  },
  { name: 'orders', dependencies: ['db', 'http', 'auth', 'site-status', 'promo-codes'] },
)
