// Crash test (docs/testing.md): the built server as a child process on a SQLite file. Orders are placed
// concurrently and the process is SIGKILLed at random moments, then restarted on the same file:
// every order answered 201 is stored with its lines, a request cut off by the kill and retried with
// its key yields exactly one order, and the database passes PRAGMA integrity_check.
// (SIGTERM under load: test/robustness/shutdown.test.ts; the harness: crash-harness.ts.)
import t from 'tap'
import {
  type Attempt,
  freePort,
  KILLS,
  load,
  openToday,
  placeOrder,
  prepareDatabase,
  rand,
  readDatabase,
  seed,
  startServer,
} from './crash-harness.js'

t.test('SIGKILL at random moments loses no acknowledged order and duplicates none', async (t) => {
  await prepareDatabase()

  const port = await freePort()
  const attempts: Attempt[] = []
  let cutOff: Attempt[] = []
  const retried: Attempt[] = []
  const kills: number[] = []

  for (let round = 0; round <= KILLS; round++) {
    const server = await startServer(port)
    t.teardown(() => {
      server.child.kill('SIGKILL')
    })
    await openToday(port)
    // Every request the previous kill cut off is sent again, with its key and body.
    for (const attempt of cutOff) {
      const again = await placeOrder(port, attempt.key, attempt.body)
      retried.push({ ...attempt, outcome: again })
    }
    if (round === KILLS) {
      server.child.kill('SIGTERM')
      t.equal((await server.exited).code, 0, 'the last run stops cleanly')
      break
    }
    const before = attempts.length
    const running = load(port, attempts)
    const killAfter = 150 + Math.floor(rand() * 1_200)
    await new Promise((r) => setTimeout(r, killAfter))
    server.child.kill('SIGKILL')
    await server.exited
    await running.stop()
    kills.push(killAfter)
    cutOff = attempts.slice(before).filter((a) => 'error' in a.outcome && a.outcome.error !== 'not sent')
  }

  t.comment(
    `seed ${seed}: ${kills.length} kills (after ${kills.join(', ')} ms), ${attempts.length} orders sent`,
  )
  t.ok(kills.length >= 5, 'killed at least 5 times')
  const acknowledged = attempts.filter((a) => 'status' in a.outcome && a.outcome.status === 201)
  t.ok(acknowledged.length > 20, `${acknowledged.length} orders answered 201`)
  t.ok(
    retried.length > 0 || attempts.every((a) => !('error' in a.outcome)),
    `${retried.length} cut-off requests retried`,
  )
  const refused = attempts.filter((a) => 'status' in a.outcome && a.outcome.status !== 201)
  t.same(
    refused.map((a) => ('status' in a.outcome ? a.outcome.status : 0)),
    [],
    'no answer other than 201 while the server ran',
  )

  const db = readDatabase()
  t.same(db.integrity, ['ok'], 'PRAGMA integrity_check: ok')
  const stored = new Set(db.orders)
  const lines = new Map(db.lines.map((l) => [l.id, l]))
  const orderOfKey = new Map(db.keys.map((k) => [k.key, k.orderId]))
  let missing = 0
  let badLines = 0
  for (const attempt of acknowledged) {
    const id = (attempt.outcome as { id: string }).id
    if (!stored.has(id)) missing++
    const expected = attempt.body.items.reduce((sum, item) => sum + item.count, 0)
    const line = lines.get(id)
    if (!line || line.n !== attempt.body.items.length || line.items !== expected) badLines++
    if (orderOfKey.get(attempt.key) !== id) missing++
  }
  t.equal(missing, 0, 'every order answered 201 is stored, under its key')
  t.equal(badLines, 0, 'with all its lines')

  let retriedWrong = 0
  for (const attempt of retried) {
    const outcome = attempt.outcome as { status?: number; id?: string }
    if (outcome.status !== 201 || !outcome.id || orderOfKey.get(attempt.key) !== outcome.id) retriedWrong++
  }
  t.equal(retriedWrong, 0, 'each retried cut-off request: 201 naming the one order stored for its key')
  // One order per key, none without a key: the kill never split an order from its key.
  t.equal(new Set(db.keys.map((k) => k.orderId)).size, db.keys.length, 'no order shared by two keys')
  t.equal(db.orders.length, db.keys.length, 'no order without its key, no key without its order')
  const answeredIds = new Set(
    [...acknowledged, ...retried].map((a) => (a.outcome as { id?: string }).id).filter(Boolean),
  )
  t.ok(
    db.orders.every((id) => answeredIds.has(id) || attempts.some((a) => orderOfKey.get(a.key) === id)),
    'every stored order belongs to a request that was sent',
  )
})
