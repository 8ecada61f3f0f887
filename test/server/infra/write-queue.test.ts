// Not in the PostgreSQL pass: SQLite's own write queue (PostgreSQL has none).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import t, { type Test } from 'tap'
import { migrateToLatest, openDatabase } from '#infra/db/database.js'
import { WriteQueue } from '#infra/db/write-queue.js'

async function setup(t: Test) {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-wq-'))
  const file = join(dir, 'q.db')
  const db = openDatabase(file)
  await migrateToLatest(db)
  t.teardown(async () => {
    await db.destroy().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  })
  return { db, file, queue: new WriteQueue(db) }
}

const override = (date: string) => ({ date, kind: 'CLOSED' as const, created_by: 'test', created_at: 'now' })

t.test(
  'writes that arrive together share one transaction, and are committed when they resolve',
  async (t) => {
    const { db, file, queue } = await setup(t)
    const reader = new SQLite(file, { readonly: true })
    t.teardown(() => reader.close())
    const count = () => (reader.prepare('select count(*) as n from site_overrides').get() as { n: number }).n
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        queue.run(async (trx) => {
          await trx
            .insertInto('site_overrides')
            .values(override(`2026-01-${String(i + 1).padStart(2, '0')}`))
            .execute()
          return i
        }),
      ),
    )
    t.same(
      results,
      Array.from({ length: 20 }, (_, i) => i),
      'each caller gets its own result',
    )
    t.equal(count(), 20, 'another connection sees every write once the promises have settled')
    t.equal(queue.stats.writes, 20)
    t.ok(queue.stats.batches < 20, `grouped into ${queue.stats.batches} commit(s)`)
    void db
  },
)

t.test('a failing write is rolled back alone; the others in its batch are kept', async (t) => {
  const { db, queue } = await setup(t)
  const outcomes = await Promise.allSettled([
    queue.run((trx) => trx.insertInto('site_overrides').values(override('2026-02-01')).execute()),
    queue.run(async (trx) => {
      await trx.insertInto('site_overrides').values(override('2026-02-02')).execute()
      throw new Error('refused half-way')
    }),
    queue.run((trx) => trx.insertInto('site_overrides').values(override('2026-02-03')).execute()),
  ])
  t.same(
    outcomes.map((o) => o.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  )
  t.match((outcomes[1] as PromiseRejectedResult).reason, { message: 'refused half-way' })
  const dates = (await db.selectFrom('site_overrides').select('date').orderBy('date').execute()).map(
    (r) => r.date,
  )
  t.same(dates, ['2026-02-01', '2026-02-03'], 'nothing of the refused write remains')
})

t.test('when the transaction cannot run, every caller of the batch is told', async (t) => {
  const { db, queue } = await setup(t)
  await db.destroy()
  const outcomes = await Promise.allSettled([
    queue.run((trx) => trx.insertInto('site_overrides').values(override('2026-03-01')).execute()),
    queue.run((trx) => trx.insertInto('site_overrides').values(override('2026-03-02')).execute()),
  ])
  t.same(
    outcomes.map((o) => o.status),
    ['rejected', 'rejected'],
  )
})
