import fp from 'fastify-plugin'
import reportsRoutes from './routes.js'
import { createReportsService } from './service.js'

/** The day's report and the orders export, for the staff (docs/kitchen.md, "Day's report"). */
export default fp(
  async (app) => {
    await app.register(reportsRoutes, {
      service: createReportsService({
        db: app.db,
        now: () => app.now(),
        invoiceStates: (ids) => app.invoices.of(ids),
      }),
    })
  },
  { name: 'reports', dependencies: ['db', 'http', 'auth', 'invoices'] },
)
