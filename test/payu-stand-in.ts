import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for PayU's REST API v2.1, for tests (CI has no internet). It follows PayU's documented
 * behaviour (developers.payu.com/europe/api):
 * - `POST /pl/standard/user/oauth/authorize`: client_credentials, form-urlencoded only (401 otherwise);
 * - `POST /api/v2_1/orders`: bearer token, answers 302 with a Location header and a JSON body
 *   `{status: {statusCode: 'SUCCESS'}, redirectUri, orderId, extOrderId}`; refuses 0.0.0.0 as
 *   customerIp, a foreign merchantPosId and an extOrderId used before;
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
    }
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) => {
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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', this.url)
    const path = url.pathname
    this.calls.push({ method: req.method ?? '', path, contentType: req.headers['content-type'], body })
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers })
      res.end(JSON.stringify(value))
    }
    const error = (status: number, statusCode: string, statusDesc: string) =>
      json(status, { status: { statusCode, statusDesc } })

    // The guest's payment page.
    const pay = /^\/pay\/([A-Z0-9]+)(?:\/(complete|cancel))?$/.exec(path)
    if (pay) {
      const order = this.orders.get(pay[1]!)
      if (!order) return error(404, 'DATA_NOT_FOUND', 'No such order')
      if (req.method === 'GET' && !pay[2]) {
        const amount = (Number(order.request.totalAmount) / 100).toFixed(2).replace('.', ',')
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(`<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>PayU — płatność</title></head>
<body><h1>PayU (stand-in)</h1><p>${String(order.request.description)}</p><p data-testid="amount">Kwota: ${amount} zł</p>
<form method="post" action="/pay/${order.orderId}/complete"><button type="submit">Zapłać</button></form>
<form method="post" action="/pay/${order.orderId}/cancel"><button type="submit">Anuluj</button></form></body></html>`)
        return
      }
      if (req.method === 'POST' && pay[2]) {
        await this.pay(order.orderId, pay[2] === 'complete' ? 'COMPLETED' : 'CANCELED')
        res.writeHead(302, { location: String(order.request.continueUrl) })
        res.end()
        return
      }
    }

    if (this.mode === 'down') return error(503, 'SERVICE_NOT_AVAILABLE', 'PayU is under maintenance')

    if (req.method === 'POST' && path === '/pl/standard/user/oauth/authorize') {
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return json(401, {
          error: 'invalid_request',
          error_description: 'Content-Type must be form-urlencoded',
        })
      }
      const form = new URLSearchParams(body)
      if (form.get('grant_type') !== 'client_credentials') {
        return json(400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' })
      }
      if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) {
        return json(401, { error: 'invalid_client', error_description: 'Bad client credentials' })
      }
      const token = randomBytes(16).toString('hex')
      this.tokens.add(token)
      return json(200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: this.tokenLifetime,
        grant_type: 'client_credentials',
      })
    }

    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (path.startsWith('/api/v2_1/') && (!bearer || !this.tokens.has(bearer))) {
      return error(401, 'UNAUTHORIZED', 'Invalid access token')
    }

    if (req.method === 'POST' && path === '/api/v2_1/orders') {
      let order: Record<string, unknown>
      try {
        order = JSON.parse(body)
      } catch {
        return error(400, 'ERROR_SYNTAX', 'Invalid JSON')
      }
      for (const field of [
        'notifyUrl',
        'customerIp',
        'merchantPosId',
        'description',
        'currencyCode',
        'totalAmount',
        'products',
      ]) {
        if (order[field] === undefined || order[field] === '') {
          return error(400, 'ERROR_VALUE_MISSING', `Missing ${field}`)
        }
      }
      if (order.merchantPosId !== this.posId)
        return error(400, 'ERROR_VALUE_INVALID', 'Invalid merchantPosId')
      if (order.customerIp === '0.0.0.0') return error(400, 'ERROR_VALUE_INVALID', 'Invalid customerIp')
      if (typeof order.totalAmount !== 'string' || !/^\d+$/.test(order.totalAmount)) {
        return error(400, 'ERROR_VALUE_INVALID', 'totalAmount must be a string of grosze')
      }
      const extOrderId = String(order.extOrderId ?? '')
      if (extOrderId && [...this.orders.values()].some((o) => o.extOrderId === extOrderId)) {
        return error(400, 'ERROR_ORDER_NOT_UNIQUE', 'Order with the same extOrderId already exists')
      }
      const orderId = randomBytes(10).toString('hex').toUpperCase()
      this.orders.set(orderId, {
        orderId,
        extOrderId,
        status: 'NEW',
        request: order,
        createdAt: new Date().toISOString(),
      })
      const redirectUri = `${this.url}/pay/${orderId}`
      return json(
        302,
        { status: { statusCode: 'SUCCESS' }, redirectUri, orderId, extOrderId },
        { location: redirectUri },
      )
    }

    const one = /^\/api\/v2_1\/orders\/([A-Z0-9]+)(\/refunds)?$/.exec(path)
    if (one) {
      const order = this.orders.get(one[1]!)
      if (!order) return error(404, 'DATA_NOT_FOUND', 'Could not find data for given criteria')
      if (req.method === 'GET' && !one[2]) {
        return json(200, {
          orders: [
            {
              orderId: order.orderId,
              extOrderId: order.extOrderId,
              orderCreateDate: order.createdAt,
              notifyUrl: order.request.notifyUrl,
              customerIp: order.request.customerIp,
              merchantPosId: order.request.merchantPosId,
              description: order.request.description,
              currencyCode: order.request.currencyCode,
              totalAmount: order.request.totalAmount,
              status: order.status,
              products: order.request.products,
            },
          ],
          status: { statusCode: 'SUCCESS', statusDesc: 'Request processing successful' },
        })
      }
      if (req.method === 'DELETE' && !one[2]) {
        if (order.status === 'COMPLETED') return error(400, 'ERROR_VALUE_INVALID', 'Order is completed')
        order.status = 'CANCELED'
        if (!this.holdNotifications) void this.notify(order.orderId).catch(() => undefined)
        return json(200, {
          orderId: order.orderId,
          extOrderId: order.extOrderId,
          status: { statusCode: 'SUCCESS' },
        })
      }
      if (req.method === 'POST' && one[2]) {
        if (this.refuseRefunds) return error(400, 'ERROR_VALUE_INVALID', this.refuseRefunds)
        if (order.status !== 'COMPLETED') return error(400, 'ERROR_VALUE_INVALID', 'Order is not completed')
        const parsed = JSON.parse(body) as { refund?: Record<string, unknown> }
        if (!parsed.refund?.description)
          return error(400, 'ERROR_VALUE_MISSING', 'Missing refund.description')
        const refund: StandInRefund = {
          orderId: order.orderId,
          refundId: String(5000000000 + this.refunds.length),
          status: 'PENDING',
          body: parsed.refund,
        }
        this.refunds.push(refund)
        return json(200, {
          orderId: order.orderId,
          refund: {
            refundId: refund.refundId,
            extRefundId: parsed.refund.extRefundId,
            amount: order.request.totalAmount,
            currencyCode: 'PLN',
            description: parsed.refund.description,
            creationDateTime: new Date().toISOString(),
            status: 'PENDING',
            statusDateTime: new Date().toISOString(),
          },
          status: { statusCode: 'SUCCESS', statusDesc: 'Refund queued for processing' },
        })
      }
    }
    return error(404, 'DATA_NOT_FOUND', `No route ${req.method} ${path}`)
  }
}
