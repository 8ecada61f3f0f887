// Not in the PostgreSQL pass: the command line on a SQLite file; its queries run on PostgreSQL in guest-data-columns.
// The command-line side of retention: `npm run retention -- --dry-run` and
// `npm run staff -- guest-data export|erase`, which log the action without the guest's data.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { buildApp } from '#server/app.js'
import { testConfig } from '../../helpers/app.js'
import { runBuiltCli } from '../../helpers/built-cli.js'
import { childEnv } from '../../helpers/child-env.js'
import { OPEN, order } from '../../helpers/orders-setup.js'

t.test('guest-data export and erase, and the retention dry run, from the command line', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sakana-guest-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const databaseUrl = join(dir, 'site.db')
  const app = await buildApp(testConfig({ DATABASE_URL: databaseUrl }), {
    ssrMode: 'source',
    logger: false,
    now: () => OPEN,
  })
  await app.ready()
  const placed = await app.inject({ method: 'POST', url: '/api/order', payload: order() })
  t.equal(placed.statusCode, 201)
  await app.close()

  const env = childEnv({ ...process.env, DATABASE_URL: databaseUrl })
  const run = (script: 'staff' | 'retention', args: string[]) => runBuiltCli(script, args, env)

  const dry = run('retention', ['--dry-run'])
  t.equal(dry.status, 0, dry.stderr)
  t.match(JSON.parse(dry.stdout), { ran: true, dryRun: true, ordersErased: 0 })

  const exported = run('staff', ['guest-data', 'export', 'ANNA@example.pl'])
  t.equal(exported.status, 0, exported.stderr)
  t.match(JSON.parse(exported.stdout), { orders: [{ order: { customer_name: 'Anna Kowalska' } }] })
  t.match(exported.stderr, /"msg":"guest data exported","orders":\[1\]/)
  t.notMatch(exported.stderr, /anna|Kowalska|600/i, 'the log names no guest data')

  const erased = run('staff', ['guest-data', 'erase', '+48 600 100 200'])
  t.equal(erased.status, 0, erased.stderr)
  t.match(erased.stdout, /Erased the personal data of 1 order/)
  t.notMatch(erased.stderr, /anna|Kowalska|600/i)
  t.match(JSON.parse(run('staff', ['guest-data', 'export', 'anna@example.pl']).stdout), {
    orders: [],
  })
})
