/**
 * The KSeF token as the database keeps it: AES-256-GCM under a key derived from JWT_SECRET with
 * HKDF-SHA-256 (its own `info`, so the key is used for nothing else). A copy of the database alone
 * does not reveal the token; a changed JWT_SECRET makes the stored token unreadable, and the owner
 * enters it again (docs/invoices.md, "The KSeF token").
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const INFO = 'sakana/invoice-settings/ksef-token/v1'
const PREFIX = 'v1'

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), INFO, 32))
}

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return [
    PREFIX,
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    sealed.toString('base64'),
  ].join(':')
}

/** The token, or null when it was sealed under another secret (or is not a sealed token). */
export function openToken(secret: string, sealed: string): string | null {
  const [prefix, iv, tag, data] = sealed.split(':')
  if (prefix !== PREFIX || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64'))
    decipher.setAuthTag(Buffer.from(tag, 'base64'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
