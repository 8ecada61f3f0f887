import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { tooManyRequests } from '#infra/http/errors.js'

/**
 * Infrastructure: @fastify/rate-limit, opt-in per route (`config: { rateLimit: { max, timeWindow } }`),
 * counted per client IP. A refused request answers the API's 429 error with the time to wait.
 * With REDIS_URL the counters live in Redis (with a memory fallback), so every limit holds across
 * instances.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.rateLimitStore ? { store: app.rateLimitStore } : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    })
  },
  { name: 'rate-limit', dependencies: ['http', 'redis'], fastify: '5.x' },
)
