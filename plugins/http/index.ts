import fp from 'fastify-plugin'
import { registerErrorHandler, sendError } from './errors.js'
import { registerSecurityHeaders } from './security-headers.js'

export interface HttpPluginOptions {
  production: boolean
  development: boolean
}

/** Cross-cutting HTTP behaviour: security headers, the error handler, health and API 404s. */
export default fp<HttpPluginOptions>(
  async (app, opts) => {
    registerSecurityHeaders(app, { hsts: opts.production, development: opts.development })
    registerErrorHandler(app)

    app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
      const database = await app.dbReady()
      return reply
        .code(database ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: database ? 'ok' : 'unavailable', database })
    })

    // Unknown API paths answer JSON, never the HTML 404 page.
    app.all('/api/*', async (request, reply) =>
      sendError(
        reply,
        404,
        `Nie ma takiego adresu API: ${request.method} ${request.url.split('?')[0]}`,
        'NOT_FOUND',
      ),
    )
  },
  { name: 'http', dependencies: ['db'] },
)
