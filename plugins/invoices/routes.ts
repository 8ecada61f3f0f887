import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HttpError } from '#infra/http/errors.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import {
  ConnectionCheck,
  FailingInvoices,
  InvoicePdf,
  InvoiceSettings,
  InvoiceSettingsUpdate,
} from '#schemas/invoices.js'
import { OrderIdParams } from '#schemas/orders.js'
import * as examples from './examples.js'
import type { InvoiceService } from './service.js'

/** 'FV/2026/11/1' → 'Faktura-FV-2026-11-1.pdf': a file name any system keeps as it is. */
export function pdfFileName(number: string): string {
  const safe = number.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[-.]+|-+$/g, '')
  return `Faktura-${safe || 'VAT'}.pdf`
}

/**
 * The buyer's PDF (by the order's public id, as its status page reads the order); the owner's
 * invoicing settings and the check of the connection; the board's alert.
 */
const invoiceRoutes: FastifyPluginAsyncTypebox<{ service: InvoiceService }> = async (app, { service }) => {
  app.get(
    '/api/order/:id/invoice.pdf',
    {
      schema: {
        operationId: 'getInvoicePdfForGuest',
        'x-examples': examples.getInvoicePdfForGuest,
        tags: ['orders'],
        summary:
          "The buyer's invoice as a PDF (by the order's public id, like its status): 404 until the invoice is issued in KSeF",
        params: OrderIdParams,
        produces: ['application/pdf'],
        response: {
          200: { content: { 'application/pdf': { schema: InvoicePdf } } },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const pdf = await service.pdf(request.params.id.toUpperCase())
      if (!pdf)
        if (!pdf)
          // An unknown order, one without an invoice and one whose invoice is not issued yet answer alike.
          throw new HttpError(404, 'Nie ma (jeszcze) faktury tego zamówienia.', 'INVOICE_NOT_FOUND')
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${pdfFileName(pdf.number)}"`)
        .type('application/pdf')
        .send(pdf.bytes)
    },
  )

  app.get(
    '/api/invoices/settings',
    {
      onRequest: app.requireRole('OWNER'),
      schema: {
        operationId: 'getInvoiceSettings',
        'x-examples': examples.getInvoiceSettings,
        tags: ['invoices'],
        summary:
          'Owner: the invoicing settings (company, KSeF environment, numbering, on/off); the token is never shown',
        security: bearerSecurity,
        response: { 200: InvoiceSettings, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await service.settings.view()),
  )

  app.put(
    '/api/invoices/settings',
    {
      onRequest: app.requireRole('OWNER'),
      schema: {
        operationId: 'updateInvoiceSettings',
        'x-examples': examples.updateInvoiceSettings,
        tags: ['invoices'],
        summary:
          'Owner: change the invoicing settings; a field left out stays, null falls back to the configuration; `token` replaces the KSeF token',
        security: bearerSecurity,
        body: InvoiceSettingsUpdate,
        response: { 200: InvoiceSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const before = await service.settings.view()
      await service.settings.update(request.body, request.staff?.username ?? 'unknown')
      const after = await service.settings.view()
      const { token: _t, ...changed } = request.body
      await app.audit.record(request, {
        action: 'invoice.settings',
        target: 'invoicing',
        before: { ...before, nextNumber: undefined },
        // The token itself is never recorded: only that it was replaced or removed.
        after: {
          ...changed,
          ...(request.body.token === undefined
            ? {}
            : { token: request.body.token === null ? 'removed' : 'replaced' }),
        },
      })
      if (after.active) void service.run()
      return reply.header('Cache-Control', 'no-store').send(after)
    },
  )

  app.post(
    '/api/invoices/settings/check',
    {
      onRequest: app.requireRole('OWNER'),
      schema: {
        operationId: 'checkKsefConnection',
        'x-examples': examples.checkKsefConnection,
        tags: ['invoices'],
        summary: 'Owner: authenticate in KSeF with the stored token and seller; says in Polish what is wrong',
        security: bearerSecurity,
        response: { 200: ConnectionCheck, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.checkConnection()),
  )

  app.get(
    '/api/invoices/failing',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'listFailingInvoices',
        'x-examples': examples.failingInvoices,
        tags: ['invoices'],
        summary: 'Staff: invoices KSeF refused or that failed for a day; the board shows them as an alert',
        security: bearerSecurity,
        response: { 200: FailingInvoices, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await service.failing()),
  )
}

export default invoiceRoutes
