import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import type { Config } from './config.js'

/**
 * A guest's order id is their only credential (docs/security.md, "Logs"): it is cut from the
 * request paths and query strings written to the log, and from every `orderId` and `extOrderId`
 * field. Doubled slashes are folded first (the router ignores them, so `//api//order//ID` reaches
 * the same route). '/api/order/AbC123xyz789/pay' → '/api/order/[id]/pay',
 * '/api/payments/AbC…/refund' → '/api/payments/[id]/refund', '/dziekujemy/?id=AbC…' → '/dziekujemy/?id=[id]'.
 * A CloudPRNT printer's secret (docs/printing.md, CloudPRNT) is cut the same way:
 * '/api/cloudprnt/3/s3cr3t?mac=…' → '/api/cloudprnt/3/[secret]?mac=…'. A NIP looked up at checkout is
 * cut too, so that no line ties it to the guest's address: '/api/invoice/company?nip=…' → '?nip=[nip]'.
 * @internal Exported for its tests; production uses it within this module.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?')
  const path = (at === -1 ? url : url.slice(0, at)).replace(/\/{2,}/g, '/')
  const query = at === -1 ? '' : url.slice(at)
  return (
    path
      .replace(/^(\/api\/(?:orders?|payments(?!\/payu(?:\/|$)))\/)[^/]+/i, '$1[id]')
      .replace(/^(\/api\/cloudprnt\/[^/]*\/)[^/]+/i, '$1[secret]') +
    query.replace(/([?&](?:id|orderId)=)[^&#]*/gi, '$1[id]').replace(/([?&]nip=)[^&#]*/gi, '$1[nip]')
  )
}

/** A client's X-Request-Id is kept only when it is short and plain; otherwise the server makes one. */
const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id']
  return typeof header === 'string' && PLAIN_REQUEST_ID.test(header) ? header : randomUUID()
}

/** What a request's log lines say about it: never its headers, and the path without an order id. */
const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }
  },
}

/** pino: JSON lines, pretty only on a terminal; credentials and order ids are never written. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const redact = {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'password',
      '*.password',
      'orderId',
      '*.orderId',
      'extOrderId',
      '*.extOrderId',
    ],
    censor: '[redacted]',
  }
  if (config.logLevel === 'silent') return false
  if (process.stdout.isTTY && config.env !== 'production') {
    return {
      level: config.logLevel,
      redact,
      serializers,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    }
  }
  return { level: config.logLevel, redact, serializers }
}
