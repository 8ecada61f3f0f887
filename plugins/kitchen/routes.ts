import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CALENDAR_DAYS_AHEAD } from '../../domain/hours.js'
import { bearerSecurity, errorResponses } from '../../schemas/common.js'
import {
  CalendarDay,
  CalendarDayBody,
  CalendarList,
  CalendarParams,
  KitchenSettings,
  KitchenSettingsBody,
} from '../../schemas/kitchen.js'
import type { KitchenService } from './service.js'

/** The kitchen's settings (staff) and the calendar (read by anyone, changed by staff). */
const kitchenRoutes: FastifyPluginAsyncTypebox<{ service: KitchenService }> = async (app, { service }) => {
  const staffName = (request: { staff?: { username: string } | null }) => request.staff?.username ?? 'unknown'

  app.get(
    '/api/kitchen',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        tags: ['kitchen'],
        summary: 'Staff: capacity per 15-minute slot, busy mode and the delivery area',
        security: bearerSecurity,
        response: { 200: KitchenSettings, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.settings(app.now())),
  )

  app.put(
    '/api/kitchen',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        tags: ['kitchen'],
        summary: 'Staff: change any subset of the kitchen settings',
        security: bearerSecurity,
        body: KitchenSettingsBody,
        response: { 200: KitchenSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const settings = await service.update(request.body, staffName(request), app.now())
      request.log.info(
        { staff: staffName(request), changed: Object.keys(request.body) },
        'kitchen settings changed',
      )
      return reply.header('Cache-Control', 'no-store').send(settings)
    },
  )

  app.get(
    '/api/calendar',
    {
      schema: {
        tags: ['kitchen'],
        summary: `Holidays and special hours from today for ${CALENDAR_DAYS_AHEAD} days (Europe/Warsaw)`,
        response: { 200: CalendarList },
      },
    },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=5')
        .send(await service.calendarAhead(app.now(), CALENDAR_DAYS_AHEAD)),
  )

  app.put(
    '/api/calendar/:date',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        tags: ['kitchen'],
        summary: 'Staff: close a date all day ({"closed": true}) or give it special hours',
        security: bearerSecurity,
        params: CalendarParams,
        body: CalendarDayBody,
        response: { 200: CalendarDay, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const day = await service.putDay(request.params.date, request.body, staffName(request), app.now())
      request.log.info({ staff: staffName(request), date: day.date, closed: day.closed }, 'calendar day set')
      return reply.header('Cache-Control', 'no-store').send(day)
    },
  )

  app.delete(
    '/api/calendar/:date',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        tags: ['kitchen'],
        summary: "Staff: remove a date's exception (the weekly schedule applies again)",
        security: bearerSecurity,
        params: CalendarParams,
        response: { 204: { type: 'null', description: 'Removed' }, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.deleteDay(request.params.date, app.now())
      request.log.info({ staff: staffName(request), date: request.params.date }, 'calendar day removed')
      return reply.code(204).send()
    },
  )
}

export default kitchenRoutes
