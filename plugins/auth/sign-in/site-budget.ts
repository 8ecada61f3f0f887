/**
 * The site-wide sign-in budget (docs/security.md, "Sign-in work"): beside the per-address and
 * per-username counts, at most `max` attempts per window reach the password hash on this instance,
 * from all addresses together, so many addresses each inside their own limit still cannot keep the
 * hashing busy. Each instance counts its own: the budget bounds the work of its own process.
 */
import type { LoginLimiter } from './shared-throttle.js'

export interface SiteBudget {
  /** Attempts per window; 0 turns the budget off. */
  max: number
  windowMs: number
}

/** `limiter` with the budget counted first: past it, an attempt is refused before anything else. */
export function withSiteBudget(limiter: LoginLimiter, budget: SiteBudget, now: () => number): LoginLimiter {
  let windowStart = 0
  let count = 0
  return {
    async attempt(address, username) {
      if (budget.max > 0) {
        const t = now()
        if (t - windowStart >= budget.windowMs) {
          windowStart = t
          count = 0
        }
        if (count >= budget.max)
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((windowStart + budget.windowMs - t) / 1000)),
          }
        count++
      }
      return limiter.attempt(address, username)
    },
    succeeded: (address, username) => limiter.succeeded(address, username),
    codesLocked: (username) => limiter.codesLocked(username),
    codeFailed: (username) => limiter.codeFailed(username),
    codesCleared: (username) => limiter.codesCleared(username),
  }
}
