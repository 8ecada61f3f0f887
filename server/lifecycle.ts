import type { FastifyInstance } from 'fastify'

/**
 * Server timeouts (docs/operations.md, "Timeouts"), chosen so that a slow or stalled client is dropped within
 * 30 s while the staff board's event stream stays open:
 *
 * - `headersTimeout` 10 s: all request headers must arrive within 10 s of the connection (or of the
 *   previous request on it). Node's 60 s let a client sending a byte every 5 s hold a connection.
 * - `requestTimeout` 20 s: the whole request, headers and body, within 20 s (bodies are at most
 *   64 kB); a stalled body gets 408. It ends when the request is received, so it never cuts a
 *   response that lasts, such as the event stream.
 * - `keepAliveTimeout` 10 s: an idle keep-alive connection is closed after 10 s.
 * - `connectionTimeout` 60 s: a socket with no traffic at all for 60 s is destroyed. The event
 *   stream writes a heartbeat every 25 s, so it is never idle that long.
 * - `connectionsCheckingInterval` 1 s: how often Node looks for connections past the headers and
 *   request timeouts (its default, 30 s, adds up to 30 s to both).
 *
 * Worst cases: slow headers 10 + 1 s, a stalled body 20 + 1 s.
 */
export interface ServerTimeouts {
  headersTimeout: number
  requestTimeout: number
  keepAliveTimeout: number
  connectionTimeout: number
  connectionsCheckingInterval: number
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 20_000,
  keepAliveTimeout: 10_000,
  connectionTimeout: 60_000,
  connectionsCheckingInterval: 1_000,
}

/**
 * On SIGTERM requests in flight get this long to finish (orders take milliseconds); connections
 * still open after it (a client stalled in the middle of its body) are destroyed, so the process
 * exits well within the 10 s a supervisor usually waits before SIGKILL.
 */
const SHUTDOWN_GRACE_MS = 5_000

/**
 * Graceful shutdown: stop accepting connections, end the event streams (the orders plugin's preClose
 * hook), close idle keep-alive connections, answer requests already received, and destroy whatever is
 * still connected after `graceMs`; then the onClose hooks close the database.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const force = setTimeout(() => {
    app.log.warn('connections still open after the grace period: closing them')
    app.server.closeAllConnections()
  }, graceMs)
  force.unref()
  try {
    await app.close()
  } finally {
    clearTimeout(force)
  }
}
