import type { FastifyInstance, FastifyRequest } from 'fastify'
import { addressKey } from '#infra/http/address.js'

/**
 * Promo-code lookups per address (docs/security.md, "Promo-code lookups"): the public check and
 * the orders that carry a code draw on one budget, so a code cannot be guessed through either.
 */
const PROMO_LOOKUP_BUDGET = { max: 30, timeWindowMs: 60_000 }

type LookupDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts one lookup from `ip` (before the code is looked up); refuses it past the budget. */
export type LookupBudget = (ip: string) => Promise<LookupDecision>

/**
 * The budget in the rate-limit plugin's store: in Redis when REDIS_URL is set (every instance
 * counts against the same budget), else in this process's memory. IPv6 addresses count by /56, as
 * the other per-address limits do.
 */
export function createLookupBudget(app: FastifyInstance): LookupBudget {
  const limit = app.createRateLimit({
    max: PROMO_LOOKUP_BUDGET.max,
    timeWindow: PROMO_LOOKUP_BUDGET.timeWindowMs,
    // A name of its own: the limiters made with createRateLimit share one key space in Redis.
    keyGenerator: (request) => `promo-lookup:${addressKey(request.ip, 56)}`,
  })
  return async (ip) => {
    const result = await limit({ ip, routeOptions: {} } as FastifyRequest)
    if (result.isAllowed || !result.isExceeded) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) }
  }
}
