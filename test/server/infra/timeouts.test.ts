// Not in the PostgreSQL pass: the server's socket timeouts.
// Slow clients (docs/operations.md, "Timeouts") are dropped, event streams stay open. No timing is asserted:
// the bounds only say "dropped at all" / "still open", generously.

import type { AddressInfo } from 'node:net'
import net from 'node:net'
import t from 'tap'
import { SERVER_TIMEOUTS } from '#server/lifecycle.js'
import { build } from '../../helpers/app.js'
import { staffToken } from '../../helpers/staff-helper.js'

/**
 * A client sending the request headers one byte every `everyMs`: resolves with what the server
 * answered when it closed the connection, or null if it was still open after `giveUpMs`.
 */
function slowHeaders(port: number, everyMs: number, giveUpMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const text = `GET / HTTP/1.1\r\nHost: x\r\n${'X-Slow: a\r\n'.repeat(200)}\r\n`
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let i = 0
    const drip = setInterval(() => {
      if (i < text.length && socket.writable) socket.write(text[i++]!)
    }, everyMs)
    const giveUp = setTimeout(() => {
      clearInterval(drip)
      socket.destroy()
      resolve(null)
    }, giveUpMs)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(drip)
      clearTimeout(giveUp)
      resolve(answer)
    })
  })
}

t.test('the chosen timeouts drop a slow client within 30 s and leave streams open', async (t) => {
  const { headersTimeout, requestTimeout, connectionsCheckingInterval, connectionTimeout } = SERVER_TIMEOUTS
  t.ok(headersTimeout + connectionsCheckingInterval < 30_000, 'slow headers: dropped within 30 s')
  t.ok(requestTimeout + connectionsCheckingInterval < 30_000, 'a stalled body: dropped within 30 s')
  t.ok(headersTimeout <= requestTimeout, 'Node requires headersTimeout ≤ requestTimeout')
  t.ok(connectionTimeout > 25_000 * 2, 'idle-socket timeout well above the stream heartbeat (25 s)')
})

t.test('a client sending its headers a byte every 2 s is dropped (the real settings)', async (t) => {
  const app = await build(t)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  // Node's defaults kept such a client for 65-85 s; the bound here is far above the chosen 11 s.
  const answer = await slowHeaders(port, 2_000, 50_000)
  t.not(answer, null, 'the server closed the connection')
  t.notMatch(answer ?? '', /^HTTP\/1\.1 200/, 'no page was served to it')
})

t.test('a stalled body gets 408; an event stream outlives every timeout (short settings)', async (t) => {
  const timeouts = {
    headersTimeout: 500,
    requestTimeout: 1_000,
    keepAliveTimeout: 500,
    connectionTimeout: 60_000,
    connectionsCheckingInterval: 100,
  }
  const app = await build(t, { timeouts })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  const token = await staffToken(app)

  // An event stream: it must still be open and receiving after 4× the request timeout.
  const stream = net.connect(port, '127.0.0.1')
  let streamText = ''
  let streamClosed = false
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    streamText += chunk
  })
  stream.on('close', () => {
    streamClosed = true
  })
  stream.write(
    `GET /api/orders/stream HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
  )

  // A request whose body stalls half-way.
  const stalled = net.connect(port, '127.0.0.1')
  let stalledText = ''
  const stalledClosed = new Promise<void>((resolve) => stalled.on('close', () => resolve()))
  stalled.setEncoding('latin1')
  stalled.on('data', (chunk: string) => {
    stalledText += chunk
  })
  stalled.on('error', () => undefined)
  stalled.write(
    'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
  )
  await Promise.race([stalledClosed, new Promise((r) => setTimeout(r, 20_000))])
  t.match(stalledText, /^HTTP\/1\.1 408/, 'the stalled body was answered 408 and dropped')

  await new Promise((r) => setTimeout(r, 4 * timeouts.requestTimeout))
  t.notOk(streamClosed, 'the event stream is still open')
  t.match(streamText, /^HTTP\/1\.1 200/)
  t.match(streamText, /event: ready/)
  stream.destroy()
})
