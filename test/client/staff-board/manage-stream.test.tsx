/**
 * The staff page's order stream: the SSE parser, Last-Event-ID, backoff and reconnecting.
 */
import '../helpers/setup.js'
import { waitFor } from '@testing-library/react'
import t from 'tap'
import { backoffDelay, connectOrderStream, SseParser } from '#client/features/staff-board/sse.js'
import { restoreAfterTest } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

// ---------- The pieces ----------

t.test('the SSE parser: split chunks, CRLF and CR, comments, multi-line data, default event', async (t) => {
  const parser = new SseParser()
  t.same(parser.push(': hello\n\nevent: ready\ndata: {"a"'), [])
  t.same(parser.push(':1}\n\n'), [{ event: 'ready', data: '{"a":1}' }])
  t.same(parser.push('data: one\r'), [])
  t.same(parser.push('\ndata: two\r\n\r\n'), [{ event: 'message', data: 'one\ntwo' }])
  t.same(parser.push('event: order\rdata:x\r\r'), [], 'a CR at the end waits: it may start a CRLF')
  t.same(
    parser.push('event: nothing\n\n'),
    [{ event: 'order', data: 'x' }],
    'the lone CR ended the event; an event without data is not dispatched',
  )
  t.same(parser.push('id: 5\nretry: 100\ndata\n\n'), [{ event: 'message', data: '', id: '5' }])
  t.same(
    parser.push('data: no id\n\n'),
    [{ event: 'message', data: 'no id' }],
    'an id belongs to its event only',
  )
})

t.test('a reconnect sends the last order event id as Last-Event-ID, to get what it missed', async (t) => {
  const sent: (string | undefined)[] = []
  const bearers: (string | undefined)[] = []
  const fakeFetch = (async (_url: string, init?: RequestInit) => {
    sent.push((init?.headers as Record<string, string> | undefined)?.['last-event-id'])
    bearers.push((init?.headers as Record<string, string> | undefined)?.authorization)
    t.notOk(init?.credentials === 'include', 'no cookie stands for the token')
    const first = sent.length === 1
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        const order = JSON.stringify({ type: 'created', order: { id: 'ABC' } })
        c.enqueue(
          new TextEncoder().encode(`event: ready\ndata: {}\n\nid: 41\nevent: order\ndata: ${order}\n\n`),
        )
        if (first) c.close()
      },
    })
    return new Response(body, { status: 200 })
  }) as typeof fetch
  // The page's memory: a password change in between gives the session a new token.
  let reads = 0
  const stream = connectOrderStream({
    fetch: fakeFetch,
    token: () => (reads++ === 0 ? 'first-token' : 'renewed-token'),
    delay: () => 5,
    onReady: () => {},
    onOrder: () => {},
    onUnauthorized: () => t.fail('not refused'),
  })
  await waitFor(() => {
    if (sent.length < 2) throw new Error('not reconnected')
  })
  stream.close()
  t.same(
    bearers.slice(0, 2),
    ['Bearer first-token', 'Bearer renewed-token'],
    'each connection sends the token held in memory at that moment as Authorization: Bearer',
  )
  t.same(sent.slice(0, 2), [undefined, '41'], 'none at first, then the last id seen')
})

t.test('reconnect backoff grows to 30 s with jitter', async (t) => {
  t.equal(
    backoffDelay(0, () => 1),
    1000,
  )
  t.equal(
    backoffDelay(1, () => 1),
    2000,
  )
  t.equal(
    backoffDelay(3, () => 0),
    6000,
  )
  t.equal(
    backoffDelay(20, () => 1),
    30_000,
  )
})

t.test('the stream reconnects by itself after a drop, and stops on close', async (t) => {
  let opened = 0
  const readies: number[] = []
  const statuses: boolean[] = []
  const fakeFetch = (async () => {
    opened++
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'))
        // The first connection drops at once; the second stays open.
        if (opened === 1) c.close()
      },
    })
    return new Response(body, { status: 200 })
  }) as typeof fetch
  const stream = connectOrderStream({
    fetch: fakeFetch,
    token: () => 'tok',
    delay: () => 5,
    onReady: () => readies.push(opened),
    onOrder: () => {},
    onUnauthorized: () => t.fail('not refused'),
    onStatus: (s) => statuses.push(s),
  })
  await waitFor(() => {
    if (readies.length < 2) throw new Error('not reconnected')
  })
  stream.close()
  t.same(readies, [1, 2], 'ready after each connection')
  t.same(statuses.slice(0, 3), [true, false, true])

  let attempts = 0
  const failing = connectOrderStream({
    token: () => 'tok',
    fetch: (async () => {
      attempts++
      return new Response('no', { status: 503 })
    }) as typeof fetch,
    delay: () => 5,
    onReady: () => {},
    onOrder: () => {},
    onUnauthorized: () => {},
  })
  await waitFor(() => {
    if (attempts < 3) throw new Error('not retrying')
  })
  failing.close()
  const after = attempts
  await new Promise((r) => setTimeout(r, 30))
  t.ok(attempts <= after + 1, 'stopped after close')
})
