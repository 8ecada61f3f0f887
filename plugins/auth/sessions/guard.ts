/**
 * Who is calling, and may they (docs/security.md, "Roles" and "Staff sessions"). `authenticate`
 * checks the token of the `Authorization: Bearer` header (the page holds it in memory, scripts
 * keep it themselves; no cookie ever stands for it; HS256, issuer, audience, expiry, `iat`), its session (keyed by the
 * verified `jti`: a token whose session is missing, signed out or idle is refused), and the account (exists,
 * enabled, unchanged since the token was issued); the role comes from the account, never from the
 * token, so a role change takes effect at the next request. `roleGuard` wraps it into the
 * `onRequest` hook `app.requireRole(...)` answers: it runs before the body is read and validated,
 * so an anonymous caller learns nothing of a route's schema.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '#infra/http/errors.js'
import type { StaffTokenPayload } from '#schemas/auth.js'
import type { StaffRole } from '#schemas/enums.js'
import { findStaffByUsername } from '../service.js'
import { useSession } from './session-store.js'

export const JWT_ISSUER = 'sakana-sushi'
export const JWT_AUDIENCE = 'sakana-sushi-staff'
/** Clock skew allowed for a token's `iat` (another instance's clock may run a little ahead). */
const MAX_CLOCK_SKEW_SECONDS = 30

const UNAUTHORIZED_MESSAGE = 'Brak autoryzacji — zaloguj się ponownie.'
const FORBIDDEN_MESSAGE = 'Brak uprawnień do tej czynności.'

/** The staff member a request was authenticated as (set by app.authenticate). */
export interface StaffIdentity {
  username: string
  /** Read from the account on every request. */
  role: StaffRole
  /** The account version the token was issued for (see sessions.ts). */
  version: string
  /** When the token expires (ms since the epoch). */
  expiresAt: number
  /** The token's session (session-store.ts), its verified `jti`: a sign-out or idle time ends it. */
  sessionId: string
  /** Set when the account must do something before anything else (change its first password, enrol). */
  pending: PendingStep | null
}

/** What an account must do first: a password set by the owner is changed, two-factor is enrolled. */
type PendingStep = 'PASSWORD_CHANGE_REQUIRED' | 'TOTP_ENROLMENT_REQUIRED'

const PENDING_MESSAGES: Record<PendingStep, string> = {
  PASSWORD_CHANGE_REQUIRED: 'Najpierw ustaw własne hasło.',
  TOTP_ENROLMENT_REQUIRED: 'Najpierw włącz logowanie dwuetapowe.',
}

/** An `onRequest` hook that lets in only the given roles; `staffRoles` documents it. */
export type RoleHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  staffRoles: readonly StaffRole[]
  /** True for the few routes an account with a pending step may use (sign-out, the step itself). */
  allowsPending: boolean
}

const unauthorized = () => new HttpError(401, UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED')

/** Whether two-factor sign-in is required for `role` (read from the policy on every request). */
type TotpRequired = (role: StaffRole) => Promise<boolean>

/** Checks a request's staff token and sets `request.user`. */
type Authenticate = (request: FastifyRequest) => Promise<void>

export function authenticator(
  app: FastifyInstance,
  totpRequired: TotpRequired,
  options: { idleMs: number },
): Authenticate {
  const { idleMs } = options
  return async (request) => {
    let payload: StaffTokenPayload
    try {
      // HS256 only (no `alg: none`, no key confusion), signature, exp, iss and aud are checked here.
      payload = await request.jwtVerify<StaffTokenPayload>()
    } catch {
      throw unauthorized()
    }
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'string') throw unauthorized()
    if (typeof payload.jti !== 'string' || payload.jti.length === 0) throw unauthorized()
    // fast-jwt accepts an audience array that contains ours, and never looks at iat: only the exact
    // audience this server issues, and no token issued in the future (beyond the allowed skew).
    if (payload.aud !== JWT_AUDIENCE) throw unauthorized()
    if (typeof payload.iat !== 'number' || payload.iat > Date.now() / 1000 + MAX_CLOCK_SKEW_SECONDS)
      throw unauthorized()
    const user = await findStaffByUsername(app.db, payload.sub)
    // A password change, disable or enable changes the version: older tokens stop working.
    if (!user || user.disabled || user.updatedAt !== payload.ver) throw unauthorized()
    // The verified jti, never the token's text: the JWT library accepts several spellings of one
    // signature, and a key derived from the text would let a re-spelled token start a new session.
    if (!(await useSession(app.db, payload.jti, user.username, app.now(), idleMs))) throw unauthorized()
    let pending: PendingStep | null = null
    if (user.mustChangePassword) pending = 'PASSWORD_CHANGE_REQUIRED'
    else if (!user.totpEnabled && (await totpRequired(user.role))) pending = 'TOTP_ENROLMENT_REQUIRED'
    request.user = {
      username: user.username,
      role: user.role,
      version: user.updatedAt,
      expiresAt: payload.exp * 1000,
      sessionId: payload.jti,
      pending,
    }
  }
}

/**
 * The `onRequest` hook for a staff route: authenticates (401 UNAUTHORIZED), then answers 403
 * FORBIDDEN unless the account's role is one of `roles` (OWNER always passes), and 403 with the
 * pending step's code while the account has one (unless `allowsPending`).
 */
export function roleGuard(
  authenticate: Authenticate,
  roles: readonly StaffRole[],
  allowsPending = false,
): RoleHook {
  const hook = async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(request)
    const { role, pending } = request.user
    if (role !== 'OWNER' && !roles.includes(role)) throw new HttpError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN')
    if (pending && !allowsPending) throw new HttpError(403, PENDING_MESSAGES[pending], pending)
  }
  return Object.assign(hook, { staffRoles: roles, allowsPending })
}

/** The role guard of a route's `onRequest` hooks, if it has one. */
export function roleHookOf(onRequest: unknown): RoleHook | undefined {
  const hooks = Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : []
  return hooks.find((hook): hook is RoleHook => typeof hook === 'function' && 'staffRoles' in hook)
}
