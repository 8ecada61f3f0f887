/**
 * The sending loop of a queue kept in the database (docs/architecture.md, "Queues in the database"):
 * the e-mail outbox and the print queue each write rows in the transaction of the event that causes
 * them, and a loop sends what is due. The loop runs right after a new row (`kick`, once the caller's
 * transaction has committed), then every `pollMs`; one pass at a time (a run asked for during a pass
 * starts again once it ends); `stop` waits for the pass in flight. Failed attempts wait with
 * exponential backoff (`backoffMs`). Which rows are due, their leases and what a send is belong to
 * the queue itself.
 */
import type { FastifyBaseLogger } from 'fastify'

/** The delay before attempt n+1 after n failed attempts: base · 2^(n−1), capped at `max`. */
export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(attempts - 1, 0), max)
}

export interface SenderLoopOptions {
  log: FastifyBaseLogger
  /** Named in the log when a pass fails ("mail outbox", "print queue"). */
  name: string
  /** A pass is started this often, besides right after each `kick`. */
  pollMs: number
  /** How long after a `kick` the pass starts (the caller's transaction commits meanwhile). */
  kickMs: number
  /** Sends what is due; resolves with how many went. `closing()` turns true when the loop stops. */
  pass: (closing: () => boolean) => Promise<number>
}

export function createSenderLoop(options: SenderLoopOptions) {
  const { log, name, pollMs, kickMs, pass } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | null = null
  let again = false
  let stopped = true
  let closing = false
  const isClosing = () => closing

  function schedule(ms: number): void {
    clearTimeout(timer)
    timer = setTimeout(() => void run(), ms)
    timer.unref()
  }

  /** Sends everything due; resolves with how many went (a run during a pass joins it, then repeats). */
  function run(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let sent = 0
      try {
        do {
          again = false
          sent += await pass(isClosing)
        } while (again && !closing)
      } catch (err) {
        log.error({ err }, `${name} run failed`)
      } finally {
        running = null
        if (!stopped) schedule(pollMs)
      }
      return sent
    })()
    return running
  }

  return {
    run,
    /** Asks for a run soon (after the current transaction has committed). */
    kick(): void {
      if (!stopped) schedule(kickMs)
    },
    /** Starts the loop: a run now, then one every `pollMs` and right after each kick. */
    start(): void {
      stopped = false
      closing = false
      schedule(0)
    },
    /** Stops the loop; resolves once the pass in flight has ended. */
    async stop(): Promise<void> {
      stopped = true
      closing = true
      clearTimeout(timer)
      await running
    },
  }
}
