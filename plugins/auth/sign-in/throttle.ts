/**
 * A login attempt counter: at most `max` attempts per key in a fixed window, in memory, per
 * process. LoginGuard below combines three of them into the login rule.
 *
 * An attempt is counted when it starts (before the password is checked), so parallel requests
 * cannot slip past the limit while scrypt runs; a successful login gives its attempt back.
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

/**
 * An attempt is refused (with the seconds to wait), or allowed; `delayMs` asks the caller to wait
 * that long before checking the password (the username is under attack: every attempt is slowed).
 */
export type ThrottleDecision =
  | { allowed: true; delayMs?: number }
  | { allowed: false; retryAfterSeconds: number }

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
    const decision = this.check(key)
    if (decision.allowed) this.add(key)
    return decision
  }

  /** Whether one more attempt for `key` is allowed now, without counting it. */
  check(key: string): ThrottleDecision {
    const now = this.now()
    const entry = this.live(key, now)
    if (entry && entry.count >= this.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) }
    }
    return { allowed: true }
  }

  /** Attempts counted for `key` in its current window. */
  count(key: string): number {
    return this.live(key, this.now())?.count ?? 0
  }

  /** Counts one attempt for `key`. */
  add(key: string): void {
    const now = this.now()
    const entry = this.live(key, now)
    if (entry) entry.count += 1
    else {
      this.prune(now)
      this.entries.set(key, { count: 1, resetAt: now + this.windowMs })
    }
  }

  /** Gives one counted attempt back (a login that succeeded was no failure). */
  refund(key: string): void {
    const entry = this.live(key, this.now())
    if (entry && entry.count > 0) entry.count -= 1
  }

  /** Forgets `key`'s attempts. */
  reset(key: string): void {
    this.entries.delete(key)
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry
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

/** How long an attempt on a username past its failure cap waits before its password is checked. */
export const DEFAULT_SLOWDOWN_MS = 3_000

export interface LoginGuardLimits {
  /** Failed attempts per (address, username). */
  pair: { max: number; windowMs: number }
  /** Failed attempts per address, whatever the usernames. */
  address: { max: number; windowMs: number }
  /**
   * Failed attempts per username from every address together. Past it, addresses that have failed
   * themselves are held back, and every other address is slowed down (`slowdownMs` before its
   * password is checked; 3 s unless given) but let in: a clean address can still sign in with the
   * right password.
   */
  username: { max: number; windowMs: number; slowdownMs?: number }
  /**
   * Wrong two-factor codes per account from every address together; past it, only a recovery code
   * signs the account in until the window ends (docs/security.md, "Two-factor sign-in").
   */
  codes?: { max: number; windowMs: number }
}

/** Wrong two-factor codes per account unless the limits say otherwise: 10 in 15 minutes. */
export const DEFAULT_CODE_LIMIT = { max: 10, windowMs: 15 * 60_000 }

/**
 * The login rule. Failures are counted per (address, username) and per address, so a stranger's
 * wrong passwords never lock a staff member out of their own kitchen tablet; a distributed guesser
 * (many addresses, one username) is held back by the per-username count: addresses that have
 * failures of their own are refused, all others are slowed down. `address` is already grouped
 * (an IPv6 address by its /64, see checkLogin). A successful login clears its (address, username)
 * count and gives its attempt back to the other two.
 */
export class LoginGuard {
  private readonly pair: LoginThrottle
  private readonly address: LoginThrottle
  private readonly username: LoginThrottle
  private readonly codes: LoginThrottle
  private readonly slowdownMs: number
  private readonly codeMax: number

  constructor(limits: LoginGuardLimits, now?: () => number) {
    this.slowdownMs = limits.username.slowdownMs ?? DEFAULT_SLOWDOWN_MS
    this.codeMax = (limits.codes ?? DEFAULT_CODE_LIMIT).max
    this.pair = new LoginThrottle({ ...limits.pair, now })
    this.address = new LoginThrottle({ ...limits.address, now })
    this.username = new LoginThrottle({ ...limits.username, now })
    this.codes = new LoginThrottle({ ...(limits.codes ?? DEFAULT_CODE_LIMIT), now })
  }

  /** The account's wrong codes have reached the cap: codes are refused until the window ends. */
  codesLocked(username: string): boolean {
    return !this.codes.check(username).allowed
  }

  /** Counts a wrong code; true when this one reached the cap (the account is locked from now). */
  codeFailed(username: string): boolean {
    this.codes.add(username)
    return this.codesLocked(username) && this.codes.count(username) === this.codeMax
  }

  /** A recovery code signed the account in: its wrong codes are forgotten. */
  codesCleared(username: string): void {
    this.codes.reset(username)
  }

  /** Counts an attempt from `address` for `username` (normalized), or refuses it. */
  attempt(address: string, username: string): ThrottleDecision {
    const pairKey = `${address}\n${username}`
    const byPair = this.pair.check(pairKey)
    if (!byPair.allowed) return byPair
    const byAddress = this.address.check(address)
    if (!byAddress.allowed) return byAddress
    const byUsername = this.username.check(username)
    if (!byUsername.allowed && this.address.count(address) > 0) return byUsername
    this.pair.add(pairKey)
    this.address.add(address)
    this.username.add(username)
    return byUsername.allowed ? { allowed: true } : { allowed: true, delayMs: this.slowdownMs }
  }

  /** A successful login: the attempt was no failure. */
  succeeded(address: string, username: string): void {
    this.pair.reset(`${address}\n${username}`)
    this.address.refund(address)
    this.username.refund(username)
  }
}
