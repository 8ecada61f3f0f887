import fp from 'fastify-plugin'
import { HttpError, registerErrorHandler, sendError } from './errors.js'
import { registerSecurityHeaders } from './security-headers.js'

/**
 * JSON bodies nest at most this deep: no API body needs more than a few levels.
 * @internal Exported for its tests; production uses it within this module.
 */
export const MAX_JSON_DEPTH = 32

/**
 * The deepest nesting of arrays and objects in a JSON text, scanning at most until it passes
 * `limit` (strings are skipped, escapes included). Linear, no recursion: a body nested 5,000 levels
 * deep is refused before it is parsed, hashed or validated.
 */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}

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

/** Cross-cutting HTTP behaviour: security headers, the error handler, JSON bodies and API 404s. */
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
      if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
        return done(
          new HttpError(
            400,
            `Treść żądania jest zagnieżdżona zbyt głęboko (najwyżej ${MAX_JSON_DEPTH} poziomy).`,
            'JSON_TOO_DEEP',
            'body',
          ),
          undefined,
        )
      }
      return defaultJsonParser(request, body as string, done)
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
  { name: 'http' },
)
