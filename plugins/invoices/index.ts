import fp from 'fastify-plugin'
import type { InvoicingConfig } from '#server/config.js'
import invoiceRoutes, { pdfFileName } from './routes.js'
import { createInvoiceService, type InvoiceService, type InvoiceServiceOptions } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** VAT invoices in KSeF, for the order workflow: the queue, its sender, the owner's settings. */
    invoices: InvoiceService
  }
}

export type InvoicesPluginOptions = Pick<
  InvoiceServiceOptions,
  'client' | 'backoffBaseMs' | 'maxBackoffMs' | 'giveUpAfterMs' | 'leaseMs' | 'pollMs'
> & {
  config: InvoicingConfig
  secret: string
  /** Tests drive the sender themselves (`app.invoices.run()`). */
  autoStart?: boolean
}

/**
 * Invoices: the order workflow queues a completed order's invoice in the transaction that completes
 * it; a sender issues it in KSeF. Off until the KSeF token and the seller are set.
 */
export default fp<InvoicesPluginOptions>(
  async (app, opts) => {
    const { autoStart, config, secret, ...rest } = opts
    const service = createInvoiceService({
      ...rest,
      config,
      secret,
      db: app.db,
      log: app.log,
      now: () => app.now(),
    })
    app.decorate('invoices', service)
    // The buyer's e-mail carries the PDF, made when the e-mail is sent (the same bytes each attempt).
    app.mail.attach('INVOICE', async (orderId) => {
      const pdf = await service.pdf(orderId)
      if (!pdf) throw new Error('the invoice is not issued')
      return [{ filename: pdfFileName(pdf.number), content: pdf.bytes, contentType: 'application/pdf' }]
    })
    await app.register(invoiceRoutes, { service })
    if (autoStart !== false) app.addHook('onReady', async () => service.start())
    app.addHook('preClose', async () => service.stop())
  },
  { name: 'invoices', dependencies: ['db', 'http', 'auth', 'mail'] },
)
