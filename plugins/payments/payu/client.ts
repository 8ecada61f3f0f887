import { createHash, timingSafeEqual } from 'node:crypto'
import type { PayuConfig } from '#server/config.js'

/**
 * A small client of PayU's REST API v2.1 (developers.payu.com): OAuth client_credentials (the token
 * kept until it expires), order creation (answered with 302 and a JSON body: never followed),
 * order retrieval, cancellation and refunds; and the check of a notification's signature.
 */

/** Why a call to PayU failed: it could not be reached (or answered 5xx), or it refused the request. */
export class PayuError extends Error {
  constructor(
    message: string,
    readonly kind: 'UNREACHABLE' | 'REFUSED',
    readonly status?: number,
    readonly payuCode?: string,
  ) {
    super(message)
    this.name = 'PayuError'
  }
}

interface PayuProduct {
  name: string
  unitPrice: string
  quantity: string
}

/** The order PayU is asked to create (fields of OrderCreateRequest). */
export interface PayuOrderRequest {
  notifyUrl: string
  continueUrl: string
  customerIp: string
  description: string
  currencyCode: 'PLN'
  totalAmount: string
  extOrderId: string
  buyer: { email: string; phone: string; firstName: string; lastName: string; language: string }
  products: PayuProduct[]
  /** BLIK with the code typed on our page: PayU answers 201 and no page to pay on. */
  payMethods?: { payMethod: { type: 'PBL'; value: 'blik'; authorizationCode: string } }
}

/** PayU's order statuses. */
export type PayuOrderStatus = 'NEW' | 'PENDING' | 'WAITING_FOR_CONFIRMATION' | 'COMPLETED' | 'CANCELED'

export interface PayuOrder {
  orderId: string
  extOrderId?: string
  status: PayuOrderStatus
  totalAmount: string
  currencyCode: string
}

/** Seconds of a token's life left unused, so that a token is never sent just as it expires. */
const TOKEN_MARGIN_S = 60

export interface PayuClientOptions {
  fetch?: typeof fetch
  /** Each call gives up after this long (PayU answers in well under a second). */
  timeoutMs?: number
  now?: () => Date
}

interface PayuStatusBody {
  status?: { statusCode?: string; code?: string; codeLiteral?: string; statusDesc?: string }
}

export class PayuClient {
  private token: { value: string; expiresAt: number } | null = null
  private tokenRequest: Promise<string> | null = null
  private readonly fetch: typeof fetch
  private readonly timeoutMs: number
  private readonly now: () => Date

  constructor(
    readonly config: PayuConfig,
    options: PayuClientOptions = {},
  ) {
    this.fetch = options.fetch ?? fetch
    this.timeoutMs = options.timeoutMs ?? 10_000
    this.now = options.now ?? (() => new Date())
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(`${this.config.url}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new PayuError(`PayU could not be reached (${reason})`, 'UNREACHABLE')
    }
  }

  /** An OAuth access token (grant_type=client_credentials), kept until shortly before it expires. */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now().getTime()) return this.token.value
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null
    })
    return this.tokenRequest
  }

  private async fetchToken(): Promise<string> {
    const response = await this.call('/pl/standard/user/oauth/authorize', {
      method: 'POST',
      // PayU answers 401 to this call unless the body is form-urlencoded.
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }).toString(),
    })
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown } | null
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw failure(response, body, 'PayU refused the OAuth credentials')
    }
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 0
    this.token = {
      value: body.access_token,
      expiresAt: this.now().getTime() + Math.max(lifetime - TOKEN_MARGIN_S, 0) * 1000,
    }
    return body.access_token
  }

  /** A call with the bearer token; a 401 (the token was revoked) gets one new token and one retry. */
  private async authorized(path: string, init: RequestInit): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken()
      const response = await this.call(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      })
      if (response.status !== 401 || attempt > 1) return response
      await response.body?.cancel()
      this.token = null
    }
  }

  /**
   * Creates the PayU order: answers PayU's orderId and the page the guest pays on (none for a BLIK
   * code typed on our page: PayU answers 201, the guest confirms in the bank app).
   */
  async createOrder(order: PayuOrderRequest): Promise<{ orderId: string; redirectUri: string | null }> {
    const response = await this.authorized('/api/v2_1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...order, merchantPosId: this.config.posId }),
    })
    // 302 with a Location header is PayU's usual answer: the JSON body says the same, and the
    // redirect is the guest's to follow, not ours.
    const body = (await readJson(response)) as
      | (PayuStatusBody & { orderId?: unknown; redirectUri?: unknown })
      | null
    const success = body?.status?.statusCode === 'SUCCESS'
    if (
      (response.status === 200 || response.status === 201 || response.status === 302) &&
      success &&
      typeof body?.orderId === 'string' &&
      (typeof body.redirectUri === 'string' || order.payMethods !== undefined)
    ) {
      return {
        orderId: body.orderId,
        redirectUri: typeof body.redirectUri === 'string' ? body.redirectUri : null,
      }
    }
    throw failure(response, body, 'PayU did not create the order')
  }

  /** The order's status at PayU (OrderRetrieveRequest). */
  async retrieveOrder(orderId: string): Promise<PayuOrder> {
    const response = await this.authorized(`/api/v2_1/orders/${encodeURIComponent(orderId)}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    })
    const body = (await readJson(response)) as (PayuStatusBody & { orders?: PayuOrder[] }) | null
    const found = body?.orders?.[0]
    if (response.ok && found && typeof found.status === 'string') return found
    throw failure(response, body, 'PayU did not answer the order status')
  }

  /** Cancels an order the guest has not paid (OrderCancelRequest). */
  async cancelOrder(orderId: string): Promise<void> {
    const response = await this.authorized(`/api/v2_1/orders/${encodeURIComponent(orderId)}`, {
      method: 'DELETE',
      headers: { accept: 'application/json' },
    })
    const body = await readJson(response)
    if (!response.ok) throw failure(response, body, 'PayU did not cancel the order')
  }

  /** Refunds the whole order (RefundCreateRequest); PayU confirms the refund later by notification. */
  async refund(
    orderId: string,
    refund: { description: string; extRefundId: string },
  ): Promise<{ refundId: string; status: string }> {
    const response = await this.authorized(`/api/v2_1/orders/${encodeURIComponent(orderId)}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refund }),
    })
    const body = (await readJson(response)) as
      | (PayuStatusBody & { refund?: { refundId?: unknown; status?: unknown } })
      | null
    if (response.ok && typeof body?.refund?.refundId === 'string') {
      return { refundId: body.refund.refundId, status: String(body.refund.status ?? 'PENDING') }
    }
    throw failure(response, body, 'PayU refused the refund')
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function failure(response: Response, body: unknown, what: string): PayuError {
  const status = (body as PayuStatusBody | null)?.status
  const code = status?.codeLiteral ?? status?.statusCode
  const detail = [response.status, code, status?.statusDesc].filter(Boolean).join(' ')
  return new PayuError(
    `${what} (${detail})`,
    response.status >= 500 ? 'UNREACHABLE' : 'REFUSED',
    response.status,
    code,
  )
}

/** `sender=checkout;signature=…;algorithm=MD5;content=DOCUMENT` → its parts (null if malformed). */
function parseSignatureHeader(header: string | undefined): Record<string, string> | null {
  if (!header || header.length > 1000) return null
  const parts: Record<string, string> = {}
  for (const piece of header.split(';')) {
    if (!piece.trim()) continue
    const at = piece.indexOf('=')
    if (at <= 0) return null
    parts[piece.slice(0, at).trim().toLowerCase()] = piece.slice(at + 1).trim()
  }
  return parts
}

const HASHES: Record<string, 'md5' | 'sha256'> = {
  MD5: 'md5',
  'SHA-256': 'sha256',
  SHA256: 'sha256',
}

/**
 * True when the OpenPayu-Signature header matches the raw body: `signature` is the hex digest of
 * the body followed by the POS's second key, with the hash the POS is set to (`algorithm`, MD5 by
 * default); a header that names another algorithm is refused, so a forger cannot pick the weaker one.
 */
export function verifyNotificationSignature(
  raw: Buffer,
  header: string | undefined,
  secondKey: string,
  algorithm: 'MD5' | 'SHA-256' = 'MD5',
): boolean {
  const parts = parseSignatureHeader(header)
  const named = HASHES[(parts?.algorithm ?? '').toUpperCase()]
  const signature = parts?.signature?.toLowerCase()
  if (!named || named !== HASHES[algorithm] || !signature || !/^[0-9a-f]+$/.test(signature)) return false
  const expected = createHash(named).update(raw).update(secondKey, 'utf8').digest('hex')
  return (
    expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
  )
}
