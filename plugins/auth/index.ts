import fastifyJwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AuditAction, StaffRole } from '#schemas/enums.js'
import devicesRoutes from './accounts/devices-routes.js'
import meRoutes from './accounts/me-routes.js'
import accountsRoutes from './accounts/routes.js'
import auditRoutes from './audit/routes.js'
import { type AuditEntry, recordAudit } from './audit/trail.js'
import {
  authenticator,
  JWT_AUDIENCE,
  JWT_ISSUER,
  roleGuard,
  roleHookOf,
  type StaffIdentity,
} from './sessions/guard.js'
import { createStaffSessions, type StaffSessions } from './sessions/session-ends.js'
import { setPasswordHashCost } from './sign-in/password.js'
import authRoutes from './sign-in/routes.js'
import { memoryLoginLimiter, redisLoginLimiter } from './sign-in/shared-throttle.js'
import { withSiteBudget } from './sign-in/site-budget.js'
import { DEFAULT_CODE_LIMIT } from './sign-in/throttle.js'
import { totpRequiredRoles } from './two-factor/policy.js'
import { createTotpSecretBox, sealStoredSecrets } from './two-factor/secret-box.js'

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** What app.jwt.sign is given; the verified token has iat, exp, iss and aud besides. */
    payload: { sub: string; ver?: string; jti?: string }
    /** `request.user`: set by app.authenticate once the token and its session are checked. */
    user: StaffIdentity
  }
}

/** What a capability records in the audit trail (the caller and address come from the request). */
interface AuditChange {
  action: AuditAction
  target?: string | null
  before?: unknown
  after?: unknown
  /** Who, when the request has no signed-in staff member (a sign-in). */
  username?: string | null
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler/onRequest: checks the token, its session and the account (docs/security.md,
     * "Staff sessions"); sets `request.user`. Anything else → 401 UNAUTHORIZED. It does not check
     * the role: staff routes use `app.requireRole` instead.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * The `onRequest` hook of a staff route: authenticates (401 UNAUTHORIZED), then 403 FORBIDDEN
     * unless the account's role is one of `roles` (OWNER always passes), e.g.
     * `onRequest: app.requireRole('MANAGER', 'KITCHEN')`. Every staff route has one.
     */
    requireRole: (...roles: StaffRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** The audit trail (docs/security.md, "Audit trail"). */
    audit: {
      /**
       * Records a staff action that changed something: who (request.user), from where (request.ip),
       * what (before → after; never a guest's personal data). A failure to record is logged, never
       * turned into an error answer for a change already made.
       */
      record: (request: FastifyRequest, change: AuditChange) => Promise<void>
    }
    /** "The sessions of user X ended": long-lived sessions (the order stream) watch it. */
    staffSessions: StaffSessions
    /** Every route registered after auth, with the roles its guard lets in (null: no role guard). */
    routeAccess: ReadonlyArray<{ method: string; url: string; roles: readonly StaffRole[] | null }>
  }
  interface FastifyRequest {
    /** @deprecated The same as `request.user` (null before app.authenticate); use `request.user`. */
    readonly staff: StaffIdentity | null
  }
}

interface AuthPluginOptions {
  /** HS256 key; at least 32 characters (config.jwtSecret). */
  jwtSecret: string
  /** Minutes without a request after which a session ends (STAFF_IDLE_MINUTES; 60 unless given). */
  idleMinutes?: number
  /** The cost (log2 N) of new password hashes: PASSWORD_HASH_COST (plugins/auth/sign-in/password.ts). */
  passwordHashCost?: number
  /** Sign-in attempts per minute on this instance from all addresses (LOGIN_SITE_LIMIT; 60 unless given). */
  loginSiteLimit?: number
  /** NODE_ENV=production: the remembered device's cookie is always `Secure` (cookie.ts). */
  production?: boolean
  /** TOTP_SECRET_KEY: seals the stored two-factor secrets; unset, a key derived from jwtSecret does. */
  totpSecretKey?: string | null
}

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
  // Wrong two-factor codes per account from every address: a guesser who knows the password
  // (docs/security.md, "Two-factor sign-in").
  codes: DEFAULT_CODE_LIMIT,
}

/** Staff: accounts and roles, POST /api/login, JWTs and sessions, the role guard, the audit trail. */
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
        requiredClaims: ['sub', 'ver', 'jti', 'iat', 'exp', 'iss', 'aud'],
      },
    })

    app.decorateRequest('staff', {
      getter(this: FastifyRequest) {
        return (this.user as StaffIdentity | undefined) ?? null
      },
    })

    if (opts.passwordHashCost !== undefined) setPasswordHashCost(opts.passwordHashCost)
    const idleMinutes = opts.idleMinutes ?? 60
    const idleMs = idleMinutes * 60_000
    const production = opts.production ?? false
    const authenticate = authenticator(
      app,
      async (role) => (await totpRequiredRoles(app.db)).includes(role),
      { idleMs },
    )
    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) =>
      authenticate(request),
    )
    app.decorate('requireRole', (...roles: StaffRole[]) => roleGuard(authenticate, roles))

    const routeAccess: { method: string; url: string; roles: readonly StaffRole[] | null }[] = []
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      const roles = roleHookOf(route.onRequest)?.staffRoles ?? null
      for (const method of methods) if (method !== 'HEAD') routeAccess.push({ method, url: route.url, roles })
    })
    app.decorate('routeAccess', routeAccess)

    const auditLog = app.log.child({ component: 'audit' })
    app.decorate('audit', {
      async record(request: FastifyRequest, change: AuditChange) {
        const entry: AuditEntry = {
          action: change.action,
          username: change.username !== undefined ? change.username : (request.user?.username ?? null),
          address: request.ip,
          target: change.target,
          before: change.before,
          after: change.after,
        }
        try {
          await recordAudit(app.db, entry, app.now())
        } catch (err) {
          auditLog.error({ err, action: change.action }, 'recording an audit entry failed')
        }
      },
    })

    const sessions = createStaffSessions(app.db, {
      idleMs,
      now: () => app.now(),
      totpRequiredRoles: () => totpRequiredRoles(app.db),
      onError: (err) => app.log.error({ err }, 'checking staff sessions failed'),
    })
    app.decorate('staffSessions', sessions)
    app.addHook('onClose', async () => sessions.close())

    // With REDIS_URL the failures count across every instance (memory while Redis is away).
    const counts = app.redis
      ? redisLoginLimiter(
          app.redis,
          app.redisKeyPrefix,
          LOGIN_FAILURE_LIMITS,
          app.log.child({ component: 'auth' }),
        )
      : memoryLoginLimiter(LOGIN_FAILURE_LIMITS)
    // Beside them, this process's own budget over all addresses (docs/security.md, "Sign-in work").
    const guard = withSiteBudget(counts, { max: opts.loginSiteLimit ?? 60, windowMs: 60_000 }, () =>
      Date.now(),
    )
    // Two-factor secrets are stored sealed with a key from the configuration (secret-box.ts); those
    // stored before, in clear or under an older key, are sealed with the current key at start.
    const secrets = createTotpSecretBox({ key: opts.totpSecretKey, jwtSecret: opts.jwtSecret })
    const resealed = await sealStoredSecrets(app.db, secrets)
    if (resealed.sealed > 0) app.log.info({ sealed: resealed.sealed }, 'two-factor secrets sealed')
    if (resealed.unreadable > 0)
      app.log.warn(
        { accounts: resealed.unreadable },
        'two-factor secrets that neither TOTP_SECRET_KEY nor JWT_SECRET opens: those accounts sign in with a recovery code, or the owner resets their two-factor',
      )

    const anyRole = roleGuard(authenticate, ['MANAGER', 'KITCHEN'], true)
    await app.register(authRoutes, { guard, anyRole, cookie: { production, idleMs }, secrets })
    await app.register(meRoutes, { anyRole, idleMinutes, guard, secrets })
    await app.register(accountsRoutes)
    await app.register(devicesRoutes, { idleMs })
    await app.register(auditRoutes)
  },
  { name: 'auth', dependencies: ['db', 'http', 'redis', 'rate-limit'], fastify: '5.x' },
)
