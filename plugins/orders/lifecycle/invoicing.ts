/**
 * Staff and an order's invoice (docs/invoices.md, "When KSeF is down"): issue it by hand (a failed
 * one again, or one that was never queued because invoicing was off), and the correcting invoice of
 * an issued one (money given back after the order was completed). Both audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HttpError } from '#infra/http/errors.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import { CorrectionRequest } from '#schemas/invoices.js'
import { OrderIdParams, StaffOrder } from '#schemas/orders.js'
import * as examples from '../examples.js'
import { orderNotFound } from '../messages.js'
import type { OrderService } from '../service.js'

const invoicingRoutes: FastifyPluginAsyncTypebox<{ service: OrderService }> = async (app, { service }) => {
  app.post(
    '/api/orders/:id/invoice/issue',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'issueOrderInvoice',
        'x-examples': examples.issueOrderInvoice,
        tags: ['invoices'],
        summary: 'Staff: issue a completed order’s invoice by hand: a failed one again, or one never queued',
        security: bearerSecurity,
        params: OrderIdParams,
        response: { 202: StaffOrder, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const order = await service.find(request.params.id.toUpperCase())
      if (!order) throw orderNotFound()
      const how = await app.invoices.issueByHand(order)
      await app.audit.record(request, {
        action: 'invoice.reissue',
        target: `#${order.number}`,
        after: { how, number: order.invoice?.number ?? null },
      })
      return reply
        .code(202)
        .header('Cache-Control', 'no-store')
        .send((await service.find(order.id))!)
    },
  )

  app.post(
    '/api/orders/:id/invoice/correction',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'correctOrderInvoice',
        'x-examples': examples.correctOrderInvoice,
        tags: ['invoices'],
        summary: 'Staff: a correcting invoice (FA(3) KOR) that reverses an order’s issued invoice',
        security: bearerSecurity,
        params: OrderIdParams,
        body: CorrectionRequest,
        response: { 202: StaffOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const order = await service.find(request.params.id.toUpperCase())
      if (!order) throw orderNotFound()
      const reason = request.body.reason.trim()
      let outcome: Awaited<ReturnType<typeof app.invoices.correct>>
      try {
        outcome = await app.db.transaction().execute((trx) => app.invoices.correct(trx, order.id, reason))
      } catch (error) {
        // Two staff at once: the second one's row breaks the (order, kind) index and its number is given back.
        if (/unique|duplicate/i.test(String((error as Error).message))) outcome = 'EXISTS'
        else throw error
      }
      if (outcome === 'NOT_ISSUED')
        throw new HttpError(
          409,
          'Korektę wystawia się do faktury, która ma już numer KSeF.',
          'INVOICE_NOT_ISSUED',
        )
      if (outcome === 'EXISTS')
        throw new HttpError(409, 'Korekta tej faktury została już wystawiona.', 'CORRECTION_EXISTS')
      await app.audit.record(request, {
        action: 'invoice.correction',
        target: `#${order.number}`,
        after: { reason },
      })
      return reply
        .code(202)
        .header('Cache-Control', 'no-store')
        .send((await service.find(order.id))!)
    },
  )
}

export default invoicingRoutes
