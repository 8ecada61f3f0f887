import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handle } from './payu-stand-in-api.js'

/**
 * A stand-in for PayU's REST API v2.1, for tests (CI has no internet). It follows PayU's documented
 * behaviour (developers.payu.com/europe/api):
 * - `POST /pl/standard/user/oauth/authorize`: client_credentials, form-urlencoded only (401 otherwise);
 * - `POST /api/v2_1/orders`: bearer token, answers 302 with a Location header and a JSON body
 *   `{status: {statusCode: 'SUCCESS'}, redirectUri, orderId, extOrderId}`; refuses 0.0.0.0 as
 *   customerIp, a foreign merchantPosId and an extOrderId used before; with
 *   `payMethods.payMethod {type: 'PBL', value: 'blik', authorizationCode}` answers 201 without a
 *   redirectUri (a code in `wrongBlikCodes` is refused with 400 ERROR_VALUE_INVALID); the guest
 *   then confirms (`pay`) or the code expires (`pay(id, 'CANCELED')`), each with its notification;
 * - `GET /api/v2_1/orders/{id}`, `DELETE /api/v2_1/orders/{id}`, `POST /api/v2_1/orders/{id}/refunds`;
 * - a payment page (`GET /pay/{orderId}`) with "Zapłać" and "Anuluj" buttons that changes the order's
 *   status, sends the signed notification to notifyUrl and sends the guest back to continueUrl;
 * - notifications signed with the second key: `OpenPayu-Signature` (or `X-OpenPayU-Signature`),
 *   `sender=checkout;signature=…;algorithm=MD5|SHA-256;content=DOCUMENT`.
 */

export interface StandInOrder {
  orderId: string
  extOrderId: string
  status: 'NEW' | 'PENDING' | 'COMPLETED' | 'CANCELED'
  request: Record<string, unknown>
  createdAt: string
}

export interface StandInRefund {
  orderId: string
  refundId: string
  status: 'PENDING' | 'FINALIZED' | 'CANCELED'
  body: Record<string, unknown>
}

export interface Delivery {
  url: string
  headers: Record<string, string>
  body: string
  status: number
}

export interface PayuStandInOptions {
  posId?: string
  clientId?: string
  clientSecret?: string
  secondKey?: string
  /** Seconds a token lives (PayU: 43199). */
  tokenLifetime?: number
}

export class PayuStandIn {
  readonly posId: string
  readonly clientId: string
  readonly clientSecret: string
  readonly secondKey: string
  tokenLifetime: number
  /** 'down': every API call answers 503, as PayU does during maintenance. */
  mode: 'ok' | 'down' = 'ok'
  /** How notifications are signed. */
  algorithm: 'MD5' | 'SHA-256' = 'SHA-256'
  header: 'OpenPayu-Signature' | 'X-OpenPayU-Signature' = 'OpenPayu-Signature'
  /** When true the payment page changes the status but sends no notification (a lost one). */
  holdNotifications = false
  /** The point of sale takes BLIK codes typed in the shop (PayU sets this up per POS). */
  blikCodes = true
  /** BLIK codes PayU refuses at once (a wrong code). */
  readonly wrongBlikCodes = new Set(['000000'])
  /** Milliseconds every API answer waits (a PayU that takes its time, for races). */
  latencyMs = 0
  /** When set, refunds are refused with this PayU status code. */
  refuseRefunds: string | null = null
  readonly orders = new Map<string, StandInOrder>()
  readonly refunds: StandInRefund[] = []
  readonly tokens = new Set<string>()
  readonly calls: { method: string; path: string; contentType: string | undefined; body: string }[] = []
  readonly deliveries: Delivery[] = []
  /** Replaces the HTTP delivery of notifications (tests that use app.inject). */
  deliver: ((url: string, headers: Record<string, string>, body: string) => Promise<number>) | null = null
  private server: Server | null = null
  url = ''

  constructor(options: PayuStandInOptions = {}) {
    this.posId = options.posId ?? '300746'
    this.clientId = options.clientId ?? '300746'
    this.clientSecret = options.clientSecret ?? 'stand-in-client-secret'
    this.secondKey = options.secondKey ?? 'stand-in-second-key'
    this.tokenLifetime = options.tokenLifetime ?? 43199
  }

  /** The environment that points the site at this stand-in. */
  env(): Record<string, string> {
    return {
      PAYU_URL: this.url,
      PAYU_POS_ID: this.posId,
      PAYU_CLIENT_ID: this.clientId,
      PAYU_CLIENT_SECRET: this.clientSecret,
      PAYU_SECOND_KEY: this.secondKey,
      PAYU_SIGNATURE_ALGORITHM: this.algorithm,
    }
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      handle(this, req, res).catch((error) => {
        res.statusCode = 500
        res.end(String(error))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.url
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** The signature header value for a body, as PayU writes it. */
  sign(body: string, algorithm = this.algorithm, key = this.secondKey): string {
    const hash = createHash(algorithm === 'MD5' ? 'md5' : 'sha256')
      .update(body + key)
      .digest('hex')
    return `sender=checkout;signature=${hash};algorithm=${algorithm};content=DOCUMENT`
  }

  /** The order notification PayU sends when an order's status changes. */
  orderNotification(order: StandInOrder): string {
    const r = order.request
    return JSON.stringify({
      order: {
        orderId: order.orderId,
        extOrderId: order.extOrderId,
        orderCreateDate: order.createdAt,
        notifyUrl: r.notifyUrl,
        customerIp: r.customerIp,
        merchantPosId: r.merchantPosId,
        description: r.description,
        currencyCode: r.currencyCode,
        totalAmount: r.totalAmount,
        buyer: r.buyer,
        payMethod: { type: 'PBL' },
        status: order.status,
        products: r.products,
      },
      localReceiptDateTime: new Date().toISOString(),
      properties: [{ name: 'PAYMENT_ID', value: randomBytes(5).toString('hex') }],
    })
  }

  /** Sends a signed notification about an order (its current status) to its notifyUrl. */
  async notify(orderId: string, body?: string): Promise<number> {
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`stand-in: no order ${orderId}`)
    return this.send(String(order.request.notifyUrl), body ?? this.orderNotification(order))
  }

  /** PayU finishes a refund and says so. */
  async finishRefund(orderId: string, status: 'FINALIZED' | 'CANCELED' = 'FINALIZED'): Promise<number> {
    const order = this.orders.get(orderId)!
    const refund = this.refunds.find((r) => r.orderId === orderId)!
    refund.status = status
    const body = JSON.stringify({
      orderId,
      extOrderId: order.extOrderId,
      refund: {
        refundId: refund.refundId,
        amount: order.request.totalAmount,
        currencyCode: 'PLN',
        status,
        statusDateTime: new Date().toISOString(),
        reason: 'refund',
        reasonDescription: 'Zwrot',
        refundDate: new Date().toISOString(),
      },
    })
    return this.send(String(order.request.notifyUrl), body)
  }

  async send(url: string, body: string): Promise<number> {
    const headers = { 'content-type': 'application/json;charset=UTF-8', [this.header]: this.sign(body) }
    let status: number
    if (this.deliver) status = await this.deliver(url, headers, body)
    else {
      const response = await fetch(url, { method: 'POST', headers, body })
      await response.arrayBuffer()
      status = response.status
    }
    this.deliveries.push({ url, headers, body, status })
    return status
  }

  /** Pays (or cancels) an order as the guest would on the payment page, and notifies. */
  async pay(orderId: string, outcome: 'COMPLETED' | 'CANCELED' = 'COMPLETED'): Promise<void> {
    const order = this.orders.get(orderId)!
    order.status = outcome
    if (!this.holdNotifications) await this.notify(orderId)
  }
}
