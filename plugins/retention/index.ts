import { randomUUID } from 'node:crypto'
import fp from 'fastify-plugin'
import { claimLock, holdLock } from './lock.js'
import { runRetention } from './service.js'

interface RetentionPluginOptions {
  /** Days an order keeps the guest's personal data (ORDER_PII_RETENTION_DAYS). */
  orderPiiDays: number
  /** Days the audit trail keeps an entry (AUDIT_RETENTION_DAYS). */
  auditDays: number
  /** Off in tests, which run the job themselves. */
  schedule: boolean
}

/** The scheduler looks this often whether today's run is due. */
const CHECK_EVERY_MS = 60 * 60_000
/** After a run, the other instances (and this one) wait this long before the next. */
const DAILY_MS = 23 * 60 * 60_000

/**
 * Retention: once a day, on whichever instance claims the day first (a lock row in the database),
 * guests' data past its time is erased (service.ts). `npm run retention` runs it by hand.
 */
export default fp<RetentionPluginOptions>(
  async (app, opts) => {
    if (!opts.schedule) return
    const holder = randomUUID()
    const log = app.log.child({ component: 'retention' })
    let running: Promise<void> | null = null
    const tick = () => {
      if (running) return
      running = (async () => {
        const now = app.now()
        if (!(await claimLock(app.db, 'retention:daily', holder, new Date(now.getTime() + DAILY_MS), now)))
          return
        const report = await runRetention(app.db, {
          now,
          orderPiiDays: opts.orderPiiDays,
          auditDays: opts.auditDays,
        })
        // Not run (another instance was at it): let the next check try again.
        if (!report.ran) await holdLock(app.db, 'retention:daily', holder, now)
        else log.info(report, 'retention job done')
      })()
        .catch((err) => log.error({ err }, 'retention job failed'))
        .finally(() => {
          running = null
        })
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      tick()
      timer = setInterval(tick, CHECK_EVERY_MS)
      timer.unref()
    })
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'retention', dependencies: ['db', 'http'] },
)
