/**
 * The login rule (throttle.ts) across instances: with REDIS_URL the three failure counts live in
 * Redis, so an attacker spreading guesses over every instance behind the proxy meets the same
 * limits as on one. One Lua script checks and counts an attempt atomically (two instances cannot
 * both let the fifth guess through); while Redis is unreachable, this instance counts in its own
 * memory (LoginGuard) and says so in its log, as the other rate limits do.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import {
  DEFAULT_CODE_LIMIT,
  DEFAULT_SLOWDOWN_MS,
  LoginGuard,
  type LoginGuardLimits,
  type ThrottleDecision,
} from './throttle.js'

/** What the login route needs: count an attempt (or refuse it), and forgive a success. */
export interface LoginLimiter {
  attempt(address: string, username: string): Promise<ThrottleDecision>
  succeeded(address: string, username: string): Promise<void>
  /** The account is past its cap of wrong two-factor codes (from every address). */
  codesLocked(username: string): Promise<boolean>
  /** Counts a wrong two-factor code; true when this one reached the cap. */
  codeFailed(username: string): Promise<boolean>
  /** Forgets the account's wrong codes (a recovery code signed it in). */
  codesCleared(username: string): Promise<void>
}

/** One process: the counts in memory. */
export function memoryLoginLimiter(limits: LoginGuardLimits): LoginLimiter {
  const guard = new LoginGuard(limits)
  return {
    attempt: async (address, username) => guard.attempt(address, username),
    succeeded: async (address, username) => guard.succeeded(address, username),
    codesLocked: async (username) => guard.codesLocked(username),
    codeFailed: async (username) => guard.codeFailed(username),
    codesCleared: async (username) => guard.codesCleared(username),
  }
}

// KEYS: pair, address, username. ARGV: max and window (ms) of each, in that order.
// Answers 0 when the attempt is counted, -1 when it is counted but to be slowed down (the username
// is past its cap, this address has no failures), else the milliseconds until the refusing window ends.
const ATTEMPT = `
local function refused(i)
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count < tonumber(ARGV[i * 2 - 1]) then return nil end
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl < 1 then return 1000 end
  return ttl
end
local wait = refused(1) or refused(2)
if wait then return wait end
wait = refused(3)
if wait and tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then return wait end
for i = 1, 3 do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[i * 2]) end
end
if wait then return -1 end
return 0
`

// KEYS: pair, address, username. Clears the pair, gives the attempt back to the other two.
const SUCCEEDED = `
redis.call('DEL', KEYS[1])
for i = 2, 3 do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 0
`

type LoginScripts = Redis & {
  loginAttempt(...args: (string | number)[]): Promise<number>
  loginSucceeded(...keys: string[]): Promise<number>
}

/** The counts in Redis, under `keyPrefix`; this instance's memory while Redis does not answer. */
export function redisLoginLimiter(
  redis: Redis,
  keyPrefix: string,
  limits: LoginGuardLimits,
  log: FastifyBaseLogger,
): LoginLimiter {
  const scripts = redis as LoginScripts
  if (!('loginAttempt' in redis)) {
    redis.defineCommand('loginAttempt', { numberOfKeys: 3, lua: ATTEMPT })
    redis.defineCommand('loginSucceeded', { numberOfKeys: 3, lua: SUCCEEDED })
  }
  const local = memoryLoginLimiter(limits)
  const keys = (address: string, username: string) => [
    `${keyPrefix}login:pair:${address}\n${username}`,
    `${keyPrefix}login:address:${address}`,
    `${keyPrefix}login:username:${username}`,
  ]
  // One counter per account; INCR is atomic, so two instances cannot both count the tenth as the ninth.
  const codeLimit = limits.codes ?? DEFAULT_CODE_LIMIT
  const codesKey = (username: string) => `${keyPrefix}login:codes:${username}`
  const fallback = (err: unknown) =>
    log.warn({ err: { message: (err as Error).message } }, 'login limit: Redis failed, counting in memory')

  return {
    async attempt(address, username) {
      if (redis.status !== 'ready') return local.attempt(address, username)
      try {
        const { pair, address: byAddress, username: byUsername } = limits
        const wait = await scripts.loginAttempt(
          ...keys(address, username),
          ...[pair, byAddress, byUsername].flatMap((l) => [l.max, l.windowMs]),
        )
        if (wait === 0) return { allowed: true }
        if (wait === -1) return { allowed: true, delayMs: byUsername.slowdownMs ?? DEFAULT_SLOWDOWN_MS }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(wait) / 1000)) }
      } catch (err) {
        fallback(err)
        return local.attempt(address, username)
      }
    },
    async succeeded(address, username) {
      if (redis.status !== 'ready') return local.succeeded(address, username)
      try {
        await scripts.loginSucceeded(...keys(address, username))
      } catch (err) {
        fallback(err)
        await local.succeeded(address, username)
      }
    },
    async codesLocked(username) {
      if (redis.status !== 'ready') return local.codesLocked(username)
      try {
        return Number((await redis.get(codesKey(username))) ?? 0) >= codeLimit.max
      } catch (err) {
        fallback(err)
        return local.codesLocked(username)
      }
    },
    async codeFailed(username) {
      if (redis.status !== 'ready') return local.codeFailed(username)
      try {
        const key = codesKey(username)
        const [[, count]] = (await redis.multi().incr(key).pexpire(key, codeLimit.windowMs, 'NX').exec()) as [
          [Error | null, number],
        ]
        return count === codeLimit.max
      } catch (err) {
        fallback(err)
        return local.codeFailed(username)
      }
    },
    async codesCleared(username) {
      if (redis.status !== 'ready') return local.codesCleared(username)
      try {
        await redis.del(codesKey(username))
      } catch (err) {
        fallback(err)
        await local.codesCleared(username)
      }
    },
  }
}
