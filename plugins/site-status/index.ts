import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import fp from 'fastify-plugin'
import { type Override, type SiteStatus, siteStatus, warsawDate } from '../../domain/hours.js'
import { errorResponses } from '../../schemas/common.js'
import type { OverrideAction } from '../../schemas/enums.js'
import { IsSiteClosedResponse, SiteStatusResponse } from '../../schemas/site-status.js'
import { applyOverrideAction, findOverride } from './repository.js'

export interface CurrentSiteStatus extends SiteStatus {
  onlinePaymentAvailable: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's status at an instant: weekly schedule (Europe/Warsaw) plus today's override. */
    currentSiteStatus: (now?: Date) => Promise<CurrentSiteStatus>
    /** The staff override of a Warsaw date, if any. */
    overrideFor: (date: string) => Promise<Override | null>
  }
}

export interface SiteStatusPluginOptions {
  /** Whether an online payment provider is configured (none is integrated yet). */
  onlinePaymentAvailable: boolean
}

/** How long an instance may answer from its memory of today's override. */
export const OVERRIDE_CACHE_MS = 1_000

const ACTIONS: Record<string, OverrideAction> = {
  '/api/utils/openToday': 'OPEN_TODAY',
  '/api/utils/closeToday': 'CLOSE_TODAY',
  '/api/utils/resetOverrides': 'RESET_OVERRIDES',
}

/** Site open/closed: the schedule, staff overrides for today, and the calls of the specification. */
export default fp<SiteStatusPluginOptions>(
  async (fastify, opts) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    // The override of the current date is kept in memory for at most a second, so status checks and
    // orders cost no query; a staff action on any instance drops it at once on every instance (a
    // database notification), and the second's limit covers a notification that was lost.
    let cached: { date: string; override: Override | null; readAt: number } | null = null
    app.decorate('overrideFor', async (date: string) => {
      if (cached?.date !== date || performance.now() - cached.readAt > OVERRIDE_CACHE_MS) {
        const readAt = performance.now()
        cached = { date, override: await findOverride(app.db, date), readAt }
      }
      return cached.override
    })
    const stopListening = app.notifications.listen(
      'site-status',
      () => {
        cached = null
      },
      () => {
        cached = null
      },
    )
    app.addHook('onClose', async () => stopListening())
    app.decorate('currentSiteStatus', async (now = app.now()) => {
      const override = await app.overrideFor(warsawDate(now))
      return { ...siteStatus(now, override), onlinePaymentAvailable: opts.onlinePaymentAvailable }
    })

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
        const status = await app.currentSiteStatus()
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
      async (_request, reply) =>
        reply.header('Cache-Control', 'no-store').send(await app.currentSiteStatus()),
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
          await applyOverrideAction(app.db, action, warsawDate(now), username, now)
          cached = null
          await app.notifications
            .notify('site-status', { date: warsawDate(now) })
            .catch((err) => request.log.error({ err }, 'other instances not told of the override'))
          request.log.info({ action, username }, 'site override changed')
          return app.currentSiteStatus(now)
        },
      )
    }
  },
  { name: 'site-status', dependencies: ['db', 'http', 'auth'] },
)
