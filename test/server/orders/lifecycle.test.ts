import t from 'tap'
import { buildApp } from '#server/app.js'
import { testConfig } from '../../helpers/app.js'

t.test('healthz reports database readiness; closing the app closes the database', async (t) => {
  const app = await buildApp(testConfig(), { ssrMode: 'source', logger: false })
  await app.ready()
  const res = await app.inject({ url: '/healthz' })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { status: 'ok', database: true })
  t.equal(res.headers['cache-control'], 'no-store')
  t.equal(await app.dbReady(), true)
  await app.close()
  t.equal(await app.dbReady(), false, 'database reported closed')
  await t.rejects(app.db.selectFrom('orders').select('id').execute(), 'queries fail after close')
})

t.test('migrations create the schema on a fresh database', async (t) => {
  const app = await buildApp(testConfig(), { ssrMode: 'source', logger: false })
  t.teardown(() => app.close())
  await app.ready()
  const tables = await app.db.introspection.getTables()
  const names = tables.map((table) => table.name).sort()
  for (const table of [
    'orders',
    'order_lines',
    'order_events',
    'promo_codes',
    'staff_users',
    'site_overrides',
    'idempotency_keys',
  ]) {
    t.ok(names.includes(table), `${table} exists`)
  }
})
