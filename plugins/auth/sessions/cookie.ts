/**
 * The staff session cookie and the cross-site rule for requests it authenticates (docs/security.md,
 * "Staff sessions"). The cookie carries the session's token itself (the same JWT the sign-in answers
 * in its body for scripts), so a cookie session is the `jti`-keyed session like any other: a
 * sign-out, a disabled account, a role change or the idle time ends it on every instance.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '#infra/http/errors.js'

/** The cookie's name. */
const STAFF_COOKIE = 'sakana_staff'
/** Only the API reads it: pages never receive it (server-rendered /manage/ holds no staff data). */
const COOKIE_PATH = '/api'

const CROSS_SITE_MESSAGE =
  'Żądanie z innej witryny odrzucone: zmiany w panelu można wprowadzać tylko ze strony tej restauracji.'

/** Methods that change nothing: the cross-site rule does not apply to them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * `Secure` always in production; elsewhere only when the request came over https (directly, or as
 * a trusted proxy's X-Forwarded-Proto says), so that a developer's plain http://192.168.… address
 * (a tablet on the kitchen's network) can still hold the cookie.
 */
function secure(request: FastifyRequest, production: boolean): boolean {
  return production || request.protocol === 'https'
}

/** Sets the session cookie to `token`; it lasts as long as the token (`maxAgeSeconds`). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  options: { production: boolean; maxAgeSeconds: number },
): void {
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request, options.production),
    path: COOKIE_PATH,
    maxAge: options.maxAgeSeconds,
  })
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, production: boolean): void {
  reply.clearCookie(STAFF_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request, production),
    path: COOKIE_PATH,
  })
}

/** The session cookie's token, when the request has no Authorization header (scripts send one). */
export function cookieToken(request: FastifyRequest): string | null {
  if (request.headers.authorization !== undefined) return null
  const value = request.cookies?.[STAFF_COOKIE]
  return value ? value : null
}

/** The host (with a non-default port) of an Origin or Referer value; null when it has none. */
function hostOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null
  } catch {
    return null
  }
}

/**
 * Whether the request comes from a page of this site: its `Origin` (or, without one, its `Referer`)
 * names the host the request itself was sent to (`Host`, or X-Forwarded-Host from a trusted proxy),
 * whatever address the site is opened at. Neither header: not from a page of this site.
 */
function fromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  const referer = request.headers.referer
  const claimed = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : null
  if (claimed === null) return false
  const from = hostOf(claimed)
  const own = hostOf(`${request.protocol}://${request.host}`)
  return from !== null && own !== null && from === own
}

const crossSite = () => new HttpError(403, CROSS_SITE_MESSAGE, 'CROSS_SITE_REQUEST')

/**
 * A state-changing request authenticated by the cookie must come from this site (else 403
 * CROSS_SITE_REQUEST); reading (GET, HEAD, OPTIONS) and bearer-token requests are not concerned.
 */
export function refuseCrossSiteWrite(request: FastifyRequest): void {
  if (!SAFE_METHODS.has(request.method) && !fromThisSite(request)) throw crossSite()
}

/**
 * A sign-in that names another site as its origin (a page elsewhere posting to /api/login) is
 * refused before it could set the cookie; a script sends neither header and is let in.
 */
export function refuseForeignSignIn(request: FastifyRequest): void {
  const { origin, referer } = request.headers
  if ((origin !== undefined || referer !== undefined) && !fromThisSite(request)) throw crossSite()
}
