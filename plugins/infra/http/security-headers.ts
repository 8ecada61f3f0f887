import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

export interface SecurityHeadersOptions {
  /** Adds HSTS (production, behind TLS). */
  hsts: boolean
  /** Vite's development client needs inline scripts and a websocket. */
  development: boolean
}

/**
 * The Content-Security-Policy. Scripts come from the site itself; an inline script runs only when
 * its hash is listed (`scriptHashes`, from inlineScriptHashes), so a page stays the same bytes for
 * every request (no per-request nonce) and can be served from a cache.
 */
export function contentSecurityPolicy(development: boolean, scriptHashes: readonly string[] = []): string {
  const script = development
    ? `'self' 'unsafe-inline'`
    : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    // React style props set style attributes; no inline scripts are allowed.
    `style-src 'self' 'unsafe-inline'`,
    // data: the two-factor QR code (an SVG the server made); blob: the Menu tab's preview of a
    // photo chosen but not yet saved (an object URL of the file; only the page's own scripts can
    // make one). Nothing from another origin (docs/security.md, "Content Security Policy").
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/** Script types a browser executes; data blocks (application/json, application/ld+json) are not. */
const EXECUTABLE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i

/**
 * `sha256-…` sources for every executable inline script of a document, as CSP Level 2+ hashes
 * them (the exact text between <script> and </script>, UTF-8).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim()
    if (!EXECUTABLE.test(value)) continue
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    )
  }
  return [...hashes]
}

/**
 * The security headers every answer carries besides its Content-Security-Policy (which a page sets
 * for its own inline scripts); HSTS only behind TLS.
 * @internal Exported for the Lighthouse audit (its blank page sent with them); production uses it within this module.
 */
export function securityHeaders(hsts: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** Security headers on every answer, pages and API alike. */
export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions): void {
  const defaultPolicy = contentSecurityPolicy(opts.development)
  const headers = securityHeaders(opts.hsts)
  // A callback hook, not an async one: no promise per answer (docs/benchmarks.md, "Serving").
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers)
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', defaultPolicy)
    done(null, payload)
  })
}
