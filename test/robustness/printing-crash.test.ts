import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import t from 'tap'
import { build } from '../helpers/app.js'
import { dishes, orderBody } from '../helpers/fixtures.js'
import { readEscPos, TcpPrinter } from '../helpers/printer-stand-in.js'
import { kill9, startServer, until } from '../helpers/server-process.js'
import { staffToken } from '../helpers/staff-helper.js'

// The print queue across kill -9 (docs/printing.md, The queue): the real server is killed after the
// order was acknowledged, while its ticket is on its way to a printer that has not answered yet.
// After a restart the ticket prints, once, marked as sent again; further restarts print nothing.

const dir = mkdtempSync(join(tmpdir(), 'sushi-print-crash-'))
const database = join(dir, 'crash.db')
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

interface JobState {
  status: string
  attempts: number
  interrupted: number
}

function jobs(): JobState[] {
  const db = new SQLite(database, { readonly: true })
  try {
    return db.prepare('select status, attempts, interrupted from print_jobs order by id').all() as JobState[]
  } finally {
    db.close()
  }
}

// A silent printer fails the attempt after 2 s; a ticket a dead process held is free after 12 s.
const start = () => startServer(database, { PRINTER_TIMEOUT_SECONDS: '2', PRINTER_HOSTS: '127.0.0.1' })
const waitFor = (check: () => boolean, what: string, ms?: number) =>
  until(check, what, ms, () => JSON.stringify(jobs()))

t.test('a ticket being sent when the server is killed prints once after the restart', async (t) => {
  // A printer that takes connections and never answers: the ticket stays on its way.
  const printer = await new TcpPrinter().start()
  printer.mode = 'hang'
  t.teardown(() => printer.stop())

  // The printer and the order are set up by the app in-process, its sender not started.
  const seed = await build(t, { env: { DATABASE_URL: database }, printing: { autoStart: false } })
  const auth = { authorization: `Bearer ${await staffToken(seed)}` }
  await seed.inject({ method: 'POST', url: '/api/utils/openToday', headers: auth })
  const added = await seed.inject({
    method: 'POST',
    url: '/api/printers',
    headers: auth,
    payload: { name: 'Kuchnia', kind: 'DIRECT', host: '127.0.0.1', port: printer.port },
  })
  t.equal(added.statusCode, 201, added.body)
  const placed = await seed.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'idempotency-key': randomUUID() },
    payload: orderBody({ items: [{ productId: dishes.salmonNigiri.id, count: 2 }] }),
  })
  t.equal(placed.statusCode, 201, 'the order is acknowledged')
  const number = (placed.json() as { number: number }).number
  await seed.close()
  t.match(
    jobs(),
    [{ status: 'WAITING', attempts: 0, interrupted: 0 }],
    'its ticket is written with the order',
  )

  // Killed while the printer holds the ticket without having answered.
  const first = await start()
  await waitFor(() => jobs()[0]?.status === 'SENDING', 'the ticket on its way')
  await kill9(first)
  t.match(jobs(), [{ status: 'SENDING', attempts: 1 }], 'left on its way by the dead process')
  t.equal(printer.tickets.length, 0, 'nothing printed yet')

  // The printer answers again; the restarted server sends the ticket once the dead one's lease ends.
  printer.mode = 'print'
  await printer.stop()
  await printer.comeBack()
  const second = await start()
  await waitFor(() => jobs()[0]?.status === 'PRINTED', 'the ticket printed', 45_000)
  await kill9(second)
  t.equal(printer.tickets.length, 1, 'printed once')
  t.match(jobs(), [{ status: 'PRINTED', attempts: 2, interrupted: 1 }])
  const lines = readEscPos(printer.tickets[0]!).lines.map((line) => line.trim())
  t.ok(lines.includes(`#${number}`), 'the order’s ticket')
  t.ok(lines.includes('WYSŁANY PONOWNIE'), 'marked as sent again')
  t.match(lines.join(' '), `sprawdź, czy bon #${number} już nie wyszedł`, 'the cook is told what to check')
  t.match(lines.join(' '), '2 × Nigiri z łososiem')

  // Another kill and restart prints nothing twice.
  const third = await start()
  await new Promise((resolve) => setTimeout(resolve, 2500))
  await kill9(third)
  t.equal(printer.tickets.length, 1, 'a restart prints nothing again')
  t.match(jobs(), [{ status: 'PRINTED', attempts: 2 }])
})
