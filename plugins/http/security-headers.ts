import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce for the one inline (JSON) script of a rendered page. */
    cspNonce: string
  }
}

export interface SecurityHeadersOptions {
  /** Adds HSTS (production, behind TLS). */
  hsts: boolean
  /** Vite's development client needs inline scripts and a websocket. */
  development: boolean
}

function contentSecurityPolicy(nonce: string, development: boolean): string {
  const script = development ? `'self' 'unsafe-inline'` : `'self' 'nonce-${nonce}'`
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    // React style props set style attributes; no inline scripts are allowed.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/** Security headers on every answer, pages and API alike. */
export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions): void {
  app.decorateRequest('cspNonce', '')
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64')
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('X-Frame-Options', 'DENY')
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    reply.header('Cross-Origin-Opener-Policy', 'same-origin')
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(request.cspNonce, opts.development))
    }
    if (opts.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  })
}
