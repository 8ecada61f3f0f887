/**
 * What the OpenAPI document says about the remembered device's cookie (docs/security.md, "Staff
 * sessions"): staff operations take only the bearer token; the cookie, set by a sign-in with
 * `remember`, only lets POST /api/staff/device/token answer a fresh token, from a page of this site.
 */
import { ErrorResponse } from '#schemas/common.js'

/** The scheme of POST /api/staff/device/token. */
export const deviceCookieScheme = {
  type: 'apiKey',
  in: 'cookie',
  name: 'sakana_device',
  description:
    'A remembered device (a kitchen tablet): set by POST /api/login with `remember: true` as an httpOnly, SameSite=Strict cookie for /api/staff/device (Secure in production); a credential of its own, not the token. Only POST /api/staff/device/token reads it, and only with an Origin (or else a Referer) naming the host it was sent to; otherwise 403 CROSS_SITE_REQUEST.',
} as const

interface Operation {
  security?: unknown[]
  responses?: Record<string, { description?: string; content?: Record<string, unknown>; headers?: unknown }>
}

const SET_COOKIE = {
  'Set-Cookie': {
    description:
      'With remember: sakana_device={id}.{secret}; Max-Age=57600; Path=/api/staff/device; HttpOnly; SameSite=Strict (and Secure in production)',
    schema: { type: 'string' },
  },
}

const CLEAR_COOKIE = {
  'Set-Cookie': {
    description:
      'sakana_device=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/api/staff/device: the browser forgets the device',
    schema: { type: 'string' },
  },
}

/** The device cookie on one operation of the document. */
export function documentSessionCookie(key: string, _method: string, operation: Operation): void {
  const responses = operation.responses ?? {}
  if (key === 'POST /api/login') {
    if (responses[200]) responses[200].headers = SET_COOKIE
    if (responses[403])
      responses[403].description =
        'CROSS_SITE_REQUEST: the sign-in came with an Origin (or Referer) of another site'
  }
  if (key === 'POST /api/staff/device/token') {
    if (responses[401]) responses[401].headers = CLEAR_COOKIE
    responses[403] = {
      description: 'CROSS_SITE_REQUEST: the request did not come from a page of this site',
      content: responses[403]?.content ?? { 'application/json': { schema: ErrorResponse } },
    }
  }
  if (key === 'POST /api/logout' && responses[204]) responses[204].headers = CLEAR_COOKIE
}
