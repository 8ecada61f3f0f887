import { execFileSync } from 'node:child_process'
import {
  constants,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  X509Certificate,
} from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { validateFa3 } from './fa3-validator.js'

/**
 * A stand-in for KSeF API 2.0, for tests (CI has no internet), following the official API
 * document (test/fixtures/ksef/open-api.json) and KSeF's documentation:
 * - `GET /v2/security/public-key-certificates`: two self-signed X.509 certificates (DER, Base64),
 *   one per usage (KsefTokenEncryption, SymmetricKeyEncryption), each with its own RSA key;
 * - `POST /v2/auth/challenge`; `POST /v2/auth/ksef-token` decrypts the token (RSA-OAEP SHA-256),
 *   checks `{token}|{challenge timestampMs}`, the challenge (once, 10 minutes) and the NIP;
 *   the outcome is reported by `GET /v2/auth/{ref}` (100 in progress, 200, 450 wrong token);
 *   `POST /v2/auth/token/redeem` once;
 * - `POST /v2/sessions/online` unwraps the AES key; `POST /v2/sessions/online/{ref}/invoices`
 *   decrypts the invoice, checks both hashes and sizes, validates the XML against the FA(3) XSD,
 *   the seller's NIP against the context, a duplicate by hash (440 with the first KSeF number),
 *   and assigns a KSeF number `NIP-YYYYMMDD-hex12-CRC8`;
 * - `GET /v2/sessions/{ref}/invoices/{invRef}`, `POST …/close` (204), `GET …/upo` (UPO v4-3 XML).
 * Errors answer KSeF's ExceptionResponse. `failNext` makes the next matching call answer a
 * status, hang past the client's timeout, or drop the connection.
 */

export interface RecordedRequest {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

export interface StandInInvoice {
  sessionRef: string
  referenceNumber: string
  xml: string
  invoiceHash: string
  ksefNumber: string | null
  status: { code: number; description: string; details?: string[]; extensions?: Record<string, string> }
  acquisitionDate: string
  invoiceNumber?: string
  polls: number
}

type Failure = { path: RegExp; method?: string } & (
  | { status: number; code?: number; description?: string; retryAfter?: number }
  | { hang: true }
  | { drop: true }
)

interface KeyPair {
  privateKey: KeyObject
  der: Buffer
  cert: X509Certificate
}

const REF_TYPES = { challenge: 'CR', auth: 'AU', session: 'SO', invoice: 'EE' } as const

function referenceNumber(kind: keyof typeof REF_TYPES, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '')
  const hex = randomBytes(11).toString('hex').toUpperCase()
  return `${day}-${REF_TYPES[kind]}-${hex.slice(0, 10)}-${hex.slice(10, 20)}-${hex.slice(20, 22)}`
}

/** CRC-8, polynomial 0x07, initial 0 (faktury/numer-ksef.md). */
export function crc8(text: string): number {
  let c = 0
  for (const b of Buffer.from(text, 'ascii')) {
    c ^= b
    for (let i = 0; i < 8; i++) c = c & 0x80 ? ((c << 1) ^ 0x07) & 0xff : (c << 1) & 0xff
  }
  return c
}

function ksefNumber(nip: string, now: Date): string {
  const data = `${nip}-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('hex').toUpperCase()}`
  return `${data}-${crc8(data).toString(16).toUpperCase().padStart(2, '0')}`
}

/**
 * An RSA key with a self-signed certificate (openssl makes the X.509; node:crypto cannot), made once
 * per name in a test process: generating an RSA-2048 key costs 50–300 ms of CPU, and every stand-in
 * (one per test) asked for two: the three KSeF suites took 33.3 CPU-s before, 24.6 after (2026-11-29).
 */
const keyPairs = new Map<string, KeyPair>()
function makeKeyPair(commonName: string): KeyPair {
  const kept = keyPairs.get(commonName)
  if (kept) return kept
  const made = newKeyPair(commonName)
  keyPairs.set(commonName, made)
  return made
}

function newKeyPair(commonName: string): KeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const dir = mkdtempSync(join(tmpdir(), 'ksef-stand-in-'))
  try {
    const keyFile = join(dir, 'key.pem')
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }))
    const certFile = join(dir, 'cert.der')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-new',
        '-key',
        keyFile,
        '-subj',
        `/CN=${commonName}`,
        '-days',
        '30',
        '-outform',
        'DER',
        '-out',
        certFile,
      ],
      {
        stdio: 'ignore',
      },
    )
    const der = readFileSync(certFile)
    return { privateKey, der, cert: new X509Certificate(der) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('base64')

export interface KsefStandInOptions {
  nip?: string
  token?: string
  /** Authentication status answers 100 this many times before 200. */
  authPendingPolls?: number
  /** Invoice status answers 150 this many times before 200. */
  invoicePendingPolls?: number
}

export class KsefStandIn {
  readonly nip: string
  readonly token: string
  authPendingPolls: number
  invoicePendingPolls: number
  /** Every request, in order (the test compares them with open-api.json). */
  readonly received: RecordedRequest[] = []
  readonly invoices: StandInInvoice[] = []
  /** A semantic rejection for the next invoice (status 450 with this description). */
  rejectNextInvoice: string | null = null
  private readonly failures: Failure[] = []
  private readonly tokenKey = makeKeyPair('Ministerstwo Finansow KSeF stand-in token')
  private readonly symmetricKey = makeKeyPair('Ministerstwo Finansow KSeF stand-in symmetric')
  private readonly challenges = new Map<string, { timestampMs: number; used: boolean }>()
  private readonly auths = new Map<
    string,
    {
      ref: string
      status: { code: number; description: string; details?: string[] }
      polls: number
      redeemed: boolean
      startDate: string
    }
  >()
  private readonly accessTokens = new Set<string>()
  private readonly sessions = new Map<
    string,
    { key: Buffer; iv: Buffer; open: boolean; invoices: StandInInvoice[] }
  >()
  private server: Server | null = null
  private readonly hanging = new Set<ServerResponse>()
  private readonly verifying = new Set<Promise<void>>()
  url = ''

  constructor(options: KsefStandInOptions = {}) {
    this.nip = options.nip ?? '6762000007'
    this.token =
      options.token ??
      `20270101-EC-0123456789-ABCDEF0123-45|nip-${this.nip}|${randomBytes(32).toString('hex')}`
    this.authPendingPolls = options.authPendingPolls ?? 1
    this.invoicePendingPolls = options.invoicePendingPolls ?? 1
  }

  /** The API's base address (`…/v2`), as the client takes it. */
  get apiUrl(): string {
    return `${this.url}/v2`
  }

  failNext(failure: Failure): void {
    this.failures.push(failure)
  }

  /** KSeF is back: the failures still waiting are dropped. */
  clearFailures(): void {
    this.failures.length = 0
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err) => this.json(res, 500, exception(500, String(err))))
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    await Promise.all(this.verifying)
    for (const res of this.hanging) res.destroy()
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  private json(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }

  private certificates() {
    const entry = (pair: KeyPair, usage: string) => ({
      certificate: pair.der.toString('base64'),
      certificateId: sha256(pair.der),
      publicKeyId: sha256(pair.cert.publicKey.export({ type: 'spki', format: 'der' })),
      validFrom: new Date(pair.cert.validFrom).toISOString(),
      validTo: new Date(pair.cert.validTo).toISOString(),
      usage: [usage],
    })
    return [entry(this.tokenKey, 'KsefTokenEncryption'), entry(this.symmetricKey, 'SymmetricKeyEncryption')]
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    let body: unknown = null
    if (raw) {
      try {
        body = JSON.parse(raw)
      } catch {
        return this.json(
          res,
          400,
          exception(21405, 'Błąd walidacji danych wejściowych.', ['Nieprawidłowy JSON.']),
        )
      }
    }
    const method = req.method ?? 'GET'
    const path = (req.url ?? '/').split('?')[0] as string
    this.received.push({ method, path, authorization: req.headers.authorization, body })

    const failure = this.failures.findIndex((f) => f.path.test(path) && (!f.method || f.method === method))
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1) as [Failure]
      if ('hang' in f) {
        this.hanging.add(res)
        return
      }
      if ('drop' in f) {
        req.socket.destroy()
        return
      }
      // A 429 says how long to wait (limity/limity-api.md: Retry-After, in seconds).
      const wait = f.status === 429 ? { 'retry-after': String(f.retryAfter ?? 30) } : undefined
      return this.json(res, f.status, exception(f.code ?? f.status, f.description ?? 'Awaria usługi.'), wait)
    }
    await this.route(
      method,
      path,
      req.headers.authorization,
      body as Record<string, unknown> | null,
      res,
      req,
    )
  }

  private bearer(authorization: string | undefined): string | null {
    return authorization?.startsWith('Bearer ') ? authorization.slice(7) : null
  }

  private async route(
    method: string,
    path: string,
    authorization: string | undefined,
    body: Record<string, unknown> | null,
    res: ServerResponse,
    req: IncomingMessage,
  ): Promise<unknown> {
    const now = new Date()
    const bearer = this.bearer(authorization)
    const unauthorized = () =>
      this.json(res, 401, { title: 'Unauthorized', status: 401, detail: 'Brak lub nieprawidłowy token.' })
    let m: RegExpExecArray | null

    if (method === 'GET' && path === '/v2/security/public-key-certificates')
      return this.json(res, 200, this.certificates())

    if (method === 'POST' && path === '/v2/auth/challenge') {
      const challenge = referenceNumber('challenge', now)
      this.challenges.set(challenge, { timestampMs: now.getTime(), used: false })
      return this.json(res, 200, {
        challenge,
        timestamp: now.toISOString(),
        timestampMs: now.getTime(),
        clientIp: '127.0.0.1',
      })
    }

    if (method === 'POST' && path === '/v2/auth/ksef-token') {
      const missing = ['challenge', 'contextIdentifier', 'encryptedToken'].filter(
        (k) => body?.[k] === undefined,
      )
      if (missing.length)
        return this.json(
          res,
          400,
          exception(
            21405,
            'Błąd walidacji danych wejściowych.',
            missing.map((k) => `Brak pola ${k}.`),
          ),
        )
      const challenge = this.challenges.get(String(body?.challenge))
      const ctx = body?.contextIdentifier as { type?: string; value?: string }
      if (!challenge || challenge.used || Date.now() - challenge.timestampMs > 10 * 60_000) {
        return this.json(res, 400, exception(21401, 'Nieprawidłowe wyzwanie autoryzacyjne.'))
      }
      challenge.used = true
      let status = { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' } as {
        code: number
        description: string
        details?: string[]
      }
      try {
        const plain = privateDecrypt(
          { key: this.tokenKey.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(String(body?.encryptedToken), 'base64'),
        ).toString('utf8')
        if (plain !== `${this.token}|${challenge.timestampMs}`) {
          status = {
            code: 450,
            description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
            details: ['Nieprawidłowy token'],
          }
        } else if (ctx?.type !== 'Nip' || ctx.value !== this.nip) {
          status = {
            code: 415,
            description: 'Uwierzytelnianie zakończone niepowodzeniem',
            details: ['Brak przypisanych uprawnień'],
          }
        }
      } catch {
        status = {
          code: 450,
          description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
          details: ['Nieprawidłowy token'],
        }
      }
      const ref = referenceNumber('auth', now)
      const token = `auth.${randomBytes(24).toString('base64url')}`
      this.auths.set(token, { ref, status, polls: 0, redeemed: false, startDate: now.toISOString() })
      return this.json(res, 202, {
        referenceNumber: ref,
        authenticationToken: { token, validUntil: new Date(now.getTime() + 15 * 60_000).toISOString() },
      })
    }

    m = /^\/v2\/auth\/([^/]+)$/.exec(path)

    if (method === 'GET' && m) {
      const auth = bearer ? this.auths.get(bearer) : undefined
      if (!auth || auth.ref !== m[1]) return unauthorized()
      const pending = auth.polls++ < this.authPendingPolls
      const status = pending ? { code: 100, description: 'Uwierzytelnianie w toku' } : auth.status
      return this.json(res, 200, {
        startDate: auth.startDate,
        authenticationMethod: 'Token',
        authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
        status,
      })
    }

    if (method === 'POST' && path === '/v2/auth/token/redeem') {
      const auth = bearer ? this.auths.get(bearer) : undefined
      if (!auth) return unauthorized()
      if (auth.status.code !== 200 || auth.polls <= this.authPendingPolls)
        return this.json(
          res,
          400,
          exception(21301, 'Brak autoryzacji.', ['Uwierzytelnianie nie zakończyło się sukcesem.']),
        )
      if (auth.redeemed)
        return this.json(res, 400, exception(21304, 'Brak uwierzytelnienia.', ['Token został już pobrany.']))
      auth.redeemed = true
      const access = `access.${randomBytes(24).toString('base64url')}`
      this.accessTokens.add(access)
      const until = new Date(now.getTime() + 15 * 60_000).toISOString()
      return this.json(res, 200, {
        accessToken: { token: access, validUntil: until },
        refreshToken: { token: `refresh.${randomBytes(24).toString('base64url')}`, validUntil: until },
      })
    }

    if (!bearer || !this.accessTokens.has(bearer)) return unauthorized()

    if (method === 'POST' && path === '/v2/sessions/online') {
      const formCode = body?.formCode as
        | { systemCode?: string; schemaVersion?: string; value?: string }
        | undefined
      const encryption = body?.encryption as
        | { encryptedSymmetricKey?: string; initializationVector?: string }
        | undefined
      if (formCode?.systemCode !== 'FA (3)' || formCode.schemaVersion !== '1-0E' || formCode.value !== 'FA') {
        return this.json(
          res,
          400,
          exception(21405, 'Błąd walidacji danych wejściowych.', ['Nieobsługiwany formCode.']),
        )
      }
      let key: Buffer
      const iv = Buffer.from(encryption?.initializationVector ?? '', 'base64')
      try {
        key = privateDecrypt(
          {
            key: this.symmetricKey.privateKey,
            padding: constants.RSA_PKCS1_OAEP_PADDING,
            oaepHash: 'sha256',
          },
          Buffer.from(encryption?.encryptedSymmetricKey ?? '', 'base64'),
        )
      } catch {
        return this.json(
          res,
          400,
          exception(21405, 'Błąd walidacji danych wejściowych.', [
            'Nie można odszyfrować klucza symetrycznego.',
          ]),
        )
      }
      if (key.length !== 32 || iv.length !== 16)
        return this.json(
          res,
          400,
          exception(21405, 'Błąd walidacji danych wejściowych.', ['Klucz musi mieć 32 bajty, IV 16.']),
        )
      const ref = referenceNumber('session', now)
      this.sessions.set(ref, { key, iv, open: true, invoices: [] })
      return this.json(res, 201, {
        referenceNumber: ref,
        validUntil: new Date(now.getTime() + 12 * 3_600_000).toISOString(),
      })
    }

    m = /^\/v2\/sessions\/online\/([^/]+)\/invoices$/.exec(path)

    if (method === 'POST' && m) {
      const session = this.sessions.get(m[1] as string)
      if (!session?.open)
        return this.json(res, 400, exception(21180, 'Status sesji nie pozwala na wykonanie operacji.'))
      const required = [
        'invoiceHash',
        'invoiceSize',
        'encryptedInvoiceHash',
        'encryptedInvoiceSize',
        'encryptedInvoiceContent',
      ]
      const missing = required.filter((k) => body?.[k] === undefined)
      if (missing.length)
        return this.json(
          res,
          400,
          exception(
            21405,
            'Błąd walidacji danych wejściowych.',
            missing.map((k) => `Brak pola ${k}.`),
          ),
        )
      const encrypted = Buffer.from(String(body?.encryptedInvoiceContent), 'base64')
      if (
        sha256(encrypted) !== body?.encryptedInvoiceHash ||
        encrypted.length !== body?.encryptedInvoiceSize
      ) {
        return this.json(
          res,
          400,
          exception(21405, 'Błąd walidacji danych wejściowych.', [
            'Skrót lub rozmiar zaszyfrowanej faktury się nie zgadza.',
          ]),
        )
      }
      const ref = referenceNumber('invoice', now)
      const invoice: StandInInvoice = {
        sessionRef: m[1] as string,
        referenceNumber: ref,
        xml: '',
        invoiceHash: String(body?.invoiceHash),
        ksefNumber: null,
        status: { code: 150, description: 'Trwa przetwarzanie' },
        acquisitionDate: now.toISOString(),
        polls: 0,
      }
      session.invoices.push(invoice)
      this.invoices.push(invoice)
      // KSeF verifies after accepting the file: the status says 150 until it is done.
      const verification = this.verify(
        invoice,
        session,
        encrypted,
        body as Record<string, unknown>,
        now,
      ).then((status) => {
        invoice.status = status
        this.verifying.delete(verification)
      })
      this.verifying.add(verification)
      return this.json(res, 202, { referenceNumber: ref })
    }

    m = /^\/v2\/sessions\/([^/]+)\/invoices$/.exec(path)

    if (method === 'GET' && m) {
      // The session's invoices, a page at a time (SessionInvoicesResponse; pageSize 10 by default).
      const session = this.sessions.get(m[1] as string)
      if (!session)
        return this.json(res, 400, exception(21170, 'Sesja o podanym numerze referencyjnym nie istnieje.'))
      const pageSize = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('pageSize') ?? 10)
      const from = Number(req.headers['x-continuation-token'] ?? 0)
      const page = session.invoices.slice(from, from + pageSize)
      return this.json(res, 200, {
        invoices: page.map((invoice, i) => ({
          ordinalNumber: from + i + 1,
          referenceNumber: invoice.referenceNumber,
          invoiceHash: invoice.invoiceHash,
          invoicingDate: invoice.acquisitionDate,
          status: invoice.status,
          ...(invoice.invoiceNumber ? { invoiceNumber: invoice.invoiceNumber } : {}),
          ...(invoice.ksefNumber ? { ksefNumber: invoice.ksefNumber } : {}),
        })),
        ...(from + pageSize < session.invoices.length ? { continuationToken: String(from + pageSize) } : {}),
      })
    }

    m = /^\/v2\/sessions\/([^/]+)\/invoices\/([^/]+)$/.exec(path)

    if (method === 'GET' && m) {
      const invoice = this.sessions.get(m[1] as string)?.invoices.find((i) => i.referenceNumber === m?.[2])
      if (!invoice)
        return this.json(res, 400, exception(21165, 'Faktura o podanym numerze referencyjnym nie istnieje.'))
      const pending = invoice.status.code === 200 && invoice.polls++ < this.invoicePendingPolls
      const status = pending ? { code: 150, description: 'Trwa przetwarzanie' } : invoice.status
      return this.json(res, 200, {
        ordinalNumber: 1,
        referenceNumber: invoice.referenceNumber,
        invoiceHash: invoice.invoiceHash,
        invoicingDate: invoice.acquisitionDate,
        status,
        ...(invoice.invoiceNumber ? { invoiceNumber: invoice.invoiceNumber } : {}),
        ...(status.code === 200 && invoice.ksefNumber
          ? { ksefNumber: invoice.ksefNumber, acquisitionDate: invoice.acquisitionDate }
          : {}),
      })
    }

    m = /^\/v2\/sessions\/online\/([^/]+)\/close$/.exec(path)

    if (method === 'POST' && m) {
      const session = this.sessions.get(m[1] as string)
      if (!session?.open)
        return this.json(res, 400, exception(21180, 'Status sesji nie pozwala na wykonanie operacji.'))
      session.open = false
      res.writeHead(204)
      return res.end()
    }

    m = /^\/v2\/sessions\/([^/]+)\/invoices\/([^/]+)\/upo$/.exec(path)

    if (method === 'GET' && m) {
      const invoice = this.sessions.get(m[1] as string)?.invoices.find((i) => i.referenceNumber === m?.[2])
      if (!invoice?.ksefNumber || invoice.status.code !== 200)
        return this.json(res, 400, exception(21178, 'Nie znaleziono UPO dla podanych kryteriów.'))
      res.writeHead(200, { 'content-type': 'application/xml' })
      return res.end(this.upo(invoice))
    }

    return this.json(res, 404, { title: 'Not Found', status: 404, detail: `${method} ${path}` })
  }

  /** Waits until every invoice sent so far has been verified. */
  async settled(): Promise<void> {
    await Promise.all(this.verifying)
  }

  /** What KSeF checks after accepting the file: decryption, hash and size, schema, seller, duplicate. */
  private async verify(
    invoice: StandInInvoice,
    session: { key: Buffer; iv: Buffer },
    encrypted: Buffer,
    body: Record<string, unknown>,
    now: Date,
  ): Promise<StandInInvoice['status']> {
    let plain: Buffer
    try {
      const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv)
      plain = Buffer.concat([decipher.update(encrypted), decipher.final()])
    } catch {
      return { code: 435, description: 'Błąd odszyfrowania pliku' }
    }
    invoice.xml = plain.toString('utf8')
    if (sha256(plain) !== body.invoiceHash || plain.length !== body.invoiceSize) {
      return {
        code: 430,
        description: 'Błąd weryfikacji pliku faktury',
        details: ['Skrót lub rozmiar faktury się nie zgadza.'],
      }
    }
    const validation = await validateFa3(invoice.xml)
    if (!validation.valid)
      return {
        code: 450,
        description: 'Błąd weryfikacji semantyki dokumentu faktury',
        details: validation.errors,
      }
    invoice.invoiceNumber = /<P_2>([^<]*)<\/P_2>/.exec(invoice.xml)?.[1]
    const seller = /<Podmiot1>.*?<NIP>(\d{10})<\/NIP>/s.exec(invoice.xml)?.[1]
    if (seller !== this.nip) return { code: 410, description: 'Nieprawidłowy zakres uprawnień' }
    if (this.rejectNextInvoice) {
      const why = this.rejectNextInvoice
      this.rejectNextInvoice = null
      return { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: [why] }
    }
    // KSeF's duplicate is the same seller NIP, invoice type (RodzajFaktury) and number (P_2), not the
    // same file (faktury/weryfikacja-faktury.md, "Unikalność faktury").
    const kindOf = (xml: string) => /<RodzajFaktury>([^<]*)<\/RodzajFaktury>/.exec(xml)?.[1]
    const first = this.invoices.find(
      (i) =>
        i !== invoice &&
        i.ksefNumber &&
        i.invoiceNumber === invoice.invoiceNumber &&
        kindOf(i.xml) === kindOf(invoice.xml),
    )
    if (first?.ksefNumber) {
      return {
        code: 440,
        description: 'Duplikat faktury',
        details: [
          `Duplikat faktury. Faktura o numerze KSeF: ${first.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${first.sessionRef}`,
        ],
        extensions: {
          originalSessionReferenceNumber: first.sessionRef,
          originalKsefNumber: first.ksefNumber,
        },
      }
    }
    invoice.ksefNumber = ksefNumber(this.nip, now)
    return { code: 200, description: 'Sukces' }
  }

  private upo(invoice: StandInInvoice): string {
    const issue = /<P_1>([^<]*)<\/P_1>/.exec(invoice.xml)?.[1] ?? ''
    return (
      '<?xml version="1.0" encoding="utf-8"?>\n<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">' +
      '<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów</NazwaPodmiotuPrzyjmujacego>' +
      `<NumerReferencyjnySesji>${invoice.sessionRef}</NumerReferencyjnySesji>` +
      `<Uwierzytelnienie><IdKontekstu><Nip>${this.nip}</Nip></IdKontekstu><SkrotDokumentuUwierzytelniajacego>${sha256(this.token)}</SkrotDokumentuUwierzytelniajacego></Uwierzytelnienie>` +
      '<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej><KodFormularza>FA (3)</KodFormularza>' +
      `<Dokument><NipSprzedawcy>${this.nip}</NipSprzedawcy><NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>` +
      `<NumerFaktury>${invoice.invoiceNumber ?? ''}</NumerFaktury><DataWystawieniaFaktury>${issue}</DataWystawieniaFaktury>` +
      `<DataPrzeslaniaDokumentu>${invoice.acquisitionDate}</DataPrzeslaniaDokumentu><DataNadaniaNumeruKSeF>${invoice.acquisitionDate}</DataNadaniaNumeruKSeF>` +
      `<SkrotDokumentu>${invoice.invoiceHash}</SkrotDokumentu><TrybWysylki>Online</TrybWysylki></Dokument></Potwierdzenie>\n`
    )
  }
}

function exception(code: number, description: string, details: string[] = []) {
  return {
    exception: {
      exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }],
      referenceNumber: null,
      serviceCode: randomBytes(8).toString('hex'),
      serviceCtx: 'srvTEMFB',
      serviceName: 'stand-in',
      timestamp: new Date().toISOString(),
    },
  }
}

/** The configuration that points a site's invoicing at `ksef` (the test environment), with its seller. */
export function ksefSiteEnv(ksef: KsefStandIn): Record<string, string> {
  return {
    KSEF_ENV: 'test',
    KSEF_API_URL: ksef.apiUrl,
    KSEF_TOKEN: ksef.token,
    SELLER_NIP: ksef.nip,
    SELLER_NAME: 'Sakana Sushi sp. z o.o.',
    SELLER_ADDRESS_LINE1: 'ul. Józefa 12',
    SELLER_ADDRESS_LINE2: '31-056 Kraków',
  }
}

/**
 * The KSeF client's pace against the stand-in: quick questions, and 60 s of them, as the stand-in
 * checks each file against the FA(3) schema in WebAssembly, seconds a file on CI's busy cores (three
 * at once took a test past the 4 s it once allowed).
 */
export const STAND_IN_CLIENT = { pollIntervalMs: 20, maxPolls: 3000, timeoutMs: 10_000 }
