/**
 * Two-factor sign-in (docs/security.md, "Two-factor sign-in"): TOTP (RFC 6238: SHA-1, 6 digits,
 * 30-second steps) with the `otpauth` library, the enrolment's QR code as SVG made here on the server
 * (`qrcode`), and ten one-time recovery codes stored as SHA-256 hashes (80 random bits each: a hash
 * is enough, nothing to stretch).
 */
import { createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

const ISSUER = 'Sakana Sushi'
const PERIOD_SECONDS = 30
/** One step either side of now: a phone's clock a little off still signs in. */
const WINDOW = 1
const RECOVERY_CODE_COUNT = 10
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function totpOf(secret: string, username = '') {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  })
}

/** A fresh 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// URI an authenticator app reads, and its QR code as an SVG document. */
export async function enrolment(username: string, secret: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, username).toString()
  // The QR library is loaded when someone enrols, not with every process.
  const { default: QRCode } = await import('qrcode')
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { uri, qrSvg }
}

/** The time step `code` is valid for at `now` (within one step either side), or null. */
export function codeStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const timestamp = now.getTime()
  const delta = totpOf(secret).validate({ token, timestamp, window: WINDOW })
  if (delta === null) return null
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta
}

/** As codeStep, but a step at or before `lastStep` is refused: a code is accepted once. */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): number | null {
  const step = codeStep(secret, code, now)
  return step === null || (lastStep !== null && step <= lastStep) ? null : step
}

/**
 * The code for `now` (the tests' authenticator).
 * @internal Exported for its tests; production checks codes with the functions above.
 */
export function currentCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() })
}

/** Ten recovery codes, `xxxx-xxxx-xxxx-xxxx` (lower case, no look-alike characters). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16)
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('')
    return chars.match(/.{4}/g)!.join('-')
  })
}

/** The stored form of a recovery code: typed in any case, with or without dashes and spaces. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, '')
  return createHash('sha256').update(normalized).digest('base64url')
}
