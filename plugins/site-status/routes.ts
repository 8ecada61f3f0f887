import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import type { OverrideAction } from '../../schemas/enums.js'
import { IsSiteClosedResponse, SiteStatusResponse } from '../../schemas/site-status.js'
import type { SiteStatusService } from './service.js'

const ACTIONS: Record<string, OverrideAction> = {
  '/api/utils/openToday': 'OPEN_TODAY',
  '/api/utils/closeToday': 'CLOSE_TODAY',
  '/api/utils/resetOverrides': 'RESET_OVERRIDES',
}

/** isSiteClosed and site-status for everyone; openToday, closeToday and resetOverrides for staff. */
const siteStatusRoutes: FastifyPluginAsyncTypebox<{ service: SiteStatusService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/utils/isSiteClosed',
    {
      schema: {
        tags: ['site status'],
        summary: 'Is the site closed now? true = closed, false = open',
        response: { 200: IsSiteClosedResponse },
      },
    },
    async (_request, reply) => {
      const status = await service.current()
      return reply.header('Cache-Control', 'no-store').send(status.closed)
    },
  )

  app.get(
    '/api/site-status',
    {
      schema: {
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
        preHandler: app.authenticate,
        schema: {
          tags: ['site status'],
          summary: `Staff: ${action.toLowerCase().replaceAll('_', ' ')} (today, Europe/Warsaw)`,
          security: [{ bearerAuth: [] }],
          response: { 200: SiteStatusResponse, ...errorResponses(401, 429) },
        },
      },
      async (request) => {
        const now = app.now()
        const username = request.staff?.username ?? 'unknown'
        await service.apply(action, username, now)
        request.log.info({ action, username }, 'site override changed')
        return service.current(now)
      },
    )
  }
}

export default siteStatusRoutes
