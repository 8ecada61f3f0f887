import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import {
  Printer,
  PrinterBody,
  PrinterList,
  PrinterParams,
  PrinterPatch,
  PrinterStates,
  PrintJobList,
  PrintJobsQuery,
  ReprintAnswer,
} from '#schemas/printing.js'
import * as examples from './examples.js'
import type { PrintingService } from './service.js'

/** A printer's settings as the audit trail keeps them: never the CloudPRNT URL (it carries the secret). */
const settingsOf = (p: Printer) => ({
  name: p.name,
  kind: p.kind,
  host: p.host,
  port: p.port,
  paperWidth: p.paperWidth,
  copies: p.copies,
  kitchenTicket: p.kitchenTicket,
  courierCopy: p.courierCopy,
  codepage: p.codepage,
  ticketLanguage: p.ticketLanguage,
  maxAgeMinutes: p.maxAgeMinutes,
})

/** Staff: the printers' settings, their state for the board, the queue. */
const printingRoutes: FastifyPluginAsyncTypebox<{ service: PrintingService }> = async (app, { service }) => {
  // The printers' settings are the owner's; the board's state and the queue are the kitchen's too.
  const owner = { onRequest: app.requireRole() }
  const kitchen = { onRequest: app.requireRole('MANAGER', 'KITCHEN') }
  const common = { tags: ['printing'], security: bearerSecurity }
  const staffName = (request: { staff?: { username: string } | null }) => request.staff?.username ?? 'unknown'
  const printerOf = async (id: number) => (await service.printers()).find((p) => p.id === id)

  app.get(
    '/api/printers',
    {
      ...owner,
      schema: {
        operationId: 'listPrinters',
        'x-examples': examples.listPrinters,
        ...common,
        summary: 'Owner: the printers with their settings and state',
        response: { 200: PrinterList, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ printers: await service.printers() }),
  )

  app.get(
    '/api/printers/status',
    {
      ...kitchen,
      schema: {
        operationId: 'getPrinterStates',
        'x-examples': examples.getPrinterStates,
        ...common,
        summary: 'Kitchen: each printer’s state for the board (ready, offline since, waiting, alarm)',
        response: { 200: PrinterStates, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ printers: await service.states() }),
  )

  app.post(
    '/api/printers',
    {
      ...owner,
      schema: {
        operationId: 'addPrinter',
        'x-examples': examples.addPrinter,
        ...common,
        summary: 'Owner: add a printer (DIRECT: host and port; CLOUDPRNT: the answer has its URL)',
        body: PrinterBody,
        response: { 201: Printer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const printer = await service.create(request.body)
      request.log.info({ staff: staffName(request), printerId: printer.id }, 'printer added by staff')
      await app.audit.record(request, {
        action: 'printing.printer-add',
        target: printer.name,
        after: settingsOf(printer),
      })
      return reply.code(201).header('Cache-Control', 'no-store').send(printer)
    },
  )

  app.patch(
    '/api/printers/:id',
    {
      ...owner,
      schema: {
        operationId: 'updatePrinter',
        'x-examples': examples.updatePrinter,
        ...common,
        summary: 'Owner: change a printer’s settings (its failed jobs are tried again now)',
        params: PrinterParams,
        body: PrinterPatch,
        response: { 200: Printer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id)
      const before = await printerOf(id)
      const printer = await service.update(id, request.body)
      await app.audit.record(request, {
        action: 'printing.printer',
        target: printer.name,
        before: before ? settingsOf(before) : null,
        after: { ...settingsOf(printer), ...(request.body.newSecret ? { newSecret: true } : {}) },
      })
      return reply.header('Cache-Control', 'no-store').send(printer)
    },
  )

  app.delete(
    '/api/printers/:id',
    {
      ...owner,
      schema: {
        operationId: 'removePrinter',
        'x-examples': examples.removePrinter,
        ...common,
        summary: 'Owner: remove a printer and its jobs',
        params: PrinterParams,
        response: { 204: { type: 'null', description: 'Removed' }, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const before = await printerOf(Number(request.params.id))
      await service.remove(Number(request.params.id))
      await app.audit.record(request, {
        action: 'printing.printer-remove',
        target: before?.name ?? request.params.id,
        before: before ? settingsOf(before) : null,
      })
      request.log.info(
        { staff: staffName(request), printerId: Number(request.params.id) },
        'printer removed by staff',
      )
      return reply.code(204).send()
    },
  )

  app.post(
    '/api/printers/:id/test',
    {
      ...owner,
      schema: {
        operationId: 'printTestPage',
        'x-examples': examples.printTestPage,
        ...common,
        summary: 'Owner: print a test page (Polish letters, paper width, code page)',
        params: PrinterParams,
        response: { 202: ReprintAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const jobs = await service.test(Number(request.params.id))
      const printer = await printerOf(Number(request.params.id))
      await app.audit.record(request, {
        action: 'printing.printer-test',
        target: printer?.name ?? request.params.id,
        after: { jobs },
      })
      return reply.code(202).send({ jobs })
    },
  )

  app.get(
    '/api/print-jobs',
    {
      ...kitchen,
      schema: {
        operationId: 'listPrintJobs',
        'x-examples': examples.listPrintJobs,
        ...common,
        summary: 'Kitchen: print jobs of a status (default: every job not printed), newest first',
        querystring: PrintJobsQuery,
        response: { 200: PrintJobList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ jobs: await service.jobs(request.query.status) }),
  )
}

export default printingRoutes
