import type { FastifyInstance } from 'fastify'
import { pruneIdempotencyKeys } from '../repository.js'

/** Idempotency keys are kept for 48 hours (at least 24 h, as the product rules ask). */
const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60 * 60 * 1000

/** Removes expired idempotency keys every hour while the app runs; stops when it closes. */
export function scheduleIdempotencyPruning(app: FastifyInstance): void {
  const timer = setInterval(() => {
    pruneIdempotencyKeys(app.db, new Date(app.now().getTime() - IDEMPOTENCY_RETENTION_MS)).catch((err) =>
      app.log.error({ err }, 'pruning idempotency keys failed'),
    )
  }, PRUNE_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
