import { FA3_FORM_CODE } from '#domain/invoices/fa3.js'
import {
  encryptedInvoiceRequest,
  encryptKsefToken,
  newSessionKey,
  type PublicKeyCertificate,
  pickCertificate,
  publicKeyOf,
  rsaOaepSha256,
  type SessionKey,
} from './ksef-crypto.js'

/**
 * A client of KSeF API 2.0 (the Ministry of Finance's e-invoice system) with fetch and node:crypto
 * only: authentication with a KSeF token, an interactive session, one invoice sent, its status
 * polled until it has a KSeF number, the session closed and the UPO fetched. docs/invoices.md,
 * "Talking to KSeF", walks through the calls; every call has a timeout and every failure is a
 * KsefError that says whether trying again later can help. The KSeF token, the authentication
 * token and the access token are never put in a message.
 */

export type KsefEnvironment = 'test' | 'demo' | 'production'

/** The official addresses (KSeF's srodowiska.md and kody-qr.md). */
export const KSEF_ENVIRONMENTS: Record<KsefEnvironment, { apiUrl: string; qrUrl: string }> = {
  test: { apiUrl: 'https://api-test.ksef.mf.gov.pl/v2', qrUrl: 'https://qr-test.ksef.mf.gov.pl' },
  demo: { apiUrl: 'https://api-demo.ksef.mf.gov.pl/v2', qrUrl: 'https://qr-demo.ksef.mf.gov.pl' },
  production: { apiUrl: 'https://api.ksef.mf.gov.pl/v2', qrUrl: 'https://qr.ksef.mf.gov.pl' },
}

/**
 * Why a call failed. RETRYABLE: KSeF could not be reached, timed out, answered 5xx or 429, or
 * reported a failure of its own (status 500/550) or had not finished in time: the same invoice
 * may be sent again later (KSeF answers a duplicate with the first one's number). PERMANENT:
 * KSeF refused what it was sent (a 4xx, or an invoice status such as 450); `code`, `description`
 * and `details` are KSeF's, kept for the staff.
 */
export class KsefError extends Error {
  constructor(
    message: string,
    readonly kind: 'RETRYABLE' | 'PERMANENT',
    readonly operation: string,
    readonly info: {
      status?: number
      code?: number
      description?: string
      details?: string[]
      /** KSeF's own wait after a 429 (its Retry-After header, seconds): the earliest next try. */
      retryAfterSeconds?: number
    } = {},
  ) {
    super(message)
    this.name = 'KsefError'
  }
}

export interface KsefClientOptions {
  /** The API's base address, e.g. KSEF_ENVIRONMENTS.test.apiUrl. */
  apiUrl: string
  fetch?: typeof fetch
  /** Each HTTP call gives up after this long. */
  timeoutMs?: number
  /** Between two status questions (authentication, invoice). */
  pollIntervalMs?: number
  /** Status questions before giving up (a RETRYABLE error). */
  maxPolls?: number
  sleep?: (ms: number) => Promise<void>
  now?: () => Date
}

export interface AccessToken {
  token: string
  validUntil: string
}

export interface OnlineSession {
  referenceNumber: string
  validUntil: string
  key: SessionKey
}

export interface InvoiceAccepted {
  ksefNumber: string
  /** KSeF had this invoice already (status 440) and gave the first one's number. */
  duplicate: boolean
  acquisitionDate?: string
}

export interface IssueResult extends InvoiceAccepted {
  sessionReferenceNumber: string
  invoiceReferenceNumber: string
  /** SHA-256 of the XML, Base64, as KSeF records it. */
  invoiceHash: string
  /** The UPO (official receipt) XML, or null when it could not be fetched yet (getUpo() later). */
  upo: string | null
}

interface StatusInfo {
  code: number
  description: string
  details?: string[]
  extensions?: Record<string, string>
}

const RETRYABLE_STATUS_CODES = new Set([405, 500, 550])

function describe(status: StatusInfo): string {
  return [status.description, ...(status.details ?? [])].filter(Boolean).join(' — ')
}

export class KsefClient {
  private readonly fetch: typeof fetch
  private readonly timeoutMs: number
  private readonly pollIntervalMs: number
  private readonly maxPolls: number
  private readonly sleep: (ms: number) => Promise<void>
  private readonly now: () => Date
  private readonly apiUrl: string
  /** Every secret this client has handled: scrubbed out of any message it builds. */
  private readonly secrets = new Set<string>()
  private certificates: { list: PublicKeyCertificate[]; at: number } | null = null

  constructor(options: KsefClientOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '')
    this.fetch = options.fetch ?? fetch
    this.timeoutMs = options.timeoutMs ?? 15_000
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000
    this.maxPolls = options.maxPolls ?? 30
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    this.now = options.now ?? (() => new Date())
  }

  private scrub(text: string): string {
    let out = text
    for (const s of this.secrets) if (s.length >= 4) out = out.replaceAll(s, '[secret]')
    return out
  }

  private fail(
    kind: KsefError['kind'],
    operation: string,
    message: string,
    info: KsefError['info'] = {},
  ): KsefError {
    const clean = {
      ...info,
      description: info.description === undefined ? undefined : this.scrub(info.description),
      details: info.details?.map((d) => this.scrub(d)),
    }
    return new KsefError(this.scrub(`KSeF ${operation}: ${message}`), kind, operation, clean)
  }

  /** One HTTP call: JSON in, JSON (or text) out, a timeout, errors classed. */
  private async call(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    opts: { bearer?: string; body?: unknown; accept?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; json: unknown; text: string }> {
    const headers: Record<string, string> = { accept: opts.accept ?? 'application/json', ...opts.headers }
    if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`
    if (opts.body !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    let text: string
    try {
      res = await this.fetch(`${this.apiUrl}${path}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      text = await res.text()
    } catch (err) {
      const name = (err as Error).name
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw this.fail('RETRYABLE', operation, `no answer within ${this.timeoutMs} ms`)
      }
      throw this.fail('RETRYABLE', operation, `could not be reached (${(err as Error).message})`)
    }
    let json: unknown = null
    if (text && (res.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text)
      } catch {
        json = null
      }
    }
    if (res.status >= 200 && res.status < 300) return { status: res.status, json, text }
    const info = { status: res.status, ...errorInfo(json), ...retryAfter(res) }
    const what = [`HTTP ${res.status}`, info.code, info.description, ...(info.details ?? [])]
      .filter((x) => x !== undefined && x !== '')
      .join(' ')
    const kind = res.status === 429 || res.status >= 500 ? 'RETRYABLE' : 'PERMANENT'
    throw this.fail(kind, operation, what, info)
  }

  /** `GET /security/public-key-certificates`, kept for an hour. */
  async publicCertificates(): Promise<PublicKeyCertificate[]> {
    const now = this.now().getTime()
    if (this.certificates && now - this.certificates.at < 3_600_000) return this.certificates.list
    const { json } = await this.call('public keys', 'GET', '/security/public-key-certificates')
    if (!Array.isArray(json)) throw this.fail('RETRYABLE', 'public keys', 'the answer is not a list')
    this.certificates = { list: json as PublicKeyCertificate[], at: now }
    return this.certificates.list
  }

  private async certificateFor(
    usage: 'KsefTokenEncryption' | 'SymmetricKeyEncryption',
  ): Promise<PublicKeyCertificate> {
    const cert = pickCertificate(await this.publicCertificates(), usage, this.now())
    if (!cert) throw this.fail('RETRYABLE', 'public keys', `no valid certificate for ${usage}`)
    return cert
  }

  /**
   * Challenge → the KSeF token with the challenge's timestamp, encrypted → the authentication's
   * status until it succeeds → the access token.
   */
  async authenticate(nip: string, ksefToken: string): Promise<AccessToken> {
    this.secrets.add(ksefToken)
    const cert = await this.certificateFor('KsefTokenEncryption')
    const { json: challenge } = (await this.call('challenge', 'POST', '/auth/challenge')) as {
      json: { challenge: string; timestampMs: number }
    }
    const { json: init } = (await this.call('token authentication', 'POST', '/auth/ksef-token', {
      body: {
        challenge: challenge.challenge,
        contextIdentifier: { type: 'Nip', value: nip },
        encryptedToken: encryptKsefToken(publicKeyOf(cert), ksefToken, challenge.timestampMs),
        ...(cert.publicKeyId ? { publicKeyId: cert.publicKeyId } : {}),
      },
    })) as { json: { referenceNumber: string; authenticationToken: { token: string } } }
    const authToken = init.authenticationToken.token
    this.secrets.add(authToken)
    for (let i = 0; ; i++) {
      const { json } = (await this.call(
        'authentication status',
        'GET',
        `/auth/${encodeURIComponent(init.referenceNumber)}`,
        {
          bearer: authToken,
        },
      )) as { json: { status: StatusInfo } }
      const status = json.status
      if (status.code === 200) break
      if (status.code !== 100) {
        const kind = RETRYABLE_STATUS_CODES.has(status.code) ? 'RETRYABLE' : 'PERMANENT'
        throw this.fail(kind, 'authentication', `status ${status.code} ${describe(status)}`, {
          code: status.code,
          description: status.description,
          details: status.details,
        })
      }
      if (i + 1 >= this.maxPolls)
        throw this.fail('RETRYABLE', 'authentication', 'still in progress, try again later')
      await this.sleep(this.pollIntervalMs)
    }
    const { json: tokens } = (await this.call('token redemption', 'POST', '/auth/token/redeem', {
      bearer: authToken,
    })) as {
      json: { accessToken: AccessToken }
    }
    this.secrets.add(tokens.accessToken.token)
    return tokens.accessToken
  }

  /** `POST /sessions/online` with a fresh AES-256 key wrapped for KSeF. */
  async openSession(access: AccessToken): Promise<OnlineSession> {
    const cert = await this.certificateFor('SymmetricKeyEncryption')
    const key = newSessionKey()
    const { json } = (await this.call('session opening', 'POST', '/sessions/online', {
      bearer: access.token,
      body: {
        formCode: FA3_FORM_CODE,
        encryption: {
          encryptedSymmetricKey: rsaOaepSha256(publicKeyOf(cert), key.key).toString('base64'),
          initializationVector: key.iv.toString('base64'),
          ...(cert.publicKeyId ? { publicKeyId: cert.publicKeyId } : {}),
        },
      },
    })) as { json: { referenceNumber: string; validUntil: string } }
    return { referenceNumber: json.referenceNumber, validUntil: json.validUntil, key }
  }

  /** Sends one invoice in the session; returns its reference number and hash. */
  async sendInvoice(
    access: AccessToken,
    session: OnlineSession,
    xml: string,
  ): Promise<{ referenceNumber: string; invoiceHash: string }> {
    const body = encryptedInvoiceRequest(session.key, xml)
    const { json } = (await this.call(
      'invoice sending',
      'POST',
      `/sessions/online/${encodeURIComponent(session.referenceNumber)}/invoices`,
      {
        bearer: access.token,
        body,
      },
    )) as { json: { referenceNumber: string } }
    return { referenceNumber: json.referenceNumber, invoiceHash: body.invoiceHash }
  }

  /**
   * The hash KSeF recorded for the invoice with `ksefNumber` in an earlier session
   * (`GET /sessions/{ref}/invoices`, page by page), or null when it is not there.
   */
  async recordedHash(access: AccessToken, sessionRef: string, ksefNumber: string): Promise<string | null> {
    let continuation: string | undefined
    for (let page = 0; page < 100; page++) {
      const { json } = (await this.call(
        'session invoices',
        'GET',
        `/sessions/${encodeURIComponent(sessionRef)}/invoices?pageSize=100`,
        { bearer: access.token, headers: continuation ? { 'x-continuation-token': continuation } : {} },
      )) as { json: { continuationToken?: string; invoices: { ksefNumber?: string; invoiceHash: string }[] } }
      const found = json.invoices.find((invoice) => invoice.ksefNumber === ksefNumber)
      if (found) return found.invoiceHash
      if (!json.continuationToken) return null
      continuation = json.continuationToken
    }
    return null
  }

  /**
   * Asks for the invoice's status until it has a KSeF number (or is refused). A duplicate (440: the
   * seller, type and number KSeF has already) is this invoice sent before only when KSeF recorded
   * the same file (`invoiceHash`): then its number is ours. Another file under our number is a
   * permanent failure, never success (the numbering gave a number twice).
   */
  async waitForInvoice(
    access: AccessToken,
    sessionRef: string,
    invoiceRef: string,
    invoiceHash?: string,
  ): Promise<InvoiceAccepted> {
    for (let i = 0; ; i++) {
      const { json } = (await this.call(
        'invoice status',
        'GET',
        `/sessions/${encodeURIComponent(sessionRef)}/invoices/${encodeURIComponent(invoiceRef)}`,
        { bearer: access.token },
      )) as { json: { status: StatusInfo; ksefNumber?: string; acquisitionDate?: string } }
      const status = json.status
      if (status.code === 200 && json.ksefNumber) {
        return { ksefNumber: json.ksefNumber, duplicate: false, acquisitionDate: json.acquisitionDate }
      }
      const original = status.extensions?.originalKsefNumber
      const originalSession = status.extensions?.originalSessionReferenceNumber
      if (status.code === 440 && original) {
        if (invoiceHash === undefined || originalSession === undefined)
          return { ksefNumber: original, duplicate: true }
        const recorded = await this.recordedHash(access, originalSession, original)
        if (recorded === invoiceHash) return { ksefNumber: original, duplicate: true }
        throw this.fail(
          recorded === null ? 'RETRYABLE' : 'PERMANENT',
          'invoice',
          recorded === null
            ? `status 440: KSeF's first invoice ${original} is not yet in its session's list`
            : `status 440: KSeF has another invoice under this number (${original}); a number must not be given twice`,
          { code: 440, description: status.description, details: status.details },
        )
      }
      if (status.code !== 100 && status.code !== 150 && status.code !== 200) {
        const kind = RETRYABLE_STATUS_CODES.has(status.code) ? 'RETRYABLE' : 'PERMANENT'
        throw this.fail(kind, 'invoice', `status ${status.code} ${describe(status)}`, {
          code: status.code,
          description: status.description,
          details: status.details,
        })
      }
      if (i + 1 >= this.maxPolls)
        throw this.fail('RETRYABLE', 'invoice', 'KSeF has not given a number yet, try again later')
      await this.sleep(this.pollIntervalMs)
    }
  }

  async closeSession(access: AccessToken, sessionRef: string): Promise<void> {
    await this.call('session closing', 'POST', `/sessions/online/${encodeURIComponent(sessionRef)}/close`, {
      bearer: access.token,
    })
  }

  /** The invoice's UPO, XML. */
  async getUpo(access: AccessToken, sessionRef: string, invoiceRef: string): Promise<string> {
    const { text } = await this.call(
      'UPO',
      'GET',
      `/sessions/${encodeURIComponent(sessionRef)}/invoices/${encodeURIComponent(invoiceRef)}/upo`,
      { bearer: access.token, accept: 'application/xml' },
    )
    return text
  }

  /** Checks that the token opens KSeF for the NIP (the settings' "check connection"). */
  async checkConnection(nip: string, ksefToken: string): Promise<void> {
    await this.authenticate(nip, ksefToken)
  }

  /**
   * The whole issue of one invoice: authenticate, open a session, send, wait for the number,
   * close, fetch the UPO. Once KSeF has given the number, a failure to close the session or to
   * fetch the UPO does not fail the issue (the UPO is then null).
   */
  async issue(input: { nip: string; ksefToken: string; xml: string }): Promise<IssueResult> {
    const access = await this.authenticate(input.nip, input.ksefToken)
    const session = await this.openSession(access)
    const sent = await this.sendInvoice(access, session, input.xml)
    let accepted: InvoiceAccepted
    try {
      accepted = await this.waitForInvoice(
        access,
        session.referenceNumber,
        sent.referenceNumber,
        sent.invoiceHash,
      )
    } catch (err) {
      await this.closeSession(access, session.referenceNumber).catch(() => undefined)
      throw err
    }
    let upo: string | null = null
    try {
      await this.closeSession(access, session.referenceNumber)
      upo = await this.getUpo(access, session.referenceNumber, sent.referenceNumber)
    } catch {
      upo = null
    }
    return {
      ...accepted,
      sessionReferenceNumber: session.referenceNumber,
      invoiceReferenceNumber: sent.referenceNumber,
      invoiceHash: sent.invoiceHash,
      upo,
    }
  }
}

/** A 429's Retry-After in seconds (KSeF's limits: limity/limity-api.md); an HTTP date is turned into seconds. */
function retryAfter(res: Response): { retryAfterSeconds?: number } {
  const value = res.headers.get('retry-after')?.trim()
  if (res.status !== 429 || !value) return {}
  if (/^\d+$/.test(value)) return { retryAfterSeconds: Number(value) }
  const at = Date.parse(value)
  return Number.isNaN(at) ? {} : { retryAfterSeconds: Math.max(0, Math.ceil((at - Date.now()) / 1000)) }
}

/** KSeF's error bodies: ExceptionResponse (`exception.exceptionDetailList`) or problem details (`errors`). */
function errorInfo(json: unknown): { code?: number; description?: string; details?: string[] } {
  if (!json || typeof json !== 'object') return {}
  const body = json as {
    exception?: {
      exceptionDetailList?: { exceptionCode?: number; exceptionDescription?: string; details?: string[] }[]
    }
    errors?: { code?: number; description?: string; details?: string[] }[]
    title?: string
    detail?: string
  }
  const ex = body.exception?.exceptionDetailList?.[0]
  if (ex) return { code: ex.exceptionCode, description: ex.exceptionDescription, details: ex.details }
  const pe = body.errors?.[0]
  if (pe) return { code: pe.code, description: pe.description, details: pe.details }
  if (body.title || body.detail) return { description: [body.title, body.detail].filter(Boolean).join(': ') }
  return {}
}
