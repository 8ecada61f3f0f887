/**
 * What the OpenAPI document says about the staff session cookie (docs/security.md, "Staff
 * sessions"): a staff operation takes the bearer token or the cookie; a write with the cookie from
 * another site is 403 CROSS_SITE_REQUEST; the sign-in, a password change and the sign-out set or
 * clear the cookie.
 */
import { ErrorResponse } from '#schemas/common.js'

/** The scheme named by staff operations besides bearerAuth. */
export const sessionCookieScheme = {
  type: 'apiKey',
  in: 'cookie',
  name: 'sakana_staff',
  description:
    'The browser’s session: the same token, set by POST /api/login as an httpOnly, SameSite=Strict cookie for /api (Secure in production). A write (not GET, HEAD or OPTIONS) authenticated by it must carry an Origin, or else a Referer, naming the host it was sent to; otherwise 403 CROSS_SITE_REQUEST. Scripts send Authorization: Bearer instead and are not concerned.',
} as const

interface Operation {
  security?: unknown[]
  responses?: Record<string, { description?: string; content?: Record<string, unknown>; headers?: unknown }>
}

const SAFE = new Set(['get', 'head', 'options'])

const FORBIDDEN_DESCRIPTION =
  'FORBIDDEN (the role may not), the account’s pending step (PASSWORD_CHANGE_REQUIRED, TOTP_ENROLMENT_REQUIRED), or CROSS_SITE_REQUEST: a write authenticated by the session cookie whose Origin (or Referer) is not this site'

const SET_COOKIE = {
  'Set-Cookie': {
    description:
      'sakana_staff={token}; Max-Age=43200; Path=/api; HttpOnly; SameSite=Strict (and Secure in production): the session for the browser',
    schema: { type: 'string' },
  },
}

const CLEAR_COOKIE = {
  'Set-Cookie': {
    description:
      'sakana_staff=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/api: the browser forgets the session',
    schema: { type: 'string' },
  },
}

/** The session cookie on one operation of the document. */
export function documentSessionCookie(key: string, method: string, operation: Operation): void {
  const responses = operation.responses ?? {}
  const staff = operation.security?.some(
    (entry) => entry && typeof entry === 'object' && 'bearerAuth' in entry,
  )
  if (staff) {
    operation.security = [{ bearerAuth: [] }, { sessionCookie: [] }]
    if (!SAFE.has(method)) {
      responses[403] = {
        description: FORBIDDEN_DESCRIPTION,
        content: responses[403]?.content ?? { 'application/json': { schema: ErrorResponse } },
      }
    }
  }
  if (key === 'POST /api/login') {
    if (responses[200]) responses[200].headers = SET_COOKIE
    if (responses[403])
      responses[403].description =
        'CROSS_SITE_REQUEST: the sign-in came with an Origin (or Referer) of another site'
  }
  if (key === 'POST /api/staff/me/password' && responses[200]) responses[200].headers = SET_COOKIE
  if (key === 'POST /api/logout' && responses[204]) responses[204].headers = CLEAR_COOKIE
}
