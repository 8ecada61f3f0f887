import fastifyJwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { StaffTokenPayload } from '../../schemas/auth.js'
import { HttpError } from '../http/errors.js'
import authRoutes from './routes.js'
import { findStaffByUsername } from './service.js'
import { sessionIdOf, useSession } from './session-store.js'
import { createStaffSessions, type StaffSessions } from './sessions.js'
import { memoryLoginLimiter, redisLoginLimiter } from './shared-guard.js'

/** The staff member a request was authenticated as (set by app.authenticate). */
interface StaffIdentity {
  username: string
  /** The account version the token was issued for (see sessions.ts). */
  version: string
  /** When the token expires (ms since the epoch). */
  expiresAt: number
  /** The token's session (session-store.ts): a sign-out or an hour without requests ends it. */
  sessionId: string
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** What app.jwt.sign is given; the verified token has iat, exp, iss and aud besides. */
    payload: { sub: string; ver?: string; jti?: string }
    /** `request.user`: set by app.authenticate once the token and its session are checked. */
    user: StaffIdentity
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for staff routes: `request.jwtVerify()` checks the `Authorization: Bearer <JWT>`
     * header, then the account must still exist, be enabled and unchanged since the token was
     * issued, and the token's session must not be signed out or idle; sets `request.user`.
     * Anything else → 401 UNAUTHORIZED.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** "The sessions of user X ended": long-lived sessions (the order stream) watch it. */
    staffSessions: StaffSessions
  }
  interface FastifyRequest {
    /** @deprecated The same as `request.user` (null before app.authenticate); use `request.user`. */
    readonly staff: StaffIdentity | null
  }
}

interface AuthPluginOptions {
  /** HS256 key; at least 32 characters (config.jwtSecret). */
  jwtSecret: string
}

const JWT_ISSUER = 'sakana-sushi'
const JWT_AUDIENCE = 'sakana-sushi-staff'
const TOKEN_LIFETIME = '12h'

/**
 * Failed logins (docs/security.md, "Sign-in lockout"): 5 per (address, username) and 20 per
 * address in 15 minutes (an IPv6 address counts by its /64); 50 per username from all addresses
 * together, past which the addresses that failed themselves are held back and every other address
 * waits 3 s before its password is checked.
 */
const LOGIN_FAILURE_LIMITS = {
  pair: { max: 5, windowMs: 15 * 60_000 },
  address: { max: 20, windowMs: 15 * 60_000 },
  username: { max: 50, windowMs: 15 * 60_000 },
}
/** Clock skew allowed for a token's `iat` (another instance's clock may run a little ahead). */
const MAX_CLOCK_SKEW_SECONDS = 30

const UNAUTHORIZED_MESSAGE = 'Brak autoryzacji — zaloguj się ponownie.'

/** Staff authentication: accounts, POST /api/login, JWTs and the app.authenticate preHandler. */
export default fp<AuthPluginOptions>(
  async (app, opts) => {
    if (!opts.jwtSecret || opts.jwtSecret.length < 32)
      throw new Error('auth: jwtSecret must have 32+ characters')

    await app.register(fastifyJwt, {
      secret: opts.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME, iss: JWT_ISSUER, aud: JWT_AUDIENCE },
      verify: {
        algorithms: ['HS256'],
        allowedIss: JWT_ISSUER,
        allowedAud: JWT_AUDIENCE,
        requiredClaims: ['sub', 'ver', 'iat', 'exp', 'iss', 'aud'],
      },
    })

    app.decorateRequest('staff', {
      getter(this: FastifyRequest) {
        return (this.user as StaffIdentity | undefined) ?? null
      },
    })

    const unauthorized = () => new HttpError(401, UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED')

    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      let payload: StaffTokenPayload
      try {
        // HS256 only (no `alg: none`, no key confusion), signature, exp, iss and aud are checked here.
        payload = await request.jwtVerify<StaffTokenPayload>()
      } catch {
        throw unauthorized()
      }
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'string') throw unauthorized()
      // fast-jwt accepts an audience array that contains ours, and never looks at iat: only the exact
      // audience this server issues, and no token issued in the future (beyond the allowed skew).
      if (payload.aud !== JWT_AUDIENCE) throw unauthorized()
      if (typeof payload.iat !== 'number' || payload.iat > Date.now() / 1000 + MAX_CLOCK_SKEW_SECONDS)
        throw unauthorized()
      const user = await findStaffByUsername(app.db, payload.sub)
      // A password change, disable or enable changes the version: older tokens stop working.
      if (!user || user.disabled || user.updatedAt !== payload.ver) throw unauthorized()
      const sessionId = sessionIdOf(app.jwt.lookupToken(request))
      if (!(await useSession(app.db, sessionId, user.username, app.now()))) throw unauthorized()
      request.user = {
        username: user.username,
        version: user.updatedAt,
        expiresAt: payload.exp * 1000,
        sessionId,
      }
    })

    const sessions = createStaffSessions(app.db, {
      now: () => app.now(),
      onError: (err) => app.log.error({ err }, 'checking staff sessions failed'),
    })
    app.decorate('staffSessions', sessions)
    app.addHook('onClose', async () => sessions.close())

    // With REDIS_URL the failures count across every instance (memory while Redis is away).
    const guard = app.redis
      ? redisLoginLimiter(
          app.redis,
          app.redisKeyPrefix,
          LOGIN_FAILURE_LIMITS,
          app.log.child({ component: 'auth' }),
        )
      : memoryLoginLimiter(LOGIN_FAILURE_LIMITS)
    await app.register(authRoutes, { guard })
  },
  { name: 'auth', dependencies: ['db', 'http', 'redis', 'rate-limit'], fastify: '5.x' },
)
