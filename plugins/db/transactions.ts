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
}

/** One pooled transaction per write (PostgreSQL): READ COMMITTED, row locks and unique indexes do the rest. */
export class PooledWrites implements Writes {
  readonly stats = { batches: 0, writes: 0 }

  constructor(private readonly db: DB) {}

  async run<T>(work: (trx: DB) => Promise<T>): Promise<T> {
    const value = await this.db.transaction().execute(work)
    this.stats.batches++
    this.stats.writes++
    return value
  }
}
