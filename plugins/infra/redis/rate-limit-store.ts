import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/**
 * The rate-limit store of several instances (docs/operations.md, "Several instances"): counters in
 * Redis, so that a limit holds across instances, and in this instance's memory while Redis does not
 * answer (the limits then hold per instance and guests are still served). It follows the public
 * store contract of @fastify/rate-limit (`incr`, `read`, `child`) and owns its counting: a fixed
 * window opened by a key's first hit, `timeWindow` ms long, as that plugin's own stores count.
 */

/** What a store answers: the hits in the current window and the ms until it ends. */
interface Counter {
  current: number
  ttl: number
}
type Callback = (error: Error | null, result?: Counter) => void

interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void
  read(key: string, callback: Callback, timeWindow: number, max: number): void
  child(routeOptions: RouteParams): Store
}

/** The parts of @fastify/rate-limit's merged parameters a store reads. */
interface RouteParams {
  continueExceeding?: boolean
  exponentialBackoff?: boolean
  routeInfo?: { method?: string; url?: string }
}

/** Counts one hit of KEYS[1] in a window of ARGV[1] ms; answers {hits, ms left}. */
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`

/** The hits of KEYS[1] and the ms left, without counting; {0, 0} when no window is open. */
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`

type CounterScripts = Redis & {
  rateLimitCount(key: string, windowMs: number): Promise<[number, number]>
  rateLimitRead(key: string): Promise<[number, number]>
}

/** Keys a memory store keeps at most; the oldest window goes first (as an LRU would). */
const MEMORY_KEYS = 5_000

/**
 * Fixed windows in this process's memory.
 * @internal Exported for its tests; production uses it within this module.
 */
export class MemoryCounters {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  count(key: string, windowMs: number): Counter {
    const now = this.now()
    const open = this.windows.get(key)
    const window = open && open.endsAt > now ? open : { hits: 0, endsAt: now + windowMs }
    window.hits++
    // Re-inserted, so that the Map's order is the order of last use.
    this.windows.delete(key)
    this.windows.set(key, window)
    if (this.windows.size > MEMORY_KEYS) this.windows.delete(this.windows.keys().next().value as string)
    return { current: window.hits, ttl: window.endsAt - now }
  }

  read(key: string): Counter {
    const now = this.now()
    const open = this.windows.get(key)
    return open && open.endsAt > now ? { current: open.hits, ttl: open.endsAt - now } : { current: 0, ttl: 0 }
  }
}

/** The only counting this store does: refuse the options that would ask for another. */
function plainWindowsOnly(params: RouteParams): void {
  if (params.continueExceeding || params.exponentialBackoff) {
    throw new Error(
      'The Redis rate-limit store counts fixed windows only (no continueExceeding, exponentialBackoff)',
    )
  }
}

/**
 * The store class @fastify/rate-limit is given when REDIS_URL is set. Keys are
 * `{keyPrefix}rate-limit:{METHOD}{url}-{client}` for route limits and
 * `{keyPrefix}rate-limit:custom-{key}` for the limiters made with `app.createRateLimit()`.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  keyPrefix: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const scripts = redis as CounterScripts
  if (!('rateLimitCount' in redis)) {
    redis.defineCommand('rateLimitCount', { numberOfKeys: 1, lua: INCR })
    redis.defineCommand('rateLimitRead', { numberOfKeys: 1, lua: READ })
  }
  const fallback = (error: unknown) =>
    log.warn({ err: { message: (error as Error).message } }, 'rate limit: Redis failed, counting in memory')

  class FallbackStore implements Store {
    private readonly memory = new MemoryCounters()

    constructor(
      params: RouteParams,
      private readonly prefix = `${keyPrefix}rate-limit:`,
    ) {
      plainWindowsOnly(params)
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (redis.status !== 'ready') {
        callback(null, this.memory.count(key, timeWindow))
        return
      }
      scripts.rateLimitCount(this.prefix + key, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error) => {
          fallback(error)
          callback(null, this.memory.count(key, timeWindow))
        },
      )
    }

    read(key: string, callback: Callback): void {
      if (redis.status !== 'ready') {
        callback(null, this.memory.read(key))
        return
      }
      scripts.rateLimitRead(this.prefix + key).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error) => {
          fallback(error)
          callback(null, this.memory.read(key))
        },
      )
    }

    child(routeOptions: RouteParams): Store {
      // createRateLimit() limiters have no route: their key generators name what they count.
      const route = routeOptions.routeInfo
      const prefix = route?.url ? `${this.prefix}${route.method}${route.url}-` : `${this.prefix}custom-`
      return new FallbackStore(routeOptions, prefix)
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor
}
