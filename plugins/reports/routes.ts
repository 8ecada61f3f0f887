import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import { DailyReportQuery, DailyReportResponse, OrdersCsv, OrdersCsvQuery } from '#schemas/reports.js'
import * as examples from './examples.js'
import type { ReportsService } from './service.js'

/** Staff: GET /api/reports/daily and GET /api/reports/orders.csv. */
const reportsRoutes: FastifyPluginAsyncTypebox<{ service: ReportsService }> = async (app, { service }) => {
  app.get(
    '/api/reports/daily',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'getDailyReport',
        'x-examples': examples.getDailyReport,
        tags: ['reports'],
        summary: "Staff: the day's figures (default today, Europe/Warsaw)",
        security: bearerSecurity,
        querystring: DailyReportQuery,
        response: { 200: DailyReportResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.daily(request.query.date)),
  )

  app.get(
    '/api/reports/orders.csv',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'exportOrdersCsv',
        'x-examples': examples.exportOrdersCsv,
        tags: ['reports'],
        summary: 'Staff: the orders of a period as CSV for a spreadsheet (no guest data)',
        security: bearerSecurity,
        querystring: OrdersCsvQuery,
        produces: ['text/csv'],
        response: {
          200: { content: { 'text/csv': { schema: OrdersCsv } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { from, to, body } = await service.csv(request.query)
      request.log.info({ from, to, staff: request.staff?.username }, 'orders exported')
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="zamowienia-${from}-${to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(body)
    },
  )
}

export default reportsRoutes
