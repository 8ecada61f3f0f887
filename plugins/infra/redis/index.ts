import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { fallbackRateLimitStore } from './rate-limit-store.js'

type RedisState = 'off' | 'ready' | 'unavailable'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL), or null when none is configured. */
    redis: Redis | null
    /** 'off' without REDIS_URL; 'ready' while Redis answers; 'unavailable' while it does not. */
    redisState: () => RedisState
    /**
     * The @fastify/rate-limit store: counters in Redis with a fallback to memory while Redis is
     * unreachable; undefined without REDIS_URL (@fastify/rate-limit's own memory store).
     */
    rateLimitStore: FastifyRateLimitStoreCtor | undefined
    /** The prefix of every key this site writes to Redis (REDIS_KEY_PREFIX). */
    redisKeyPrefix: string
  }
}

interface RedisPluginOptions {
  url: string | null
  keyPrefix: string
  /** How long the start waits for a first connection before serving with the memory fallback. */
  connectTimeoutMs?: number
}

/**
 * Redis for what several instances must share: rate-limit counters. Redis is never required to
 * serve guests: an instance that cannot reach it (at start or later) keeps serving, says so once in
 * its log and in /readyz, counts limits in memory, and goes back to Redis when it answers again.
 */
export default fp<RedisPluginOptions>(
  async (app, opts) => {
    app.decorate('redisKeyPrefix', opts.keyPrefix)
    if (!opts.url) {
      app.decorate('redis', null)
      app.decorate('redisState', () => 'off' as const)
      app.decorate('rateLimitStore', undefined)
      return
    }
    const log = app.log.child({ component: 'redis' })
    // ioredis is loaded by a site with REDIS_URL only.
    const { Redis } = await import('ioredis')
    const redis = new Redis(opts.url, {
      lazyConnect: true,
      // Fail fast while disconnected: a request never waits for Redis, it falls back to memory.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: opts.connectTimeoutMs ?? 2_000,
      commandTimeout: 1_000,
      // Keep trying in the background, at most every 2 s.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    })
    let lost = false
    redis.on('ready', () => {
      if (lost) log.info('Redis reachable again: rate limits are shared across instances again')
      lost = false
    })
    redis.on('error', (err) => {
      if (lost) return
      lost = true
      log.warn(
        { err: { message: err.message } },
        'Redis unreachable: serving on, rate limits counted in this instance’s memory until it answers',
      )
    })
    redis.on('end', () => {
      lost = true
    })

    try {
      await redis.connect()
    } catch {
      // Logged by the 'error' listener; ioredis keeps reconnecting in the background.
    }

    app.decorate('redis', redis)
    app.decorate('redisState', () =>
      redis.status === 'ready' ? ('ready' as const) : ('unavailable' as const),
    )
    app.decorate('rateLimitStore', fallbackRateLimitStore(redis, opts.keyPrefix, log))
    app.addHook('onClose', async () => {
      lost = false
      redis.removeAllListeners('error')
      redis.on('error', () => undefined)
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    })
  },
  { name: 'redis', fastify: '5.x' },
)
