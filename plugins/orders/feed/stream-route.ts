import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import type { StaffOrder } from '#schemas/orders.js'
import * as examples from '../examples.js'
import { withoutGuestEmail } from '../staff-order.js'
import type { BoardUpdate } from './board-update.js'

/**
 * A comment line is written this often, so that proxies and the client see a live connection; each
 * one also keeps the session alive (the open board counts as activity).
 */
const HEARTBEAT_MS = 25_000
/** EventSource clients wait this long before reconnecting (the staff board has its own backoff). */
const RETRY_MS = 3_000
/** A client that stops reading and lets this much pile up is dropped (it reconnects and re-fetches). */
const MAX_BUFFERED_BYTES = 1024 * 1024

/** One server-sent event: `[id: {id}\n]event: {name}\ndata: {json}\n\n` (JSON has no raw newlines). */
function sseMessage(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** The event id a reconnecting client last saw (`Last-Event-ID` header, or `?lastEventId=`). */
function lastEventIdOf(headers: Record<string, unknown>, url: string): number | null {
  const header = headers['last-event-id']
  const value =
    typeof header === 'string' ? header : new URL(url, 'http://localhost').searchParams.get('lastEventId')
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null
}

/**
 * `GET /api/orders/stream`: the staff board's live feed (Server-Sent Events), bearer-authenticated.
 *
 * - `event: ready` first, with `{heartbeatMs}`: the client is connected (and re-fetches the list);
 * - `event: order` with `{type: 'created' | 'updated', order}` for every new or moved order, placed
 *   on any instance, with `id:` the order event's id; a client that reconnects with `Last-Event-ID`
 *   first gets the events it missed (from the database), then the live ones;
 * - a `: ping` comment every 25 s, each of which counts as a use of the session: an open board
 *   keeps its member of staff signed in, while the idle time still ends a session with no stream
 *   and no request (docs/security.md, "Staff sessions").
 *
 * The stream ends when the client goes away; when the token expires or the account's sessions end
 * (`passwd`, `disable`, `enable`: app.staffSessions) or the account has a step to do first (the
 * owner has just required two-factor of its role: checked every second and before each event),
 * after which the client reconnects and is refused (401, or 403 with the step); and when the app closes: open streams are ended in a preClose hook, before the
 * server waits for its connections, so `app.close()` is never held up by a board left open. Every
 * event is sent only after the account is read again, so none goes out after a change.
 * `HEAD` answers the headers at once and ends.
 */
export default async function orderStream(
  app: FastifyInstance,
  opts: { heartbeatMs?: number },
): Promise<void> {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS
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
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'streamOrderEvents',
        'x-examples': examples.streamOrderEvents,
        tags: ['orders'],
        summary:
          'Staff: live order events (text/event-stream): ready, then order {type: created|updated, order}',
        security: bearerSecurity,
        response: {
          200: {
            description: 'text/event-stream: `event: ready`, then `event: order` per new or moved order',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const headers = {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      }
      if (request.method === 'HEAD') return reply.headers(headers).send()
      // Set by app.authenticate, the preHandler.
      const staff = request.staff!
      // The kitchen's copy leaves out the guest's e-mail, as GET /api/orders does (docs/security.md,
      // "Roles"). A role change ends the account's sessions, and with them this stream.
      const shown = request.user.role === 'KITCHEN' ? withoutGuestEmail : (order: StaffOrder) => order
      reply.hijack()
      const res: ServerResponse = reply.raw
      res.writeHead(200, { ...headers, Connection: 'keep-alive' })

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
      // Events leave in order, each after the account was read again: nothing is sent once the
      // account is disabled or its password changed, even before the session check notices.
      // Live events wait while the missed ones (Last-Event-ID) are read; none is sent twice.
      const lastEventId = lastEventIdOf(request.headers, request.url)
      let held: BoardUpdate[] | null = lastEventId === null ? null : []
      const replayed = new Set<number>()
      let queue = Promise.resolve()
      const send = (event: BoardUpdate) => {
        if (event.id !== undefined && replayed.has(event.id)) return
        queue = queue.then(async () => {
          if (ended) return
          if (Date.now() >= staff.expiresAt || !(await app.staffSessions.isCurrent(staff))) return end()
          write(sseMessage('order', { type: event.type, order: shown(event.order) }, event.id))
        }, end)
      }
      const onOrder = (event: BoardUpdate) => (held ? held.push(event) : send(event))
      const heartbeat = setInterval(() => {
        write(': ping\n\n')
        // The stream is the board in use: its session's idle time starts again (or it has ended).
        app.staffSessions.keepAlive(staff).then(
          (alive) => alive || end(),
          (err) => request.log.error({ err }, 'order stream: keeping the session alive failed'),
        )
      }, heartbeatMs)
      heartbeat.unref()

      // The stream does not outlive the token, nor the account's sessions.
      const expiry = setTimeout(() => end(), Math.min(Math.max(staff.expiresAt - Date.now(), 0), 2 ** 31 - 1))
      expiry.unref()
      const unwatch = app.staffSessions.watch(staff, () => end())

      function end() {
        if (ended) return
        ended = true
        clearInterval(heartbeat)
        clearTimeout(expiry)
        unwatch()
        app.boardUpdates.off('order', onOrder)
        open.delete(end)
        // The socket goes too: a keep-alive connection would otherwise keep server.close() waiting.
        if (!res.writableEnded) res.end(() => socket?.destroy())
        else socket?.destroy()
      }

      open.add(end)
      app.boardUpdates.on('order', onOrder)
      // ServerResponse 'close': the client went away (or the response ended).
      res.on('close', end)
      res.on('error', end)

      write(`retry: ${RETRY_MS}\n`)
      write(sseMessage('ready', { heartbeatMs }))
      if (lastEventId !== null) {
        try {
          for (const event of await app.orderFeed.replay(lastEventId)) {
            send(event)
            if (event.id !== undefined) replayed.add(event.id)
          }
        } catch (err) {
          request.log.error({ err }, 'order stream: missed events not read')
        }
        const live = held ?? []
        held = null
        for (const event of live) send(event)
      }
      request.log.info({ username: request.staff?.username }, 'order stream opened')
    },
  )
}
