import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { warsawDate } from '../../domain/hours.js'
import { PageView, PageViewStats, PageViewStatsQuery } from '../../schemas/analytics.js'
import { bearerSecurity, errorResponses } from '../../schemas/common.js'

/**
 * First-party page-view statistics (specification §4 "Cookie consent"): the browser reports each
 * route change; without consent nothing identifies the visitor (no cookie, no id, no address
 * stored); with consent a random visitor id from a 28-day cookie counts returning visitors.
 */
export default fp(
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

    app.post(
      '/api/analytics/pageview',
      {
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['analytics'],
          summary: 'Record one page view',
          body: PageView,
          response: { 204: { type: 'null' }, ...errorResponses(400, 415, 429) },
        },
      },
      async (request, reply) => {
        const now = app.now()
        await app.db
          .insertInto('page_views')
          .values({
            path: request.body.path.split('?')[0]!.split('#')[0]!,
            language: request.body.language,
            visitor_id: request.body.visitorId ?? null,
            business_date: warsawDate(now),
            at: now.toISOString(),
          })
          .execute()
        return reply.code(204).send()
      },
    )

    app.get(
      '/api/analytics/pageviews',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['analytics'],
          summary: 'Staff: page views of a day (default today, Europe/Warsaw)',
          security: bearerSecurity,
          querystring: PageViewStatsQuery,
          response: { 200: PageViewStats, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const date = request.query.date ?? warsawDate(app.now())
        const totals = await app.db
          .selectFrom('page_views')
          .select([
            (eb) => eb.fn.countAll<number>().as('views'),
            sql<number>`count(distinct visitor_id)`.as('visitors'),
          ])
          .where('business_date', '=', date)
          .executeTakeFirstOrThrow()
        const pages = await app.db
          .selectFrom('page_views')
          .select(['path', (eb) => eb.fn.countAll<number>().as('views')])
          .where('business_date', '=', date)
          .groupBy('path')
          .orderBy('views', 'desc')
          .limit(50)
          .execute()
        return {
          date,
          views: Number(totals.views),
          visitors: Number(totals.visitors),
          pages: pages.map((p) => ({ path: p.path, views: Number(p.views) })),
        }
      },
    )
  },
  { name: 'analytics', dependencies: ['db', 'http', 'auth'] },
)
