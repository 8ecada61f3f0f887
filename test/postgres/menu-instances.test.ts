/**
 * The menu with two instances on one PostgreSQL (docs/menu.md, "The snapshot"): a change written
 * through one instance is served by the other within 2 seconds.
 */
import t from 'tap'
import { buildApp } from '#server/app.js'
import { freshDatabaseUrl, sharedRedis, testConfig } from '../helpers/app.js'
import { requirePostgres } from '../helpers/postgres.js'

requirePostgres()

t.test('a price changed on one instance is served by the other within 2 s', async (t) => {
  const env = { DATABASE_URL: await freshDatabaseUrl(t), ...sharedRedis() }
  const start = async () => {
    const app = await buildApp(testConfig(env), { ssrMode: 'source', logger: false })
    t.teardown(() => app.close())
    await app.ready()
    return app
  }
  const [a, b] = await Promise.all([start(), start()])
  const price = async () => (await b!.inject({ url: '/api/menu/products/nigiri-losos' })).json().price
  t.equal(await price(), 19, 'the other instance serves the seed')

  for (const grosze of [2150, 1900]) {
    const changedAt = performance.now()
    await a!.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('menu_products')
        .set({ price_grosze: grosze })
        .where('id', '=', 'nigiri-losos')
        .execute()
      await a!.menu.bumpVersion(trx)
    })
    await a!.menu.published()
    let seen = await price()
    while (seen !== grosze / 100 && performance.now() - changedAt < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      seen = await price()
    }
    t.equal(seen, grosze / 100, `${grosze / 100} zł served by the other instance`)
    t.ok(performance.now() - changedAt < 2_000, 'within 2 s')
    t.equal(b!.menu.current().version, a!.menu.current().version, 'both hold the same version')
  }
})
