import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { warsawDate } from '#domain/hours.js'
import { PageView, PageViewStats, PageViewStatsQuery } from '#schemas/analytics.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import * as examples from './examples.js'
import { insertPageView, pageViewStats } from './repository.js'

/** POST /api/analytics/pageview from the browser; GET /api/analytics/pageviews for staff. */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/analytics/pageview',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        operationId: 'recordPageView',
        'x-examples': examples.recordPageView,
        tags: ['analytics'],
        summary: 'Record one page view',
        body: PageView,
        response: { 204: { type: 'null' }, ...errorResponses(400, 415, 429) },
      },
    },
    async (request, reply) => {
      const now = app.now()
      await insertPageView(app.db, {
        // The path only: no query string or fragment, which could carry personal data.
        path: request.body.path.split('?')[0]!.split('#')[0]!,
        language: request.body.language,
        visitor_id: request.body.visitorId ?? null,
        business_date: warsawDate(now),
        at: now.toISOString(),
      })
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/analytics/pageviews',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'getPageViews',
        'x-examples': examples.getPageViews,
        tags: ['analytics'],
        summary: 'Staff: page views of a day (default today, Europe/Warsaw)',
        security: bearerSecurity,
        querystring: PageViewStatsQuery,
        response: { 200: PageViewStats, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => pageViewStats(app.db, request.query.date ?? warsawDate(app.now())),
  )
}

export default analyticsRoutes
