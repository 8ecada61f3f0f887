import { sql } from 'kysely'
import type { DB } from './database.js'
import type { Writes } from './transactions.js'

interface Pending {
  work: (trx: DB) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Group commit for the hot write path. Every commit with synchronous=FULL waits for one fsync, so
 * writes that arrive together are run in one immediate transaction, each inside its own savepoint
 * (a failing one is rolled back alone), and committed with a single fsync. A caller's promise
 * settles only after the commit: nothing is acknowledged before it is durable.
 */
export class WriteQueue implements Writes {
  private pending: Pending[] = []
  private flushing: Promise<void> | null = null
  /** Transactions committed and writes run, for tests and the benchmark. */
  readonly stats = { batches: 0, writes: 0 }

  constructor(
    private readonly db: DB,
    private readonly maxBatch = 100,
  ) {}

  run<T>(work: (trx: DB) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject })
      if (!this.flushing) {
        // After the current I/O callbacks: requests that arrived together share one commit.
        this.flushing = new Promise<void>((resolve) => setImmediate(() => void this.flush().then(resolve)))
      }
    })
  }

  /** Settles when every write queued so far has been committed or refused (before the database closes). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxBatch)
        await this.runBatch(batch)
      }
    } finally {
      this.flushing = null
    }
  }

  private async runBatch(batch: Pending[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = []
    try {
      await this.db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn)
        try {
          for (const item of batch) {
            await sql`savepoint write_item`.execute(conn)
            try {
              const value = await item.work(conn)
              await sql`release write_item`.execute(conn)
              outcomes.push({ ok: true, value })
            } catch (error) {
              await sql`rollback to write_item`.execute(conn)
              await sql`release write_item`.execute(conn)
              outcomes.push({ ok: false, error })
            }
          }
          await sql`commit`.execute(conn)
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => undefined)
          throw error
        }
      })
    } catch (error) {
      // The transaction itself failed (disk full, database closed): nothing of it was written.
      for (const item of batch) item.reject(error)
      return
    }
    this.stats.batches++
    this.stats.writes += batch.length
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!
      if (outcome.ok) item.resolve(outcome.value)
      else item.reject(outcome.error)
    })
  }
}
