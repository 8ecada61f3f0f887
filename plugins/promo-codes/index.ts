import fp from 'fastify-plugin'
import { createLookupBudget } from './budget.js'
import promoCodeRoutes from './routes.js'
import { createPromoCodeService, type PromoCodeService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What other capabilities (orders) use of promo codes: look a code up (counted on the address's
     * lookup budget, shared with the public check), count one use, give a use back.
     */
    promoCodes: Pick<PromoCodeService, 'require' | 'redeem' | 'giveBack'>
  }
}

/** Promo codes: the public check, their use by orders, and the staff's management. */
export default fp(
  async (app) => {
    const service = createPromoCodeService(app.db, createLookupBudget(app))
    app.decorate('promoCodes', {
      require: service.require,
      redeem: service.redeem,
      giveBack: service.giveBack,
    })
    await app.register(promoCodeRoutes, { service })
  },
  { name: 'promo-codes', dependencies: ['db', 'http', 'auth', 'rate-limit'], fastify: '5.x' },
)
