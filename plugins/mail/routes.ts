import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { bearerSecurity, errorResponses } from '../../schemas/common.js'
import { OrderIdParams, StaffOrder } from '../../schemas/orders.js'
import { sendError } from '../http/errors.js'
import { retryFailed } from './repository.js'
import type { MailService } from './service.js'

/** `POST /api/orders/{id}/emails/retry`: staff send an order's failed e-mails again. */
export function mailRoutes(service: MailService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>()
    app.post(
      '/api/orders/:id/emails/retry',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['orders'],
          summary: "Staff: send an order's failed e-mails again",
          security: bearerSecurity,
          params: OrderIdParams,
          response: { 200: StaffOrder, ...errorResponses(401, 404, 409) },
        },
      },
      async (request, reply) => {
        const id = request.params.id.toUpperCase()
        if (!(await app.orderAccess.find(id))) {
          return sendError(reply, 404, 'Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND')
        }
        if ((await retryFailed(app.db, id, app.now())) === 0) {
          return sendError(reply, 409, 'To zamówienie nie ma nieudanych e-maili.', 'NO_FAILED_EMAILS')
        }
        await service.run()
        return (await app.orderAccess.find(id))!
      },
    )
  }
}
