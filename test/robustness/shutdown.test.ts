// Shutdown test (docs/testing.md): SIGTERM to the built server under order load: every request the server
// took in is answered, event streams end, and the exit code is 0. (Harness: crash-harness.ts.)
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import t from 'tap'
import {
  type Attempt,
  freePort,
  load,
  openToday,
  orderBody,
  prepareDatabase,
  rand,
  readDatabase,
  startServer,
  token,
} from './crash-harness.js'

t.test('SIGTERM under load: requests taken in are answered, streams end, exit code 0', async (t) => {
  await prepareDatabase()
  const port = await freePort()
  const server = await startServer(port)
  t.teardown(() => {
    server.child.kill('SIGKILL')
  })
  await openToday(port)

  // An open event stream.
  let streamEnded = false
  const stream = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/orders/stream',
    headers: { authorization: `Bearer ${token}` },
  })
  const streamOpen = new Promise<void>((resolve) =>
    stream.on('response', (res) => {
      res.on('data', () => resolve())
      res.on('close', () => {
        streamEnded = true
      })
    }),
  )
  stream.on('error', () => {
    streamEnded = true
  })
  await streamOpen

  // A request whose body is half sent when SIGTERM comes (it is finished right after), and one
  // that stalls for good.
  const slowKey = randomUUID()
  const slowBody = JSON.stringify(orderBody())
  const slow = net.connect(port, '127.0.0.1')
  let slowAnswer = ''
  slow.setEncoding('latin1')
  slow.on('data', (chunk: string) => {
    slowAnswer += chunk
  })
  slow.on('error', () => undefined)
  const slowClosed = new Promise<void>((resolve) => slow.on('close', () => resolve()))
  slow.write(
    `POST /api/order HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nIdempotency-Key: ${slowKey}\r\nContent-Length: ${Buffer.byteLength(slowBody)}\r\nConnection: close\r\n\r\n${slowBody.slice(0, 20)}`,
  )
  const stalled = net.connect(port, '127.0.0.1')
  stalled.on('error', () => undefined)
  stalled.write(
    'POST /api/order HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"items":',
  )

  const attempts: Attempt[] = []
  const running = load(port, attempts)
  await new Promise((r) => setTimeout(r, 300 + Math.floor(rand() * 700)))
  server.child.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 200))
  slow.write(slowBody.slice(20))
  const { code, signal } = await server.exited
  await running.stop()
  await slowClosed

  t.equal(signal, null, 'not killed by the signal')
  t.equal(code, 0, 'exit code 0 (within close-with-grace’s 10 s, which would exit 1)')
  t.ok(streamEnded, 'the event stream was ended')
  t.match(slowAnswer, /^HTTP\/1\.1 201 /, 'the request in flight at SIGTERM was answered 201')

  const db = readDatabase()
  t.same(db.integrity, ['ok'])
  const orderOfKey = new Map(db.keys.map((k) => [k.key, k.orderId]))
  t.ok(orderOfKey.has(slowKey), 'and its order is stored')
  const answered = attempts.filter((a) => 'status' in a.outcome)
  const unanswered = attempts.filter((a) => 'error' in a.outcome && a.outcome.error !== 'not sent')
  t.ok(answered.length > 0, `${answered.length} requests answered during the load`)
  t.same(
    [...new Set(answered.map((a) => (a.outcome as { status: number }).status))].filter(
      (s) => s !== 201 && s !== 503,
    ),
    [],
    'answers are 201 (placed) or 503 (closing)',
  )
  const lost = answered.filter(
    (a) =>
      (a.outcome as { status: number }).status === 201 &&
      orderOfKey.get(a.key) !== (a.outcome as { id: string }).id,
  )
  t.equal(lost.length, 0, 'every 201 is stored')
  const processedUnanswered = unanswered.filter((a) => orderOfKey.has(a.key))
  t.equal(
    processedUnanswered.length,
    0,
    `no request was processed without an answer (${unanswered.length} never reached the closing server)`,
  )
  t.comment(server.output().slice(-2_000))
})
