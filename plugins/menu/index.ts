import fp from 'fastify-plugin'
import editorRoutes from './editor-routes.js'
import menuRoutes from './routes.js'
import { createMenuAnswers } from './service.js'

/**
 * The static catalog for scripts: GET /api/menu and GET /api/menu/products/{id}; the menu editor's
 * calls for staff (./editor-routes.ts).
 */
export default fp(
  async (app) => {
    await app.register(menuRoutes, { answers: createMenuAnswers() })
    await app.register(editorRoutes)
  },
  { name: 'menu', dependencies: ['http', 'auth'] },
)
