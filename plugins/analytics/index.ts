import fp from 'fastify-plugin'
import analyticsRoutes from './routes.js'

/**
 * First-party page-view statistics (docs/product.md, "Notifications, consent and analytics"): the browser reports each
 * route change; without consent nothing identifies the visitor (no cookie, no id, no address
 * stored); with consent a random visitor id from a 28-day cookie counts returning visitors.
 */
export default fp(
  async (app) => {
    await app.register(analyticsRoutes)
  },
  { name: 'analytics', dependencies: ['db', 'http', 'auth', 'rate-limit'] },
)
