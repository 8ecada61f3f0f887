import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import {
  CheckPromoCodeBody,
  CheckPromoCodeResponse,
  CreatePromoCodeBody,
  PromoCode,
  PromoCodeList,
  PromoCodeParams,
  UpdatePromoCodeBody,
} from '#schemas/promo-codes.js'
import * as examples from './examples.js'
import type { PromoCodeService } from './service.js'

/** The public check, and staff routes to create, list, deactivate and reactivate. */
const promoCodeRoutes: FastifyPluginAsyncTypebox<{ service: PromoCodeService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/utils/checkPromoCode',
    {
      schema: {
        operationId: 'checkPromoCode',
        'x-examples': examples.checkPromoCode,
        tags: ['promo codes'],
        summary:
          "A code's discount {type, value} when it is usable today; 404 otherwise; 429 past 30 lookups a minute per address (orders with a code count too)",
        body: CheckPromoCodeBody,
        response: { 200: CheckPromoCodeResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const promo = await service.check(request.body.promoCode, app.now(), { ip: request.ip })
      return reply.header('Cache-Control', 'no-store').send(promo)
    },
  )

  app.get(
    '/api/promo-codes',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'listPromoCodes',
        'x-examples': examples.listPromoCodes,
        tags: ['promo codes'],
        summary: 'Staff: every promo code, newest first',
        security: bearerSecurity,
        response: { 200: PromoCodeList, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await service.list(app.now())),
  )

  app.post(
    '/api/promo-codes',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'createPromoCode',
        'x-examples': examples.createPromoCode,
        tags: ['promo codes'],
        summary: 'Staff: create a promo code',
        security: bearerSecurity,
        body: CreatePromoCodeBody,
        response: { 201: PromoCode, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body, request.staff?.username ?? 'unknown', app.now())
      request.log.info({ code: created.code, staff: created.createdBy }, 'promo code created')
      const { code, type, value, validFrom, validTo, maxUses } = created
      await app.audit.record(request, {
        action: 'promo-code.create',
        target: code,
        after: { type, value, validFrom, validTo, maxUses },
      })
      return reply.code(201).header('Cache-Control', 'no-store').send(created)
    },
  )

  app.patch(
    '/api/promo-codes/:code',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'updatePromoCode',
        'x-examples': examples.updatePromoCode,
        tags: ['promo codes'],
        summary: 'Staff: deactivate ({"active": false}) or reactivate a promo code',
        security: bearerSecurity,
        params: PromoCodeParams,
        body: UpdatePromoCodeBody,
        response: { 200: PromoCode, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const updated = await service.setActive(request.params.code, request.body.active, app.now())
      request.log.info(
        { code: updated.code, active: updated.active, staff: request.staff?.username },
        'promo code updated',
      )
      await app.audit.record(request, {
        action: 'promo-code.update',
        target: updated.code,
        after: { active: updated.active },
      })
      return reply.header('Cache-Control', 'no-store').send(updated)
    },
  )
}

export default promoCodeRoutes
