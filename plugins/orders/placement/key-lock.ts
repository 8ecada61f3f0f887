/**
 * Runs work for the same key one after another (in this process). Requests that carry the same
 * Idempotency-Key and arrive together (a double click, a retry while the first is still running)
 * wait for the first; they then find its stored answer and are answered from it, without being
 * priced again or counted by the order rate limit. Across processes the database transaction still
 * guarantees one order per key.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>()

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    // The promise's executor runs at once, so `release` is set before it is used.
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => mine)
    this.tails.set(key, tail)
    await previous
    try {
      return await work()
    } finally {
      release()
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
  }
}
