import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { StaffTokenPayload } from '../../schemas/auth.js'
import { bearerSecurity, errorResponses } from '../../schemas/common.js'
import type { OrderEvent } from './events.js'

/** A comment line is written this often, so that proxies and the client see a live connection. */
const HEARTBEAT_MS = 25_000
/** EventSource clients wait this long before reconnecting (the staff board has its own backoff). */
const RETRY_MS = 3_000
/** A client that stops reading and lets this much pile up is dropped (it reconnects and re-fetches). */
const MAX_BUFFERED_BYTES = 1024 * 1024

/** One server-sent event: `event: {name}\ndata: {json}\n\n` (JSON has no raw newlines). */
function sseMessage(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/**
 * `GET /api/orders/stream`: the staff board's live feed (Server-Sent Events), bearer-authenticated.
 *
 * - `event: ready` first, with `{heartbeatMs}`: the client is connected (and re-fetches the list);
 * - `event: order` with `{type: 'created' | 'updated', order}` for every new or moved order;
 * - a `: ping` comment every 25 s.
 *
 * The stream ends when the client goes away, when the token expires (the client reconnects and is
 * refused with 401), and when the app closes: open streams are ended in a preClose hook, before the
 * server waits for its connections, so `app.close()` is never held up by a board left open.
 */
export default async function orderStream(app: FastifyInstance): Promise<void> {
  const open = new Set<() => void>()

  app.addHook('preClose', async () => {
    for (const end of [...open]) end()
  })
  app.addHook('onClose', async () => {
    for (const end of [...open]) end()
  })

  app.get(
    '/api/orders/stream',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary:
          'Staff: live order events (text/event-stream): ready, then order {type: created|updated, order}',
        security: bearerSecurity,
        response: {
          200: {
            description: 'text/event-stream: `event: ready`, then `event: order` per new or moved order',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      reply.hijack()
      const res: ServerResponse = reply.raw
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
        Connection: 'keep-alive',
      })

      const socket = res.socket
      let ended = false
      const write = (chunk: string) => {
        if (ended || res.writableEnded || res.destroyed) return
        if (res.writableLength > MAX_BUFFERED_BYTES) {
          request.log.warn('order stream: client not reading, dropped')
          end()
          return
        }
        res.write(chunk)
      }
      const onOrder = (event: OrderEvent) => write(sseMessage('order', event))
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS)
      heartbeat.unref()

      // The token was checked once, on connect: the stream does not outlive it.
      const token = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
      const exp = app.jwt.decode<StaffTokenPayload>(token)?.exp
      const expiry =
        typeof exp === 'number'
          ? setTimeout(() => end(), Math.min(Math.max(exp * 1000 - Date.now(), 0), 2 ** 31 - 1))
          : undefined
      expiry?.unref()

      function end() {
        if (ended) return
        ended = true
        clearInterval(heartbeat)
        clearTimeout(expiry)
        app.orderEvents.off('order', onOrder)
        open.delete(end)
        // The socket goes too: a keep-alive connection would otherwise keep server.close() waiting.
        if (!res.writableEnded) res.end(() => socket?.destroy())
        else socket?.destroy()
      }

      open.add(end)
      app.orderEvents.on('order', onOrder)
      // ServerResponse 'close': the client went away (or the response ended).
      res.on('close', end)
      res.on('error', end)

      write(`retry: ${RETRY_MS}\n`)
      write(sseMessage('ready', { heartbeatMs: HEARTBEAT_MS }))
      request.log.info({ username: request.staff?.username }, 'order stream opened')
    },
  )
}
