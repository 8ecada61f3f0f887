import fp from 'fastify-plugin'
import { registerErrorHandler, sendError } from './errors.js'
import { registerSecurityHeaders } from './security-headers.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests replace it to check opening hours and slots. */
    now: () => Date
  }
}

interface HttpPluginOptions {
  production: boolean
  development: boolean
  now?: () => Date
}

/** Cross-cutting HTTP behaviour: security headers, the error handler, health and API 404s. */
export default fp<HttpPluginOptions>(
  async (app, opts) => {
    app.decorate('now', opts.now ?? (() => new Date()))
    registerSecurityHeaders(app, { hsts: opts.production, development: opts.development })
    registerErrorHandler(app)

    // Staff actions are POSTs with an empty body; scripts may still send Content-Type: application/json.
    const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
    // The API speaks JSON only: any other body type answers 415.
    app.removeContentTypeParser('text/plain')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined)
      return defaultJsonParser(request, body as string, done)
    })

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
