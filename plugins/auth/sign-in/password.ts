/**
 * Staff password hashing: scrypt (node:crypto) with OWASP's parameters, N = 2^17, r = 8, p = 1,
 * a 64-byte key and a 16-byte random salt per hash.
 *
 * A hash is stored as a self-describing string, so parameters can be raised later without a
 * migration (old hashes keep verifying with the parameters they were made with):
 *
 *     scrypt$<log2 N>$<r>$<p>$<salt, base64>$<key, base64>
 *     scrypt$17$8$1$q3l0…==$Vh1c…==
 *
 * The async scrypt runs on libuv's thread pool, so the event loop is never blocked. One hash needs
 * 128 × N × r bytes = 128 MiB of memory while it runs. The pool (4 threads) also compresses the
 * pages, so at most HASHES_AT_ONCE hashes run at once, HASH_QUEUE more wait, and a hash past that is
 * refused at once with a 503 and Retry-After, before any work (docs/security.md, "Sign-in work").
 *
 * The cost of new hashes (log2 N) is the setting PASSWORD_HASH_COST, 17 unless set; production
 * refuses less. The test suites set it low so that a sign-in does not cost 0.8 s of CPU (see
 * docs/security.md, "Passwords"); the tests of the real cost pass it explicitly.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { RetryLaterError } from '#infra/http/errors.js'

/** @internal Exported for its tests; production uses it within this module. */
export const SCRYPT_LOG2_N = 17
/** @internal Exported for its tests; production uses it within this module. */
export const SCRYPT_R = 8
/** @internal Exported for its tests; production uses it within this module. */
export const SCRYPT_P = 1
const SCRYPT_KEY_LENGTH = 64
const SALT_BYTES = 16

/** Memory scrypt needs is 128 × N × r × p bytes; allow twice that (256 MiB for the defaults). */
function maxmemFor(log2N: number, r: number, p: number): number {
  return 2 * 128 * 2 ** log2N * r * p
}

/** Hashes running at once: two of the pool's four threads stay free for compression and files. */
const HASHES_AT_ONCE = 2
/** Hashes waiting for a turn: about two hashes' time (0.4–0.8 s each at cost 17) at most. */
const HASH_QUEUE = 4
/** What a refused hash tells the client to wait. */
const BUSY_RETRY_SECONDS = 2

/** Too many hashes at once: answered 503 with Retry-After, no hashing done. */
export class HashBusyError extends RetryLaterError {
  constructor() {
    super('Zbyt wiele logowań naraz. Spróbuj ponownie za chwilę.', BUSY_RETRY_SECONDS, 503, 'BUSY')
    this.name = 'HashBusyError'
  }
}

let running = 0
const waiting: (() => void)[] = []

/** True when a hash asked for now would be refused (callers check before counting an attempt). */
export function hashesBusy(): boolean {
  return running >= HASHES_AT_ONCE && waiting.length >= HASH_QUEUE
}

/** Runs `work` when a turn is free; throws HashBusyError when the queue is full. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) {
    if (waiting.length >= HASH_QUEUE) throw new HashBusyError()
    await new Promise<void>((resolve) => waiting.push(resolve))
  } else running++
  try {
    return await work()
  } finally {
    // The turn passes to the next waiting hash, or is given back.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)))
      }),
  )
}

/** Passwords are compared after Unicode NFC normalization (the same text typed on any device). */
function normalize(password: string): string {
  return password.normalize('NFC')
}

/** The cost (log2 N) of the hashes this process makes: the app sets it from its configuration. */
let hashCost = SCRYPT_LOG2_N

/** Sets the cost of new hashes (the app and the staff command line call it with PASSWORD_HASH_COST). */
export function setPasswordHashCost(log2N: number): void {
  hashCost = log2N
}

/** Hashes a password with a fresh random salt: `scrypt$17$8$1$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string, log2N = hashCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await scryptAsync(normalize(password), salt, SCRYPT_KEY_LENGTH, {
    N: 2 ** log2N,
    r: SCRYPT_R,
    p: SCRYPT_P,
    maxmem: maxmemFor(log2N, SCRYPT_R, SCRYPT_P),
  })
  return ['scrypt', log2N, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$')
}

interface ParsedHash {
  log2N: number
  r: number
  p: number
  salt: Buffer
  key: Buffer
}

const HASH_RE = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/

/**
 * Parses a stored hash; null when it is not one this module can verify (or has absurd parameters).
 * @internal Exported for its tests; production uses it within this module.
 */
export function parseHash(stored: string): ParsedHash | null {
  const m = HASH_RE.exec(stored)
  if (!m) return null
  const [log2N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // Bounds keep a tampered row from making verification take minutes or gigabytes.
  if (log2N < 10 || log2N > 20 || r < 1 || r > 16 || p < 1 || p > 4) return null
  const salt = Buffer.from(m[4]!, 'base64')
  const key = Buffer.from(m[5]!, 'base64')
  if (salt.length < 8 || key.length < 32) return null
  return { log2N, r, p, salt, key }
}

/**
 * True when the password matches the stored hash. The comparison is constant-time
 * (timingSafeEqual); a malformed stored hash never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const key = await scryptAsync(normalize(password), parsed.salt, parsed.key.length, {
    N: 2 ** parsed.log2N,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmemFor(parsed.log2N, parsed.r, parsed.p),
  })
  return timingSafeEqual(key, parsed.key)
}

/**
 * A well-formed hash that no password is known to match (salt and key are random constants).
 * Login verifies against it when the username is unknown, so an unknown user costs the same scrypt
 * work, and takes the same time, as a wrong password.
 * @internal Exported for its tests; production uses dummyPasswordHash().
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$17$8$1$u9hOvyZ9JQK1iVh0tNfSxA==$' +
  'yDkLrK3Pz1nW9m4o2V0bqS8aT7eXhUj6cGfRlYwQdZpMxN5vE3sKiBtHgJuCyA1oD8rL0nP4qWzVbXeFmT2hSg=='

/** The dummy hash at the cost of this process's new hashes, so an unknown user costs what a real one does. */
export function dummyPasswordHash(): string {
  return DUMMY_PASSWORD_HASH.replace(/^scrypt\$\d+\$/, `scrypt$${hashCost}$`)
}
