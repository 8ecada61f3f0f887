import {
  constants,
  createCipheriv,
  createHash,
  type KeyObject,
  publicEncrypt,
  randomBytes,
  X509Certificate,
} from 'node:crypto'

/**
 * The encryption KSeF API 2.0 requires of a client (docs/invoices.md, "Talking to KSeF"):
 * - the KSeF token, as `{token}|{challenge timestamp in ms}`, RSA-OAEP (SHA-256, MGF1 SHA-256)
 *   with the certificate KSeF publishes for `KsefTokenEncryption`;
 * - each invoice AES-256-CBC with PKCS#7 padding under a fresh key and IV per session; the key
 *   RSA-OAEP-wrapped with the `SymmetricKeyEncryption` certificate, the IV sent beside it;
 * - SHA-256 (Base64) and byte sizes of the invoice before and after encryption.
 */

/** One entry of `GET /security/public-key-certificates`. */
export interface PublicKeyCertificate {
  /** X.509, DER, Base64 without PEM headers. */
  certificate: string
  certificateId?: string
  publicKeyId?: string
  validFrom: string
  validTo: string
  usage: string[]
}

export type CertificateUsage = 'KsefTokenEncryption' | 'SymmetricKeyEncryption'

/**
 * The certificate for a use, valid now; of several, the one valid from the latest date (the
 * rule of KSeF's key rotation document). Null when there is none.
 */
export function pickCertificate(
  certs: readonly PublicKeyCertificate[],
  usage: CertificateUsage,
  now: Date,
): PublicKeyCertificate | null {
  const t = now.getTime()
  const valid = certs.filter(
    (c) => c.usage.includes(usage) && Date.parse(c.validFrom) <= t && t < Date.parse(c.validTo),
  )
  valid.sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom))
  return valid[0] ?? null
}

export function publicKeyOf(cert: PublicKeyCertificate): KeyObject {
  return new X509Certificate(Buffer.from(cert.certificate, 'base64')).publicKey
}

export function rsaOaepSha256(key: KeyObject, data: Buffer): Buffer {
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data)
}

/** `{token}|{timestampMs}` encrypted for `POST /auth/ksef-token`, Base64. */
export function encryptKsefToken(key: KeyObject, token: string, challengeTimestampMs: number): string {
  return rsaOaepSha256(key, Buffer.from(`${token}|${challengeTimestampMs}`, 'utf8')).toString('base64')
}

export interface SessionKey {
  key: Buffer
  iv: Buffer
}

export function newSessionKey(): SessionKey {
  return { key: randomBytes(32), iv: randomBytes(16) }
}

function aes256CbcEncrypt(session: SessionKey, data: Buffer): Buffer {
  // Node's default for CBC is PKCS#7 padding, which is what KSeF decrypts with.
  const cipher = createCipheriv('aes-256-cbc', session.key, session.iv)
  return Buffer.concat([cipher.update(data), cipher.final()])
}

export function sha256Base64(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64')
}

/** @internal Exported for its tests. */
export function sha256Base64Url(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64url')
}

/** The body of `POST /sessions/online/{ref}/invoices` for one invoice. */
export function encryptedInvoiceRequest(session: SessionKey, xml: string) {
  const plain = Buffer.from(xml, 'utf8')
  const encrypted = aes256CbcEncrypt(session, plain)
  return {
    invoiceHash: sha256Base64(plain),
    invoiceSize: plain.length,
    encryptedInvoiceHash: sha256Base64(encrypted),
    encryptedInvoiceSize: encrypted.length,
    encryptedInvoiceContent: encrypted.toString('base64'),
  }
}
