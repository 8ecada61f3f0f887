/**
 * The remembered device's cookie and the cross-site rule for the requests it authenticates
 * (docs/security.md, "Staff sessions"). The cookie is a credential of its own (devices.ts), never the
 * token: staff calls carry the token in the `Authorization: Bearer` header, and the cookie only lets
 * a reload of /manage/ ask for a fresh token (POST /api/staff/device/token).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '#infra/http/errors.js'

/** The cookie's name. */
const DEVICE_COOKIE = 'sakana_device'
/** Only the route that turns it into a token reads it: no other request carries it. */
const COOKIE_PATH = '/api/staff/device'

const CROSS_SITE_MESSAGE =
  'Żądanie z innej witryny odrzucone: zmiany w panelu można wprowadzać tylko ze strony tej restauracji.'

/**
 * `Secure` always in production; elsewhere only when the request came over https (directly, or as
 * a trusted proxy's X-Forwarded-Proto says), so that a developer's plain http://192.168.… address
 * (a tablet on the kitchen's network) can still hold the cookie.
 */
function secure(request: FastifyRequest, production: boolean): boolean {
  return production || request.protocol === 'https'
}

/** Sets the device cookie to `value` (`id.secret`) for `maxAgeSeconds` (the device's lifetime). */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  options: { production: boolean; maxAgeSeconds: number },
): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request, options.production),
    path: COOKIE_PATH,
    maxAge: options.maxAgeSeconds,
  })
}

/** Tells the browser to forget the device cookie. */
export function clearDeviceCookie(request: FastifyRequest, reply: FastifyReply, production: boolean): void {
  reply.clearCookie(DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request, production),
    path: COOKIE_PATH,
  })
}

/** The device cookie's value, if the request carries one. */
export function deviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[DEVICE_COOKIE] || undefined
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
 * A request authenticated by the device cookie must come from a page of this site (else 403
 * CROSS_SITE_REQUEST): SameSite=Strict already keeps other sites' requests from carrying it, and
 * this holds even where a browser would not honour it.
 */
export function refuseCrossSiteDeviceUse(request: FastifyRequest): void {
  if (!fromThisSite(request)) throw crossSite()
}

/**
 * A sign-in that names another site as its origin (a page elsewhere posting to /api/login) is
 * refused before it could remember a device; a script sends neither header and is let in.
 */
export function refuseForeignSignIn(request: FastifyRequest): void {
  const { origin, referer } = request.headers
  if ((origin !== undefined || referer !== undefined) && !fromThisSite(request)) throw crossSite()
}
