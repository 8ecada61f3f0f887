import { getHeapStatistics } from 'node:v8'
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorResponse } from '#schemas/common.js'

/**
 * When the process sheds load (docs/operations.md, "Health and load"). Generous on purpose: a
 * loaded machine running the test suite stays far below them; they catch a process about to fall
 * over, not a busy one.
 */
export interface PressureLimits {
  /** Mean event-loop delay over one sample, in ms, above which requests are shed; 0: never. */
  maxEventLoopDelayMs: number
  /** Share of V8's heap limit the used heap may reach before requests are shed; 0: never. */
  maxHeapUsedRatio: number
  /** How often the delay and the heap are sampled, in ms. */
  sampleIntervalMs: number
}

/** @internal Exported for its tests; production uses it within this module. */
export const PRESSURE_LIMITS: PressureLimits = Object.freeze({
  maxEventLoopDelayMs: 1_000,
  maxHeapUsedRatio: 0.9,
  sampleIntervalMs: 2_000,
})

/** Seconds a client is asked to wait after a 503 for load. */
const RETRY_AFTER_SECONDS = 10

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler: the health routes answer whatever the load. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void
  }
}

/** The 503 a shed request gets: the API's error shape, with the time to wait. */
function overloaded(_request: FastifyRequest, reply: FastifyReply): ErrorResponse {
  reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-store')
  return {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Serwer jest chwilowo przeciążony. Spróbuj ponownie za kilka sekund.',
    code: 'OVERLOADED',
  }
}

/**
 * under-pressure sends what a handler returns (anything but a promise or nullish) and ends the
 * request there; a handler that sent the reply itself would let the route run on while the async
 * onSend hooks write it. Its types only allow void, hence the cast.
 */
const shedWith = (handler: typeof overloaded) =>
  handler as unknown as NonNullable<FastifyUnderPressureOptions['pressureHandler']>

/** The health routes are never shed: under-pressure goes on to the handler when this sends nothing. */
const answerAnyway = (): void => undefined

/**
 * Liveness (/healthz), readiness (/readyz) and load shedding: past an event-loop delay or heap
 * limit every other request answers 503 OVERLOADED at once, before the process falls over.
 */
export default fp<Partial<PressureLimits>>(
  async (app, opts) => {
    const limits = { ...PRESSURE_LIMITS, ...opts }
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * limits.maxHeapUsedRatio),
      sampleInterval: limits.sampleIntervalMs,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler: shedWith(overloaded),
    })

    // Liveness for the proxy or orchestrator: the process answers (and says whether its database does).
    app.get(
      '/healthz',
      { logLevel: 'warn', config: { pressureHandler: answerAnyway } },
      async (_request, reply) => {
        const database = await app.dbReady()
        return reply
          .code(database ? 200 : 503)
          .header('Cache-Control', 'no-store')
          .send({ status: database ? 'ok' : 'unavailable', database })
      },
    )

    // Readiness: send guests here? Yes while the database answers and the process is not
    // overloaded. Redis is reported but never takes an instance out: without it limits are counted
    // in memory and guests are still served.
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })
    app.get(
      '/readyz',
      { logLevel: 'warn', config: { pressureHandler: answerAnyway } },
      async (_request, reply) => {
        const database = await app.dbReady()
        const redis = app.redisState()
        const ready = database && !closing
        const overloadedNow = ready && app.isUnderPressure()
        const status = !ready
          ? 'unavailable'
          : overloadedNow
            ? 'overloaded'
            : redis === 'unavailable'
              ? 'degraded'
              : 'ok'
        return reply
          .code(ready && !overloadedNow ? 200 : 503)
          .header('Cache-Control', 'no-store')
          .send({ status, database, redis, closing })
      },
    )
  },
  { name: 'health', dependencies: ['db', 'redis'], fastify: '5.x' },
)
