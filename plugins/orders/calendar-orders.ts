import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isDateString } from '#domain/hours.js'
import { HttpError } from '#infra/http/errors.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import { CalendarOrders, CalendarParams } from '#schemas/kitchen.js'
import * as examples from './examples.js'
import { listOpenOrdersOn } from './repository.js'

/**
 * Staff who may change the calendar ask, before closing a date or giving it special hours, which
 * orders are already placed for it (docs/kitchen.md, "Calendar"). Numbers, statuses and planned
 * times only: the guests' names and phones stay on the board.
 */
const calendarOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/calendar/:date/orders',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'getCalendarDayOrders',
        'x-examples': examples.getCalendarDayOrders,
        tags: ['kitchen'],
        summary: 'Staff: the orders still under way for a Warsaw date (what closing it would touch)',
        security: bearerSecurity,
        params: CalendarParams,
        response: { 200: CalendarOrders, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { date } = request.params
      if (!isDateString(date))
        throw new HttpError(
          400,
          `Parametr „date”: „${date}” nie jest datą kalendarzową (RRRR-MM-DD).`,
          'INVALID_DATE',
          'date',
        )
      const rows = await listOpenOrdersOn(app.db, date)
      const orders = rows
        .map((row) => ({
          id: row.id,
          number: row.number,
          status: row.status,
          deliveryType: row.delivery_type,
          orderTimeType: row.order_time_type,
          plannedAt: new Date(row.estimated_ready_at ?? row.expected_at).toISOString(),
        }))
        .sort((a, b) => a.plannedAt.localeCompare(b.plannedAt) || a.number - b.number)
      return reply.header('Cache-Control', 'no-store').send({ date, count: orders.length, orders })
    },
  )
}

export default calendarOrderRoutes
