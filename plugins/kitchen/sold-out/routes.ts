import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AvailabilityChange,
  AvailabilityResponse,
  CategoryAvailabilityParams,
  ProductAvailabilityParams,
} from '#schemas/availability.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import * as examples from './examples.js'
import type { AvailabilityService } from './service.js'

/**
 * Browsers and proxies may keep the answer this long: a guest's page learns of a sold-out dish
 * within seconds, and the server still refuses the order at once.
 */
const MAX_AGE_SECONDS = 5

/** GET /api/menu/availability for everyone; the staff's switches for products and categories. */
const availabilityRoutes: FastifyPluginAsyncTypebox<{ service: AvailabilityService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/menu/availability',
    {
      schema: {
        operationId: 'getMenuAvailability',
        'x-examples': examples.getMenuAvailability,
        tags: ['menu'],
        summary: 'Sold out now: the products and categories switched off by the staff',
        response: { 200: AvailabilityResponse, 304: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const answer = await service.current()
      reply.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`).header('ETag', answer.etag)
      const seen = request.headers['if-none-match']
      if (seen?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
        return reply.code(304).send()
      }
      return reply.type('application/json; charset=utf-8').send(answer.body)
    },
  )

  const changeRoute = {
    onRequest: app.requireRole('MANAGER', 'KITCHEN'),
    schema: {
      tags: ['menu'],
      security: bearerSecurity,
      body: AvailabilityChange,
      response: { 200: AvailabilityResponse, ...errorResponses(400, 401, 403, 404) },
    },
  }

  app.put(
    '/api/menu/availability/:productId',
    {
      ...changeRoute,
      schema: {
        operationId: 'setProductAvailability',
        'x-examples': examples.setProductAvailability,
        ...changeRoute.schema,
        summary: 'Staff: switch a product off (for the rest of today or until switched on) or back on',
        params: ProductAvailabilityParams,
      },
    },
    async (request, reply) => {
      const { available, until } = request.body
      const username = request.staff?.username ?? 'unknown'
      const answer = await service.setProduct(request.params.productId, available, until ?? null, username)
      request.log.info(
        { productId: request.params.productId, available, until, username },
        'availability changed',
      )
      await app.audit.record(request, {
        action: 'availability.product',
        target: request.params.productId,
        after: { available, until: until ?? null },
      })
      return reply.header('Cache-Control', 'no-store').send(answer.state)
    },
  )

  app.put(
    '/api/menu/availability/categories/:categoryKey',
    {
      ...changeRoute,
      schema: {
        operationId: 'setCategoryAvailability',
        'x-examples': examples.setCategoryAvailability,
        ...changeRoute.schema,
        summary: 'Staff: switch a whole category off (for the rest of today or until switched on) or back on',
        params: CategoryAvailabilityParams,
      },
    },
    async (request, reply) => {
      const { available, until } = request.body
      const username = request.staff?.username ?? 'unknown'
      const { categoryKey } = request.params
      const answer = await service.setCategory(categoryKey, available, until ?? null, username)
      request.log.info({ categoryKey, available, until, username }, 'category availability changed')
      await app.audit.record(request, {
        action: 'availability.category',
        target: categoryKey,
        after: { available, until: until ?? null },
      })
      return reply.header('Cache-Control', 'no-store').send(answer.state)
    },
  )
}

export default availabilityRoutes
