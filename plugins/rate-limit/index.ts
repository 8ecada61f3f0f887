import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { tooManyRequests } from '../http/errors.js'

/**
 * Infrastructure: @fastify/rate-limit, opt-in per route (`config: { rateLimit: { max, timeWindow } }`),
 * counted per client IP. A refused request answers the API's 429 error with the time to wait.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    })
  },
  { name: 'rate-limit', dependencies: ['http'], fastify: '5.x' },
)
