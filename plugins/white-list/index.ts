import fp from 'fastify-plugin'
import whiteListRoutes from './routes.js'
import { createWhiteListService } from './service.js'

/**
 * The VAT White List at checkout (docs/checkout.md, "The company from the VAT White List"): a guest
 * who types a NIP gets the company's name and address from the Ministry of Finance's register.
 */
export default fp<{ url: string; dailyLimit: number }>(
  async (app, options) => {
    const service = createWhiteListService({
      db: app.db,
      writes: app.writeQueue,
      now: () => app.now(),
      url: options.url,
      dailyLimit: options.dailyLimit,
      log: app.log,
    })
    await app.register(whiteListRoutes, { service })
  },
  { name: 'white-list', dependencies: ['db', 'http', 'rate-limit'] },
)
