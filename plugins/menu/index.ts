import fp from 'fastify-plugin'
import menuRoutes from './routes.js'
import { createMenuAnswers } from './service.js'

/** The static catalog for scripts: GET /api/menu and GET /api/menu/products/{id}. */
export default fp(
  async (app) => {
    await app.register(menuRoutes, { answers: createMenuAnswers() })
  },
  { name: 'menu', dependencies: ['http'] },
)
