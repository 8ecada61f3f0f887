import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CALENDAR_DAYS_AHEAD } from '#domain/hours.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import {
  CalendarDay,
  CalendarDayBody,
  CalendarList,
  CalendarParams,
  KitchenSettings,
  KitchenSettingsBody,
} from '#schemas/kitchen.js'
import * as examples from './examples.js'
import type { KitchenService } from './service.js'

/** The kitchen's settings (staff) and the calendar (read by anyone, changed by staff). */
const kitchenRoutes: FastifyPluginAsyncTypebox<{ service: KitchenService }> = async (app, { service }) => {
  const staffName = (request: { staff?: { username: string } | null }) => request.staff?.username ?? 'unknown'

  app.get(
    '/api/kitchen',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'getKitchenSettings',
        'x-examples': examples.getKitchenSettings,
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
        operationId: 'updateKitchenSettings',
        'x-examples': examples.updateKitchenSettings,
        tags: ['kitchen'],
        summary: 'Staff: change any subset of the kitchen settings',
        security: bearerSecurity,
        body: KitchenSettingsBody,
        response: { 200: KitchenSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const before = await service.settings(app.now())
      const settings = await service.update(request.body, staffName(request), app.now())
      request.log.info(
        { staff: staffName(request), changed: Object.keys(request.body) },
        'kitchen settings changed',
      )
      const changed = Object.keys(request.body) as (keyof typeof settings)[]
      await app.audit.record(request, {
        action: 'kitchen.settings',
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, settings[key]])),
      })
      return reply.header('Cache-Control', 'no-store').send(settings)
    },
  )

  app.get(
    '/api/calendar',
    {
      schema: {
        operationId: 'getCalendar',
        'x-examples': examples.getCalendar,
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
        operationId: 'setCalendarDay',
        'x-examples': examples.setCalendarDay,
        tags: ['kitchen'],
        summary: 'Staff: close a date all day ({"closed": true}) or give it special hours',
        security: bearerSecurity,
        params: CalendarParams,
        body: CalendarDayBody,
        response: { 200: CalendarDay, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { date } = request.params
      const before = (await service.calendarAhead(app.now(), CALENDAR_DAYS_AHEAD)).days.find(
        (d) => d.date === date,
      )
      const day = await service.putDay(date, request.body, staffName(request), app.now())
      request.log.info({ staff: staffName(request), date: day.date, closed: day.closed }, 'calendar day set')
      await app.audit.record(request, {
        action: 'calendar.set',
        target: date,
        before: before ?? null,
        after: day,
      })
      return reply.header('Cache-Control', 'no-store').send(day)
    },
  )

  app.delete(
    '/api/calendar/:date',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        operationId: 'deleteCalendarDay',
        'x-examples': examples.deleteCalendarDay,
        tags: ['kitchen'],
        summary: "Staff: remove a date's exception (the weekly schedule applies again)",
        security: bearerSecurity,
        params: CalendarParams,
        response: { 204: { type: 'null', description: 'Removed' }, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { date } = request.params
      const before = (await service.calendarAhead(app.now(), CALENDAR_DAYS_AHEAD)).days.find(
        (d) => d.date === date,
      )
      await service.deleteDay(date, app.now())
      request.log.info({ staff: staffName(request), date }, 'calendar day removed')
      await app.audit.record(request, { action: 'calendar.remove', target: date, before: before ?? null })
      return reply.code(204).send()
    },
  )
}

export default kitchenRoutes
