import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HttpError, tooManyRequests } from '#infra/http/errors.js'
import { LoginBody, LoginResponse } from '#schemas/auth.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import * as examples from '../examples.js'
import { checkLogin, normalizeUsername } from '../service.js'
import { clearSessionCookie, refuseForeignSignIn, setSessionCookie } from '../sessions/cookie.js'
import type { RoleHook } from '../sessions/guard.js'
import { endSession, startSession } from '../sessions/session-store.js'
import type { LoginLimiter } from './shared-throttle.js'

/** POST /api/login per client IP. */
const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 }

const INVALID_CREDENTIALS_MESSAGE = 'Błędne dane'

/** How the session cookie is set: `Secure` always in production, its lifetime the token's. */
export interface SessionCookieOptions {
  production: boolean
  maxAgeSeconds: number
}

/**
 * POST /api/login: a JWT for the staff area, in the answer (scripts) and in the session cookie (the
 * browser); POST /api/logout ends it and clears the cookie.
 */
const authRoutes: FastifyPluginAsyncTypebox<{
  guard: LoginLimiter
  anyRole: RoleHook
  cookie: SessionCookieOptions
}> = async (app, { guard, anyRole, cookie }) => {
  app.post(
    '/api/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        operationId: 'login',
        'x-examples': examples.login,
        tags: ['staff'],
        summary:
          'Staff login: answers a JWT (12 h) for the Authorization: Bearer header, and sets it as the session cookie',
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      refuseForeignSignIn(request)
      const outcome = await checkLogin(
        app.db,
        guard,
        request.ip,
        request.body.username,
        request.body.password,
        { totp: request.body.totp, recoveryCode: request.body.recoveryCode, now: app.now() },
      )
      if (!outcome.ok) {
        // Never the typed username: it may be a password typed into the wrong field.
        if (outcome.throttled) {
          request.log.warn({ ip: request.ip }, 'login throttled')
          reply.header('Retry-After', String(outcome.retryAfterSeconds))
          throw tooManyRequests(outcome.retryAfterSeconds)
        }
        if (outcome.reason === 'totp required') {
          // The password was right: no token yet, the second step asks for the code.
          reply.header('Cache-Control', 'no-store')
          throw new HttpError(
            401,
            'Podaj kod z aplikacji uwierzytelniającej albo kod odzyskiwania.',
            'TOTP_REQUIRED',
            'totp',
          )
        }
        request.log.info({ reason: outcome.reason }, 'login failed')
        await app.audit.record(request, {
          action: 'auth.sign-in-failed',
          // Only an existing account's name: an unknown one may be a password typed into the wrong field.
          username: outcome.reason === 'unknown user' ? null : normalizeUsername(request.body.username),
          after: { reason: outcome.reason },
        })
        if (outcome.reason === 'wrong code')
          throw new HttpError(401, 'Błędny kod logowania dwuetapowego.', 'INVALID_TOTP', 'totp')
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS')
      }
      const { user } = outcome
      // jti: two sign-ins within one second are still two sessions (one can sign out alone).
      const jti = randomUUID()
      const token = app.jwt.sign({ sub: user.username, ver: user.updatedAt, jti })
      await startSession(app.db, jti, user.username, app.now())
      request.log.info({ username: user.username }, 'staff logged in')
      await app.audit.record(request, {
        action: 'auth.sign-in',
        username: user.username,
        ...(outcome.secondFactor ? { after: { secondFactor: outcome.secondFactor } } : {}),
      })
      setSessionCookie(request, reply, token, cookie)
      return reply.header('Cache-Control', 'no-store').send({ token })
    },
  )

  app.post(
    '/api/logout',
    {
      onRequest: anyRole,
      schema: {
        operationId: 'logout',
        tags: ['staff'],
        summary:
          'Staff sign-out: the token stops working at once, on every instance; the session cookie is cleared',
        security: bearerSecurity,
        response: { 204: { type: 'null', description: 'Signed out' }, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await endSession(app.db, request.user.sessionId, app.now())
      request.log.info({ username: request.user.username }, 'staff signed out')
      await app.audit.record(request, { action: 'auth.sign-out' })
      clearSessionCookie(request, reply, cookie.production)
      return reply.code(204).header('Cache-Control', 'no-store').send()
    },
  )
}

export default authRoutes
