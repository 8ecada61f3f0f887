import fp from 'fastify-plugin'
import { createMailService, type MailService, type MailServiceOptions } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Order e-mails, for the order workflow: the outbox and its sender. */
    mail: MailService
  }
}

export type MailPluginOptions = Pick<
  MailServiceOptions,
  | 'smtpUrl'
  | 'requireTls'
  | 'from'
  | 'publicUrl'
  | 'backoffBaseMs'
  | 'maxBackoffMs'
  | 'maxAttempts'
  | 'leaseMs'
  | 'pollMs'
> & {
  /** Tests drive the sender themselves (`app.mail.run()`). */
  autoStart?: boolean
}

/**
 * Mail: the guest's confirmation and short messages when staff accept or cancel, through an outbox
 * the order workflow writes in the same transaction as the change an e-mail tells of.
 */
export default fp<MailPluginOptions>(
  async (app, opts) => {
    const service = createMailService({ ...opts, db: app.db, log: app.log, now: () => app.now() })
    app.decorate('mail', service)
    if (!opts.smtpUrl)
      app.log.info('SMTP_URL is not set: order e-mails are recorded in the outbox and logged')
    if (opts.autoStart !== false) app.addHook('onReady', async () => service.start())
    // Before the database closes: an attempt in flight finishes (or stays leased for the next start).
    app.addHook('preClose', async () => service.stop())
  },
  { name: 'mail', dependencies: ['db', 'http'] },
)
