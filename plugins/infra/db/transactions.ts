import type { DB } from './database.js'

/**
 * How the hot write path (orders) runs its transactions: `run(work)` settles after the commit.
 * SQLite uses the group-commit WriteQueue (one fsync for the writes that arrive together);
 * PostgreSQL uses ordinary transactions from the pool (PooledWrites), which commit in parallel.
 */
export interface Writes {
  run<T>(work: (trx: DB) => Promise<T>): Promise<T>
  /** Transactions committed and writes run, for tests and the benchmark. */
  readonly stats: { batches: number; writes: number }
  /** Settles once every write already started has committed (or failed): before the database closes. */
  drain(): Promise<void>
}

/** One pooled transaction per write (PostgreSQL): READ COMMITTED, row locks and unique indexes do the rest. */
export class PooledWrites implements Writes {
  readonly stats = { batches: 0, writes: 0 }
  private readonly inFlight = new Set<Promise<unknown>>()

  constructor(private readonly db: DB) {}

  async run<T>(work: (trx: DB) => Promise<T>): Promise<T> {
    const pending = this.db.transaction().execute(work)
    this.inFlight.add(pending)
    try {
      const value = await pending
      this.stats.batches++
      this.stats.writes++
      return value
    } finally {
      this.inFlight.delete(pending)
    }
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight])
  }
}
