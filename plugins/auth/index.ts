import fastifyJwt from '@fastify/jwt'
import rateLimit from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LoginBody, LoginResponse, type StaffTokenPayload } from '../../schemas/auth.js'
import { errorResponses } from '../../schemas/common.js'
import { HttpError } from '../http/errors.js'
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password.js'
import { findStaffByUsername, normalizeUsername } from './repository.js'
import { LoginThrottle } from './throttle.js'

/** The staff member a request was authenticated as (set by app.authenticate). */
export interface StaffIdentity {
  username: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for staff routes: checks the `Authorization: Bearer <JWT>` header and that the
     * account still exists, is enabled and unchanged since the token was issued; sets
     * `request.staff`. Anything else → 401 UNAUTHORIZED.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    /**
     * The authenticated staff member; null on routes without app.authenticate. (A name of its own:
     * @fastify/jwt's `request.user` is left to that plugin and is not used.)
     */
    staff: StaffIdentity | null
  }
}

export interface AuthPluginOptions {
  /** HS256 key; at least 32 characters (config.jwtSecret). */
  jwtSecret: string
}

export const JWT_ISSUER = 'sakana-sushi'
export const JWT_AUDIENCE = 'sakana-sushi-staff'
export const TOKEN_LIFETIME = '12h'

/** POST /api/login per client IP. */
export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 }
/** Failed logins per username (lower-case), whatever the IP. */
export const LOGIN_USERNAME_LIMIT = { max: 5, windowMs: 15 * 60_000 }

export const UNAUTHORIZED_MESSAGE = 'Brak autoryzacji — zaloguj się ponownie.'
export const INVALID_CREDENTIALS_MESSAGE = 'Błędne dane'

/** '1 min 30 s', '45 s', '15 min' */
function polishDuration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  const minutes = Math.floor(s / 60)
  const rest = s % 60
  if (minutes === 0) return `${rest} s`
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    `Zbyt wiele prób. Spróbuj ponownie za ${polishDuration(retryAfterSeconds)}.`,
    'RATE_LIMITED',
  )
}

/** Staff authentication: accounts, POST /api/login, JWTs and app.authenticate; owns @fastify/rate-limit. */
export default fp<AuthPluginOptions>(
  async (fastify, opts) => {
    if (!opts.jwtSecret || opts.jwtSecret.length < 32)
      throw new Error('auth: jwtSecret must have 32+ characters')
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

    // Opt-in per route (config.rateLimit); other plugins that depend on 'auth' may use it too.
    // With REDIS_URL the counters live in Redis, so every limit holds across instances.
    await app.register(rateLimit, {
      global: false,
      ...(app.rateLimitStore ? { store: app.rateLimitStore } : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    })

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

    app.decorateRequest('staff', null)

    const unauthorized = () => new HttpError(401, UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED')

    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization
      const match = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header) : null
      if (!match) throw unauthorized()
      let payload: StaffTokenPayload
      try {
        // HS256 only (no `alg: none`, no key confusion), signature, exp, iss and aud are checked here.
        payload = app.jwt.verify<StaffTokenPayload>(match[1]!)
      } catch {
        throw unauthorized()
      }
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'string') throw unauthorized()
      const user = await findStaffByUsername(app.db, payload.sub)
      // A password change, disable or enable changes the version: older tokens stop working.
      if (!user || user.disabled || user.updatedAt !== payload.ver) throw unauthorized()
      request.staff = { username: user.username }
    })

    const throttle = new LoginThrottle(LOGIN_USERNAME_LIMIT)

    app.post(
      '/api/login',
      {
        config: { rateLimit: LOGIN_RATE_LIMIT },
        schema: {
          tags: ['staff'],
          summary: 'Staff login: answers a JWT (12 h) for the Authorization: Bearer header',
          body: LoginBody,
          response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
        },
      },
      async (request, reply) => {
        const username = normalizeUsername(request.body.username)
        const decision = throttle.attempt(username)
        if (!decision.allowed) {
          request.log.warn({ username }, 'login throttled')
          reply.header('Retry-After', String(decision.retryAfterSeconds))
          throw tooManyRequests(decision.retryAfterSeconds)
        }
        const user = await findStaffByUsername(app.db, username)
        // Unknown users are checked against a dummy hash: the same scrypt work, the same time.
        const passwordOk = await verifyPassword(
          request.body.password,
          user?.passwordHash ?? DUMMY_PASSWORD_HASH,
        )
        if (!user || user.disabled || !passwordOk) {
          const reason = !user ? 'unknown user' : user.disabled ? 'disabled' : 'wrong password'
          request.log.info({ username, reason }, 'login failed')
          throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS')
        }
        throttle.reset(username)
        const token = app.jwt.sign({ sub: user.username, ver: user.updatedAt })
        request.log.info({ username: user.username }, 'staff logged in')
        return reply.header('Cache-Control', 'no-store').send({ token })
      },
    )
  },
  { name: 'auth', dependencies: ['db', 'http', 'redis'], fastify: '5.x' },
)
