import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LoginBody, LoginResponse } from '../../schemas/auth.js'
import { errorResponses } from '../../schemas/common.js'
import { HttpError, tooManyRequests } from '../http/errors.js'
import { checkLogin } from './service.js'
import type { LoginLimiter } from './shared-guard.js'

/** POST /api/login per client IP. */
const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 }

const INVALID_CREDENTIALS_MESSAGE = 'Błędne dane'

/** POST /api/login: a JWT for the staff area. */
const authRoutes: FastifyPluginAsyncTypebox<{ guard: LoginLimiter }> = async (app, { guard }) => {
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
      const outcome = await checkLogin(
        app.db,
        guard,
        request.ip,
        request.body.username,
        request.body.password,
      )
      if (!outcome.ok) {
        // Never the typed username: it may be a password typed into the wrong field.
        if (outcome.throttled) {
          request.log.warn({ ip: request.ip }, 'login throttled')
          reply.header('Retry-After', String(outcome.retryAfterSeconds))
          throw tooManyRequests(outcome.retryAfterSeconds)
        }
        request.log.info({ reason: outcome.reason }, 'login failed')
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS')
      }
      const { user } = outcome
      const token = app.jwt.sign({ sub: user.username, ver: user.updatedAt })
      request.log.info({ username: user.username }, 'staff logged in')
      return reply.header('Cache-Control', 'no-store').send({ token })
    },
  )
}

export default authRoutes
