import { createRequire } from 'node:module'
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/** The store contract of @fastify/rate-limit (its own RedisStore and LocalStore follow it). */
interface Counter {
  current: number
  ttl: number
}
type Callback = (error: Error | null, result?: Counter) => void
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void
  read?(key: string, callback: Callback, timeWindow: number, max: number): void
  child(routeOptions: Record<string, unknown>): Store
}
interface StoreParams {
  continueExceeding?: boolean
  exponentialBackoff?: boolean
  cache?: number
}

// @fastify/rate-limit's own stores: the Lua script that counts in Redis, and the in-memory LRU.
const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key?: string,
) => Store
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => Store

/**
 * A rate-limit store that counts in Redis, so that every limit holds across instances, and falls
 * back to @fastify/rate-limit's in-memory store while Redis is unreachable (each instance then
 * counts alone: the limits still hold per instance, guests are still served). A command that fails
 * mid-way is counted in memory too, never skipped.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  keyPrefix: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    constructor(
      params: StoreParams,
      private readonly shared: Store = new RedisStore(
        params.continueExceeding,
        params.exponentialBackoff,
        redis,
        `${keyPrefix}rate-limit:`,
      ),
      private readonly local: Store = new LocalStore(
        params.continueExceeding,
        params.exponentialBackoff,
        params.cache,
      ),
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        this.local.incr(key, callback, timeWindow, max)
        return
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result)
          log.warn({ err: error }, 'rate limit: Redis command failed, counting in memory')
          this.local.incr(key, callback, timeWindow, max)
        },
        timeWindow,
        max,
      )
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      const local = this.local
      if (redis.status !== 'ready' || !this.shared.read) {
        local.read?.(key, callback, timeWindow, max)
        return
      }
      this.shared.read(
        key,
        (error, result) => (error ? local.read?.(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      )
    }

    child(routeOptions: Record<string, unknown> & StoreParams): Store {
      // createRateLimit() limiters have no route: their key generators name what they count.
      const routeInfo = routeOptions.routeInfo as { method?: string; url?: string } | undefined
      const child = new FallbackStore(
        routeOptions,
        routeInfo?.url
          ? this.shared.child(routeOptions)
          : new RedisStore(
              routeOptions.continueExceeding,
              routeOptions.exponentialBackoff,
              redis,
              `${keyPrefix}rate-limit:custom-`,
            ),
        this.local.child(routeOptions),
      )
      return child
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor
}
