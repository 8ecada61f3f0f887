import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'

/**
 * The OpenAPI document, generated from the routes' TypeBox schemas: /api/openapi.json, with a docs
 * page at /api/docs. Registered before the API plugins so that it sees their routes.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sakana Sushi API',
          description:
            'Ordering API of the Sakana Sushi restaurant in Kraków: menu, site status, promo codes, orders and staff actions. Errors are `{statusCode, error, message, code?, field?}`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      hideUntagged: true,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'openapi' },
)
