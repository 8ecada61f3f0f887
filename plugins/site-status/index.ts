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

interface SiteStatusPluginOptions {
  /** Whether an online payment provider (PayU) is configured. */
  onlinePaymentAvailable: boolean
  /** Whether PayU takes a BLIK code typed on our page (PAYU_BLIK_CODE=1). */
  blikCodeAvailable?: boolean
}

/** Site open/closed: the schedule, staff overrides for today, and the calls of the specification. */
export default fp<SiteStatusPluginOptions>(
  async (app, opts) => {
    const service = createSiteStatusService({
      db: app.db,
      now: () => app.now(),
      onlinePaymentAvailable: opts.onlinePaymentAvailable,
      blikCodeAvailable: opts.blikCodeAvailable === true,
      notifications: app.notifications,
      onError: (err) => app.log.error({ err }, 'other instances not told of the override'),
    })
    app.addHook('onClose', async () => service.close())
    app.decorate('overrideFor', service.overrideFor)
    app.decorate('currentSiteStatus', service.current)
    await app.register(siteStatusRoutes, { service })
  },
  { name: 'site-status', dependencies: ['db', 'http', 'auth'] },
)
