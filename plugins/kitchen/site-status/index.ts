import fp from 'fastify-plugin'
import type { Calendar, Override } from '#domain/hours.js'
import siteStatusRoutes from './routes.js'
import { type CurrentSiteStatus, createSiteStatusService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's status at an instant: weekly schedule (Europe/Warsaw) plus today's override. */
    currentSiteStatus: (now?: Date) => Promise<CurrentSiteStatus>
    /** The staff override of a Warsaw date, if any. */
    overrideFor: (date: string) => Promise<Override | null>
    /** Today's override and the calendar: what adjusts the weekly schedule at an instant. */
    hoursAdjustments: (now: Date) => Promise<{ override: Override | null; calendar: Calendar }>
  }
}

/**
 * Site open/closed: the schedule with the kitchen's calendar, staff overrides for today, the pause
 * of orders, and the calls docs/api.md lists.
 */
export default fp(
  async (app) => {
    const service = createSiteStatusService({
      db: app.db,
      now: () => app.now(),
      // Online payment is the payments capability's to say.
      onlinePaymentAvailable: app.payments.available,
      blikCodeAvailable: app.payments.blikCodeAvailable,
      notifications: app.notifications,
      kitchen: app.kitchen,
      onError: (err) => app.log.error({ err }, 'other instances not told of the override'),
    })
    app.addHook('onClose', async () => service.close())
    app.decorate('overrideFor', service.overrideFor)
    app.decorate('currentSiteStatus', service.current)
    app.decorate('hoursAdjustments', service.adjustments)
    await app.register(siteStatusRoutes, { service })
  },
  { name: 'site-status', dependencies: ['db', 'http', 'auth', 'payments', 'kitchen'] },
)
