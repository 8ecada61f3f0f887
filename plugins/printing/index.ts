import fp from 'fastify-plugin'
import printingRoutes from './routes.js'
import { createPrintingService, type PrintingService, type PrintingServiceOptions } from './service.js'
import cloudPrntRoutes from './transports/cloudprnt.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Kitchen printing, for the order workflow: print jobs written with its events, and reprints. */
    printing: PrintingService
  }
}

export type PrintingPluginOptions = Omit<PrintingServiceOptions, 'db' | 'log' | 'now'> & {
  /** Tests drive the sender themselves (`app.printing.queue.run()`). */
  autoStart?: boolean
}

/** Finished jobs' copies of their orders are cleared this often. */
const CLEANUP_MS = 60 * 60_000

/**
 * Printing (docs/printing.md): kitchen and courier tickets on thermal printers, ESC/POS over TCP or
 * Star CloudPRNT, from jobs the order workflow writes in the same transaction as the event.
 */
export default fp<PrintingPluginOptions>(
  async (app, opts) => {
    const service = createPrintingService({ ...opts, db: app.db, log: app.log, now: () => app.now() })
    app.decorate('printing', service)
    await app.register(printingRoutes, { service })
    await app.register(cloudPrntRoutes, { db: app.db, queue: service.queue, now: () => app.now() })
    const cleanup = () =>
      service.clearOldPayloads().catch((err) => app.log.error({ err }, 'clearing old print jobs failed'))
    const timer = setInterval(cleanup, CLEANUP_MS)
    timer.unref()
    if (opts.autoStart !== false) app.addHook('onReady', async () => service.queue.start())
    // Before the database closes: a ticket in flight finishes (or stays leased for the next start).
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await service.queue.stop()
    })
  },
  { name: 'printing', dependencies: ['db', 'http', 'auth'] },
)
