import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { dayPlan } from '#domain/hours.js'
import { pauseEnd } from '#domain/kitchen.js'
import { HttpError } from '#infra/http/errors.js'
import { errorResponses } from '#schemas/common.js'
import { type AuditAction, DELIVERY_CHOICES, type OverrideAction } from '#schemas/enums.js'
import { PauseBody } from '#schemas/kitchen.js'
import { IsSiteClosedResponse, SiteStatusResponse } from '#schemas/site-status.js'
import * as examples from './examples.js'
import type { SiteStatusService } from './service.js'

const ACTIONS: Record<string, OverrideAction> = {
  '/api/utils/openToday': 'OPEN_TODAY',
  '/api/utils/closeToday': 'CLOSE_TODAY',
  '/api/utils/resetOverrides': 'RESET_OVERRIDES',
}

/** Each action's operationId and examples. */
const DOCS: Record<OverrideAction, { operationId: string; 'x-examples': object }> = {
  OPEN_TODAY: { operationId: 'openToday', 'x-examples': examples.openToday },
  CLOSE_TODAY: { operationId: 'closeToday', 'x-examples': examples.closeToday },
  RESET_OVERRIDES: { operationId: 'resetOverrides', 'x-examples': examples.resetOverrides },
}

const AUDIT_OF: Record<OverrideAction, AuditAction> = {
  OPEN_TODAY: 'site.open-today',
  CLOSE_TODAY: 'site.close-today',
  RESET_OVERRIDES: 'site.reset-overrides',
}

/**
 * isSiteClosed and site-status for everyone; openToday, closeToday, resetOverrides, pause and
 * resume for staff.
 */
const siteStatusRoutes: FastifyPluginAsyncTypebox<{ service: SiteStatusService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/utils/isSiteClosed',
    {
      // The answer is `true` or `false`, far below the on-the-fly threshold, so it is never
      // compressed, and a GET has no body to decompress: neither hook runs on every page's status
      // check (docs/benchmarks.md, "Serving"). The answer's bytes and headers are the same.
      compress: false,
      decompress: false,
      schema: {
        operationId: 'isSiteClosed',
        'x-examples': examples.isSiteClosed,
        tags: ['site status'],
        summary: 'Is the site closed now? true = closed, false = open',
        response: { 200: IsSiteClosedResponse },
      },
    },
    // A plain function: the status worked out this second is sent without a promise (every page
    // asks it at start; docs/benchmarks.md, "Serving").
    (_request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const known = service.known()
      if (known) {
        reply.send(known.closed)
        return
      }
      return service.current().then((status) => {
        reply.send(status.closed)
      })
    },
  )

  app.get(
    '/api/site-status',
    {
      schema: {
        operationId: 'getSiteStatus',
        'x-examples': examples.getSiteStatus,
        tags: ['site status'],
        summary: "Why the site is open or closed, today's hours and the next opening",
        response: { 200: SiteStatusResponse },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await service.current()),
  )

  for (const [url, action] of Object.entries(ACTIONS)) {
    app.post(
      url,
      {
        onRequest: app.requireRole('MANAGER'),
        schema: {
          ...DOCS[action],
          tags: ['site status'],
          summary: `Staff: ${action.toLowerCase().replaceAll('_', ' ')} (today, Europe/Warsaw)`,
          security: [{ bearerAuth: [] }],
          response: { 200: SiteStatusResponse, ...errorResponses(401, 403, 429) },
        },
      },
      async (request) => {
        const now = app.now()
        const username = request.staff?.username ?? 'unknown'
        const before = await service.current(now)
        await service.apply(action, username, now)
        request.log.info({ action, username }, 'site override changed')
        const after = await service.current(now)
        await app.audit.record(request, {
          action: AUDIT_OF[action],
          before: { closed: before.closed, reason: before.reason },
          after: { closed: after.closed, reason: after.reason },
        })
        return after
      },
    )
  }

  app.post(
    '/api/utils/pause',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'pauseOrders',
        'x-examples': examples.pauseOrders,
        tags: ['site status'],
        summary: 'Staff: pause orders for 15-60 minutes or until closing, for courier, pick-up or both',
        security: [{ bearerAuth: [] }],
        body: PauseBody,
        response: { 200: SiteStatusResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const now = app.now()
      const { minutes, untilClosing, deliveryTypes } = request.body
      if ((minutes === undefined) === (untilClosing === undefined))
        throw new HttpError(
          400,
          'Podaj czas wstrzymania: „minutes” (15, 30, 45 lub 60) albo „untilClosing: true” — jedno z nich.',
          'PAUSE_DURATION',
          'minutes',
        )
      const plan = dayPlan(now.getTime(), await app.hoursAdjustments(now))
      const until = pauseEnd(
        now.getTime(),
        untilClosing ? { untilClosing } : { minutes: minutes! },
        plan.window?.end ?? null,
      )
      if (until === null)
        throw new HttpError(
          409,
          'Restauracja jest już dziś zamknięta: nie ma czego wstrzymywać do zamknięcia.',
          'NOTHING_TO_PAUSE',
          'untilClosing',
        )
      const username = request.staff?.username ?? 'unknown'
      const pause = {
        until: new Date(until).toISOString(),
        deliveryTypes: DELIVERY_CHOICES.filter((type) => deliveryTypes.includes(type)),
        reason: request.body.reason?.trim() || null,
      }
      const before = (await service.current(now)).pause
      await app.kitchen.setPause(pause, username, now)
      request.log.info({ username, until: pause.until, deliveryTypes }, 'orders paused')
      await app.audit.record(request, { action: 'site.pause', before, after: pause })
      return service.current(now)
    },
  )

  app.post(
    '/api/utils/resume',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'resumeOrders',
        'x-examples': examples.resumeOrders,
        tags: ['site status'],
        summary: 'Staff: end the pause of orders now',
        security: [{ bearerAuth: [] }],
        response: { 200: SiteStatusResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const now = app.now()
      const username = request.staff?.username ?? 'unknown'
      const before = (await service.current(now)).pause
      await app.kitchen.setPause(null, username, now)
      request.log.info({ username }, 'orders resumed')
      await app.audit.record(request, { action: 'site.resume', before, after: null })
      return service.current(now)
    },
  )
}

export default siteStatusRoutes
