/**
 * POST /api/orders/{id}/print (docs/printing.md, Printing again): staff ask for an order's ticket
 * again; the printing service queues one copy on every printer (or the one named).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import { OrderIdParams } from '#schemas/orders.js'
import { ReprintAnswer, ReprintBody } from '#schemas/printing.js'
import * as examples from '../examples.js'
import { orderNotFound, paymentPending } from '../messages.js'
import { visibleToKitchen } from '../reads.js'
import type { OrderService } from '../service.js'

const reprintRoutes: FastifyPluginAsyncTypebox<{ service: OrderService }> = async (app, { service }) => {
  app.post(
    '/api/orders/:id/print',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'printOrderAgain',
        'x-examples': examples.printOrderAgain,
        tags: ['printing'],
        summary: 'Kitchen: print an order’s ticket again (kitchen ticket by default; one copy)',
        security: bearerSecurity,
        params: OrderIdParams,
        body: ReprintBody,
        response: { 202: ReprintAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const order = await service.find(request.params.id.toUpperCase())
      if (!order) throw orderNotFound()
      if (!visibleToKitchen(order)) throw paymentPending()
      const jobs = await app.printing.reprint(order, request.body ?? {})
      await app.audit.record(request, {
        action: 'printing.reprint',
        target: `#${order.number}`,
        after: { kind: request.body?.kind ?? 'KITCHEN', printerId: request.body?.printerId ?? null, jobs },
      })
      return reply.code(202).header('Cache-Control', 'no-store').send({ jobs })
    },
  )
}

export default reprintRoutes
