/**
 * Messages between the instances that share one database: "an order changed", "today's override
 * changed". On PostgreSQL they travel by LISTEN/NOTIFY, so they need nothing but the database every
 * instance already has (and they keep flowing when Redis is down). On SQLite there is one process,
 * and a message goes straight to its listeners.
 *
 * Delivery is at most once: a listener that was disconnected gets `onReconnect` and must catch up
 * from the database itself (the order stream reads the events it missed by id).
 */
import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'

export interface Notifications {
  /** Sends `payload` (JSON, under 8000 bytes) to every instance's listeners of `topic`, this one included. */
  notify(topic: string, payload: unknown): Promise<void>
  /** Calls `handler` for each message on `topic`; `onReconnect` after messages may have been missed. */
  listen(topic: string, handler: (payload: unknown) => void, onReconnect?: () => void): () => void
  close(): Promise<void>
}

/** One process (SQLite): messages go straight to the listeners. */
export function localNotifications(): Notifications {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    async notify(topic, payload) {
      emitter.emit(topic, payload)
    },
    listen(topic, handler) {
      emitter.on(topic, handler)
      return () => emitter.off(topic, handler)
    },
    async close() {
      emitter.removeAllListeners()
    },
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection per instance, reconnected with backoff.
 * Channels are named after the schema, so sites (or tests) that share a server do not hear each other.
 */
export async function postgresNotifications(options: {
  connectionString: string
  /** The schema the app's tables are in (channels are database-wide). */
  schema: string
  /** Sends a NOTIFY through the app's pool. */
  send: (channel: string, payload: string) => Promise<void>
  log: FastifyBaseLogger
}): Promise<Notifications> {
  // node-postgres is loaded by a site on PostgreSQL only.
  const { default: pg } = await import('pg')
  const { log } = options
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  const reconnectListeners = new Set<() => void>()
  const channelOf = (topic: string) => `sakana:${options.schema}:${topic}`
  const topics = new Map<string, string>() // channel → topic
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let failures = 0

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'sakana-listen',
    })
    next.on('notification', (message) => {
      const topic = message.channel && topics.get(message.channel)
      if (!topic) return
      try {
        emitter.emit(topic, JSON.parse(message.payload ?? 'null'))
      } catch (err) {
        log.error({ err, channel: message.channel }, 'notification not handled')
      }
    })
    next.on('error', (err) => {
      log.warn({ err: { message: err.message } }, 'database notifications: connection lost, reconnecting')
      drop(next)
    })
    next.on('end', () => drop(next))
    await next.connect()
    for (const channel of topics.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`)
    client = next
  }

  function drop(lost: pg.Client) {
    if (client !== lost) return
    client = null
    lost.end().catch(() => undefined)
    scheduleReconnect()
  }

  function scheduleReconnect() {
    if (closed || retry) return
    const delay = Math.min(100 * 2 ** failures, 5_000)
    retry = setTimeout(async () => {
      retry = undefined
      try {
        await connect()
        failures = 0
        log.info('database notifications: listening again')
        for (const listener of reconnectListeners) listener()
      } catch (err) {
        failures++
        if (failures === 1)
          log.warn({ err: { message: (err as Error).message } }, 'database notifications: reconnect failed')
        scheduleReconnect()
      }
    }, delay)
    retry.unref()
  }

  await connect()

  return {
    async notify(topic, payload) {
      await options.send(channelOf(topic), JSON.stringify(payload))
    },
    listen(topic, handler, onReconnect) {
      const channel = channelOf(topic)
      if (!topics.has(channel)) {
        topics.set(channel, topic)
        client?.query(`listen ${pg.escapeIdentifier(channel)}`).catch((err) => {
          log.warn({ err: { message: err.message } }, 'database notifications: listen failed')
        })
      }
      emitter.on(topic, handler)
      if (onReconnect) reconnectListeners.add(onReconnect)
      return () => {
        emitter.off(topic, handler)
        if (onReconnect) reconnectListeners.delete(onReconnect)
      }
    },
    async close() {
      closed = true
      clearTimeout(retry)
      emitter.removeAllListeners()
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}
