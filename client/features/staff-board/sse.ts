/**
 * The staff board's live feed: `GET /api/orders/stream` (Server-Sent Events), authenticated by the
 * staff token as `Authorization: Bearer`, as every staff call (docs/security.md, "Staff sessions");
 * scripts send the same header to the same URL (docs/kitchen.md). Read with fetch() rather than
 * EventSource, which cannot send that header: the board must also tell a refused session (401: the
 * sign-in form) from a lost connection, send `Last-Event-ID` itself after its own backoff, and
 * notice a silent connection.
 */
import type { OrderEventType } from '#schemas/enums.js'
import type { StaffOrder } from '#schemas/orders.js'

interface SseMessage {
  event: string
  data: string
  /** The event's `id:` (the last one seen is sent back as Last-Event-ID on a reconnect). */
  id?: string
}

/**
 * An incremental parser of the `text/event-stream` format (the WHATWG HTML standard, "Server-sent events"): lines end with CRLF,
 * LF or CR, `field: value` lines build an event, a blank line dispatches it, `:` lines are comments.
 * Chunks may split lines (and CRLF pairs) anywhere.
 * @internal Exported for its tests; production uses it within this module.
 */
export class SseParser {
  private buffer = ''
  private event = ''
  private data: string[] = []
  private id: string | undefined

  push(chunk: string): SseMessage[] {
    this.buffer += chunk
    const out: SseMessage[] = []
    let start = 0
    for (;;) {
      let end = -1
      for (let i = start; i < this.buffer.length; i++) {
        const c = this.buffer[i]
        if (c === '\n' || c === '\r') {
          end = i
          break
        }
      }
      if (end === -1) break
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (this.buffer[end] === '\r' && end === this.buffer.length - 1) break
      const line = this.buffer.slice(start, end)
      start = end + (this.buffer[end] === '\r' && this.buffer[end + 1] === '\n' ? 2 : 1)
      const message = this.line(line)
      if (message) out.push(message)
    }
    this.buffer = this.buffer.slice(start)
    return out
  }

  private line(line: string): SseMessage | null {
    if (line === '') {
      const message = this.data.length
        ? { event: this.event || 'message', data: this.data.join('\n'), ...(this.id ? { id: this.id } : {}) }
        : null
      this.event = ''
      this.data = []
      this.id = undefined
      return message
    }
    if (line.startsWith(':')) return null
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') this.event = value
    else if (field === 'data') this.data.push(value)
    else if (field === 'id' && !value.includes('\0')) this.id = value
    // retry is not used: the board has its own backoff.
    return null
  }
}

export interface OrderEvent {
  type: OrderEventType
  order: StaffOrder
}

const STREAM_URL = '/api/orders/stream'

/**
 * Backoff before reconnecting: 1 s, 2 s, 4 s … up to 30 s, with jitter (75-100 %).
 * @internal Exported for its tests; production uses it within this module.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 10))
  return Math.round(base * (0.75 + random() * 0.25))
}

export interface OrderStreamOptions {
  /** Connected (the server's `ready`): the board fetches the list again. */
  onReady: () => void
  onOrder: (event: OrderEvent) => void
  /** The token held in the page's memory, read at each (re)connection (null: signed out). */
  token: () => string | null
  /** The server refused the session (401): the stream stops for good. */
  onUnauthorized: () => void
  /** Bytes arrived (an event or the heartbeat, each of which kept the session alive on the server). */
  onAlive?: () => void
  /** Whether the stream is live now, for the board's indicator. */
  onStatus?: (connected: boolean) => void
  /** No byte for this long (the server pings every 25 s) means a dead connection: reconnect. */
  idleTimeoutMs?: number
  fetch?: typeof fetch
  delay?: (attempt: number) => number
}

export interface OrderStream {
  close: () => void
  /** Reconnects now if waiting to (the device came back online or to the foreground). */
  wake: () => void
}

export function connectOrderStream(options: OrderStreamOptions): OrderStream {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000
  const delay = options.delay ?? backoffDelay
  let stopped = false
  let controller: AbortController | null = null
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null
  let wakeUp: (() => void) | null = null
  let attempt = 0
  // The last order event received: a reconnect asks for what came after it (the server replays it).
  let lastEventId: string | undefined

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  async function once(): Promise<void> {
    const current = new AbortController()
    controller = current
    let watchdog: ReturnType<typeof setTimeout> | undefined
    const alive = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(() => current.abort(), idleTimeoutMs)
    }
    try {
      alive()
      const token = options.token()
      if (token === null) {
        stopped = true
        options.onUnauthorized()
        return
      }
      const response = await fetchImpl(STREAM_URL, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        cache: 'no-store',
        signal: current.signal,
      })
      if (response.status === 401) {
        stopped = true
        options.onUnauthorized()
        return
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
      const body = response.body.getReader()
      reader = body
      const decoder = new TextDecoder()
      const parser = new SseParser()
      for (;;) {
        const { done, value } = await body.read()
        if (done || stopped) break
        alive()
        options.onAlive?.()
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          if (stopped) break
          if (message.event === 'ready') {
            attempt = 0
            options.onStatus?.(true)
            options.onReady()
          } else if (message.event === 'order') {
            let event: OrderEvent
            try {
              event = JSON.parse(message.data) as OrderEvent
            } catch {
              continue
            }
            if (message.id) lastEventId = message.id
            if (event?.order?.id) options.onOrder(event)
          }
        }
      }
      await body.cancel().catch(() => {})
    } catch {
      // Network trouble, an abort or a dead connection: reconnect below.
    } finally {
      clearTimeout(watchdog)
      current.abort()
      reader = null
    }
  }

  void (async () => {
    while (!stopped) {
      await once()
      if (stopped) break
      options.onStatus?.(false)
      await sleep(delay(attempt++))
    }
  })()

  return {
    close() {
      stopped = true
      controller?.abort()
      reader?.cancel().catch(() => {})
      wakeUp?.()
    },
    wake() {
      wakeUp?.()
    },
  }
}
