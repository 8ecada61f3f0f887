/**
 * Two-factor secrets are stored encrypted (docs/security.md, "Two-factor sign-in"): whoever reads
 * the database (a backup, a leaked dump) must not be able to make an account's codes. The key comes
 * from the configuration, never from the database: `TOTP_SECRET_KEY` when set, otherwise one derived
 * from `JWT_SECRET`, so that an existing deployment starts with the settings it has.
 *
 * AES-256-GCM with a random 96-bit nonce; the account's id is the associated data, so a sealed secret
 * copied onto another account does not open. Stored as `v1.<nonce>.<ciphertext>.<tag>` (base64url);
 * a base32 secret (the form stored before) has no dot, so the two are told apart. The keys are
 * HKDF-SHA256 of the setting, with an info string of their own: never the JWT key itself.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'

const PREFIX = 'v1'
const INFO = 'sakana-sushi/totp-secret/v1'

export interface TotpSecretBox {
  /** The stored form of `secret` for account `accountId`. */
  seal(accountId: number, secret: string): string
  /**
   * The secret of a stored value: sealed with the current key or the one derived from JWT_SECRET
   * (a key set later), or in clear (stored before secrets were sealed). Null when no key opens it.
   */
  open(accountId: number, stored: string): string | null
  /** Sealed with the current key: nothing to redo at start. */
  current(accountId: number, stored: string): boolean
}

function derive(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), INFO, 32))
}

function aad(accountId: number): Buffer {
  return Buffer.from(`staff_users:${accountId}`)
}

function openWith(key: Buffer, accountId: number, stored: string): string | null {
  const [prefix, nonce, body, tag, ...rest] = stored.split('.')
  if (prefix !== PREFIX || !nonce || !body || !tag || rest.length > 0) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
    decipher.setAAD(aad(accountId))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    // Another key, or a changed value: GCM's tag does not match.
    return null
  }
}

/** The box for the configured settings: `key` is TOTP_SECRET_KEY (optional), `jwtSecret` JWT_SECRET. */
export function createTotpSecretBox(settings: { key?: string | null; jwtSecret: string }): TotpSecretBox {
  const fromJwt = derive(settings.jwtSecret)
  const key = settings.key ? derive(settings.key) : fromJwt
  const keys = key === fromJwt ? [key] : [key, fromJwt]
  return {
    seal(accountId, secret) {
      const nonce = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, nonce)
      cipher.setAAD(aad(accountId))
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      const parts = [nonce, body, cipher.getAuthTag()].map((b) => b.toString('base64url'))
      return [PREFIX, ...parts].join('.')
    },
    open(accountId, stored) {
      if (!stored.includes('.')) return stored
      for (const candidate of keys) {
        const secret = openWith(candidate, accountId, stored)
        if (secret !== null) return secret
      }
      return null
    },
    current(accountId, stored) {
      return openWith(key, accountId, stored) !== null
    },
  }
}

/**
 * At start: every stored secret not sealed with the current key (in clear from before, or sealed
 * with the key derived from JWT_SECRET before TOTP_SECRET_KEY was set) is sealed with it. Each row
 * is rewritten only while it still holds the value read (another instance starting at the same
 * moment does the same work once). Answers how many were sealed and how many no key opens (their
 * accounts sign in with a recovery code, or the owner resets their two-factor).
 */
export async function sealStoredSecrets(
  db: Kysely<Database>,
  box: TotpSecretBox,
): Promise<{ sealed: number; unreadable: number }> {
  const rows = await db
    .selectFrom('staff_users')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .execute()
  let sealed = 0
  let unreadable = 0
  for (const { id, totp_secret: stored } of rows) {
    if (stored === null || box.current(id, stored)) continue
    const secret = box.open(id, stored)
    if (secret === null) {
      unreadable++
      continue
    }
    const result = await db
      .updateTable('staff_users')
      .set({ totp_secret: box.seal(id, secret) })
      .where('id', '=', id)
      .where('totp_secret', '=', stored)
      .executeTakeFirst()
    sealed += Number(result.numUpdatedRows)
  }
  return { sealed, unreadable }
}
