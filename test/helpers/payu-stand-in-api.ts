/**
 * The HTTP side of the PayU stand-in (payu-stand-in.ts): OAuth, orders, their status, cancelling,
 * refunds and the guest's payment page, answered as PayU's REST API v2.1 documents them.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PayuStandIn, StandInRefund } from './payu-stand-in.js'

export async function handle(standIn: PayuStandIn, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (standIn.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.latencyMs))
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks).toString('utf8')
  const url = new URL(req.url ?? '/', standIn.url)
  const path = url.pathname
  standIn.calls.push({ method: req.method ?? '', path, contentType: req.headers['content-type'], body })
  const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers })
    res.end(JSON.stringify(value))
  }
  const error = (status: number, statusCode: string, statusDesc: string) =>
    json(status, { status: { statusCode, statusDesc } })

  // The guest's payment page.
  const pay = /^\/pay\/([A-Z0-9]+)(?:\/(complete|cancel))?$/.exec(path)
  if (pay) {
    const order = standIn.orders.get(pay[1]!)
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
      await standIn.pay(order.orderId, pay[2] === 'complete' ? 'COMPLETED' : 'CANCELED')
      res.writeHead(302, { location: String(order.request.continueUrl) })
      res.end()
      return
    }
  }

  if (standIn.mode === 'down') return error(503, 'SERVICE_NOT_AVAILABLE', 'PayU is under maintenance')

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
    if (form.get('client_id') !== standIn.clientId || form.get('client_secret') !== standIn.clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'Bad client credentials' })
    }
    const token = randomBytes(16).toString('hex')
    standIn.tokens.add(token)
    return json(200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: standIn.tokenLifetime,
      grant_type: 'client_credentials',
    })
  }

  const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
  if (path.startsWith('/api/v2_1/') && (!bearer || !standIn.tokens.has(bearer))) {
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
    if (order.merchantPosId !== standIn.posId)
      return error(400, 'ERROR_VALUE_INVALID', 'Invalid merchantPosId')
    if (order.customerIp === '0.0.0.0') return error(400, 'ERROR_VALUE_INVALID', 'Invalid customerIp')
    if (typeof order.totalAmount !== 'string' || !/^\d+$/.test(order.totalAmount)) {
      return error(400, 'ERROR_VALUE_INVALID', 'totalAmount must be a string of grosze')
    }
    const extOrderId = String(order.extOrderId ?? '')
    if (extOrderId && [...standIn.orders.values()].some((o) => o.extOrderId === extOrderId)) {
      return error(400, 'ERROR_ORDER_NOT_UNIQUE', 'Order with the same extOrderId already exists')
    }
    const blik = (order.payMethods as { payMethod?: Record<string, unknown> } | undefined)?.payMethod
    const code = blik?.authorizationCode
    if (code !== undefined) {
      // BLIK with the code typed in the shop: only on a point of sale set up for it.
      if (!standIn.blikCodes)
        return error(400, 'ERROR_VALUE_INVALID', 'OPENPAYU_PAYMENT_CREATE_BLOCKED_CHECKOUT_PAY_METHOD')
      if (blik?.type !== 'PBL' || blik.value !== 'blik')
        return error(400, 'ERROR_VALUE_INVALID', 'Invalid payMethod')
      if (typeof code !== 'string' || !/^\d{6}$/.test(code))
        return error(400, 'ERROR_VALUE_INVALID', 'INVALID_BLIK_CODE')
      if (standIn.wrongBlikCodes.has(code))
        return error(400, 'ERROR_VALUE_INVALID', 'ERROR_AUTHORIZATION_CODE')
    }
    const orderId = randomBytes(10).toString('hex').toUpperCase()
    standIn.orders.set(orderId, {
      orderId,
      extOrderId,
      status: code !== undefined ? 'PENDING' : 'NEW',
      request: order,
      createdAt: new Date().toISOString(),
    })
    if (code !== undefined) {
      // No page to pay on: the guest confirms in the bank app; PayU answers 201.
      return json(201, { status: { statusCode: 'SUCCESS' }, orderId, extOrderId })
    }
    const redirectUri = `${standIn.url}/pay/${orderId}`
    return json(
      302,
      { status: { statusCode: 'SUCCESS' }, redirectUri, orderId, extOrderId },
      { location: redirectUri },
    )
  }

  const one = /^\/api\/v2_1\/orders\/([A-Z0-9]+)(\/refunds)?$/.exec(path)
  if (one) {
    const order = standIn.orders.get(one[1]!)
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
      if (!standIn.holdNotifications) void standIn.notify(order.orderId).catch(() => undefined)
      return json(200, {
        orderId: order.orderId,
        extOrderId: order.extOrderId,
        status: { statusCode: 'SUCCESS' },
      })
    }
    if (req.method === 'POST' && one[2]) {
      if (standIn.refuseRefunds) return error(400, 'ERROR_VALUE_INVALID', standIn.refuseRefunds)
      if (order.status !== 'COMPLETED') return error(400, 'ERROR_VALUE_INVALID', 'Order is not completed')
      const parsed = JSON.parse(body) as { refund?: Record<string, unknown> }
      if (!parsed.refund?.description) return error(400, 'ERROR_VALUE_MISSING', 'Missing refund.description')
      const refund: StandInRefund = {
        orderId: order.orderId,
        refundId: String(5000000000 + standIn.refunds.length),
        status: 'PENDING',
        body: parsed.refund,
      }
      standIn.refunds.push(refund)
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
