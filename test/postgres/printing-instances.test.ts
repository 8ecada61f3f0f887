/**
 * Printing on two instances of one PostgreSQL (docs/printing.md, The queue): both run their senders
 * at once over the same jobs, and each ticket prints once per printer and copy.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { buildApp } from '#server/app.js'
import { freshDatabaseUrl, sharedRedis, testConfig } from '../helpers/app.js'
import { OPEN } from '../helpers/instants.js'
import { requirePostgres } from '../helpers/postgres.js'
import { readEscPos, TcpPrinter } from '../helpers/printer-stand-in.js'

requirePostgres()

const order = (n: number) => ({
  items: [{ productId: 'nigiri-losos', count: 1 + (n % 3) }],
  deliveryType: 'SELF',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  customer: { name: 'Anna Kowalska', phone: '600 100 200', email: 'anna@example.pl' },
  acceptTerms: true,
})

t.test('two instances, twelve orders, two copies each: 24 tickets, each once, in order', async (t) => {
  const printer = await new TcpPrinter().start()
  t.teardown(() => printer.stop())
  const env = { DATABASE_URL: await freshDatabaseUrl(t), ...sharedRedis() }
  const start = async () => {
    const app = await buildApp(testConfig(env), {
      ssrMode: 'source',
      logger: false,
      now: () => OPEN,
      printing: { autoStart: false, statusWaitMs: 50, timeoutMs: 2000 },
    })
    t.teardown(() => app.close())
    await app.ready()
    return app
  }
  const a = await start()
  const b = await start()
  await createStaff(a.db, 'wlasciciel', 'correct-horse-battery')
  const login = await a.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'wlasciciel', password: 'correct-horse-battery' },
  })
  const auth = { authorization: `Bearer ${login.json().token}` }
  const added = await b.inject({
    method: 'POST',
    url: '/api/printers',
    headers: auth,
    payload: { name: 'Kuchnia', kind: 'DIRECT', host: '127.0.0.1', port: printer.port, copies: 2 },
  })
  t.equal(added.statusCode, 201, added.body)
  const numbers: number[] = []
  for (let n = 0; n < 12; n++) {
    const res = await (n % 2 ? a : b).inject({ method: 'POST', url: '/api/order', payload: order(n) })
    t.equal(res.statusCode, 201, res.body)
    numbers.push(res.json().number)
  }
  // Both senders at once: they compete for the same printer and jobs.
  const printed = await Promise.all([a.printing.queue.run(), b.printing.queue.run()])
  t.equal(
    printed.reduce((sum, n) => sum + n, 0),
    24,
    'every ticket sent by exactly one of them',
  )
  t.equal(printer.tickets.length, 24)
  const seen = printer.tickets.map((bytes) =>
    Number(
      readEscPos(bytes)
        .lines.find((l) => /^\s*#\d+$/.test(l))!
        .trim()
        .slice(1),
    ),
  )
  t.same(
    seen,
    numbers.flatMap((n) => [n, n]),
    'in the order the orders came, two copies each',
  )
  t.equal(await a.printing.queue.run(), 0, 'nothing left')
})
