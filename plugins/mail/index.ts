import fp from 'fastify-plugin'
import { mailRoutes } from './routes.js'
import { MailService, type MailServiceOptions } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Order e-mails: the outbox and its sender. */
    mail: MailService
  }
}

export type MailPluginOptions = Pick<
  MailServiceOptions,
  'smtpUrl' | 'from' | 'publicUrl' | 'backoffBaseMs' | 'maxBackoffMs' | 'maxAttempts' | 'leaseMs' | 'pollMs'
> & {
  /** Tests drive the sender themselves (`app.mail.run()`). */
  autoStart?: boolean
}

/**
 * Mail: the guest's confirmation (after a CASH/CARD order is placed, after an ONLINE order is paid)
 * and short messages when staff accept or cancel, through an outbox written in the same transaction.
 */
export default fp<MailPluginOptions>(
  async (app, opts) => {
    const service = new MailService({
      ...opts,
      db: app.db,
      orders: app.orderAccess,
      log: app.log,
      now: () => app.now(),
    })
    app.decorate('mail', service)
    const hooks = app.orderHooks
    hooks.placed.push((trx, order) => service.placed(trx, order))
    hooks.paid.push((trx, order) => service.paid(trx, order))
    hooks.moving.push((trx, move) => service.moving(trx, move))
    hooks.details.push((orders, view) => service.details(orders, view))
    await app.register(mailRoutes(service))
    if (!opts.smtpUrl)
      app.log.info('SMTP_URL is not set: order e-mails are recorded in the outbox and logged')
    if (opts.autoStart !== false) app.addHook('onReady', async () => service.start())
    // Before the database closes: an attempt in flight finishes (or stays leased for the next start).
    app.addHook('preClose', async () => service.stop())
  },
  { name: 'mail', dependencies: ['db', 'http', 'auth', 'orders'] },
)
