import http from 'node:http'

export interface SseEvent {
  id?: string
  event: string
  data: string
}

/** An open `GET /api/orders/stream` over a real socket (inject() would wait for the end). */
export function openStream(port: number, token: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = []
  const waiters: { test: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = []
  let buffer = ''
  let request: http.ClientRequest | undefined
  const ended = new Promise<void>((resolveEnd) => {
    request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/orders/stream',
        headers: { authorization: `Bearer ${token}`, ...headers },
      },
      (res) => {
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
            const lines = buffer.slice(0, cut).split('\n')
            buffer = buffer.slice(cut + 2)
            const field = (name: string) =>
              lines.filter((l) => l.startsWith(`${name}: `)).map((l) => l.slice(name.length + 2))
            const event = field('event')[0]
            if (!event) continue
            const parsed: SseEvent = { id: field('id')[0], event, data: field('data').join('\n') }
            events.push(parsed)
            for (const w of [...waiters]) {
              if (w.test(parsed)) {
                waiters.splice(waiters.indexOf(w), 1)
                w.resolve(parsed)
              }
            }
          }
        })
        res.on('close', () => resolveEnd())
      },
    )
    request.on('error', () => resolveEnd())
  })

  return {
    events,
    ended,
    /** Orders events only, parsed. */
    orders: () =>
      events.filter((e) => e.event === 'order').map((e) => ({ id: Number(e.id), ...JSON.parse(e.data) })),
    next(test: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const found = events.find(test)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event in time')), timeoutMs)
        waiters.push({
          test,
          resolve: (e) => {
            clearTimeout(timer)
            resolve(e)
          },
        })
      })
    },
    close() {
      request?.destroy()
    },
  }
}
