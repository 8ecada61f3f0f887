import fp from 'fastify-plugin'
import type { Override } from '../../domain/hours.js'
import siteStatusRoutes from './routes.js'
import { type CurrentSiteStatus, createSiteStatusService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's status at an instant: weekly schedule (Europe/Warsaw) plus today's override. */
    currentSiteStatus: (now?: Date) => Promise<CurrentSiteStatus>
    /** The staff override of a Warsaw date, if any. */
    overrideFor: (date: string) => Promise<Override | null>
  }
}

/** Site open/closed: the schedule, staff overrides for today, and the calls of the specification. */
export default fp(
  async (app) => {
    const service = createSiteStatusService({
      db: app.db,
      now: () => app.now(),
      // Online payment is the payments capability's to say.
      onlinePaymentAvailable: app.payments.available,
      notifications: app.notifications,
      onError: (err) => app.log.error({ err }, 'other instances not told of the override'),
    })
    app.addHook('onClose', async () => service.close())
    app.decorate('overrideFor', service.overrideFor)
    app.decorate('currentSiteStatus', service.current)
    await app.register(siteStatusRoutes, { service })
  },
  { name: 'site-status', dependencies: ['db', 'http', 'auth', 'payments'] },
)
