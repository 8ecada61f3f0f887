/**
 * Per-username login throttle: at most `max` failed attempts per username in a fixed window
 * (5 per 15 minutes by default), in memory, per process.
 *
 * An attempt is counted when it starts (before the password is checked), so parallel requests
 * cannot slip past the limit while scrypt runs; a successful login clears the username's count.
 * Unknown usernames are counted the same way, so the answers never reveal which accounts exist.
 */
export interface LoginThrottleOptions {
  max: number
  windowMs: number
  /** Entries kept at most; expired ones are dropped first, then the oldest. */
  maxEntries?: number
  now?: () => number
}

interface Entry {
  count: number
  resetAt: number
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>()
  private readonly max: number
  private readonly windowMs: number
  private readonly maxEntries: number
  private readonly now: () => number

  constructor(options: LoginThrottleOptions) {
    this.max = options.max
    this.windowMs = options.windowMs
    this.maxEntries = options.maxEntries ?? 10_000
    this.now = options.now ?? Date.now
  }

  /** Counts an attempt for `key`, or refuses it (with the seconds to wait) when the limit is reached. */
  attempt(key: string): ThrottleDecision {
    const now = this.now()
    let entry = this.entries.get(key)
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key)
      entry = undefined
    }
    if (entry && entry.count >= this.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) }
    }
    if (entry) entry.count += 1
    else {
      this.prune(now)
      this.entries.set(key, { count: 1, resetAt: now + this.windowMs })
    }
    return { allowed: true }
  }

  /** Forgets `key`'s attempts (after a successful login). */
  reset(key: string): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }

  private prune(now: number): void {
    if (this.entries.size < this.maxEntries) return
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key)
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break
      this.entries.delete(key)
    }
  }
}
