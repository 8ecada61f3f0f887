/**
 * Star CloudPRNT (docs/printing.md, CloudPRNT): a printer on the restaurant's network polls this
 * site. Every few seconds it POSTs its status; we answer whether a job is ready and in which media
 * types; it GETs the job in the type it chose (StarPRNT or StarLine) and, once printed, DELETEs it
 * with the outcome. Every request carries the printer's secret, compared in constant time: as the
 * HTTP Basic password on `/api/cloudprnt/{id}` (the preferred form: no proxy or log keeps it), or in
 * the older URL form `/api/cloudprnt/{id}/{secret}` that printers already set up keep using (the
 * request log cuts it out: server/logger.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { DB } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import { errorResponses } from '#schemas/common.js'
import {
  CloudPrntAnswer,
  CloudPrntBasicParams,
  CloudPrntConfirmQuery,
  CloudPrntJobQuery,
  CloudPrntParams,
  CloudPrntPoll,
  StarJob,
} from '#schemas/printing.js'
import * as examples from '../examples.js'
import type { Queue } from '../queue.js'
import { jobBytes } from '../queue.js'
import * as repo from '../repository.js'
import type { PrinterLanguage } from '../ticket.js'

/** The media types we print in, the printer's favourite first. */
const MEDIA_TYPES: Record<string, PrinterLanguage> = {
  'application/vnd.star.starprnt': 'star-prnt',
  'application/vnd.star.line': 'star-line',
}

const digest = (s: string) => createHash('sha256').update(s).digest()

function sameSecret(given: string, stored: string | null): boolean {
  // Hashes of equal length: the comparison takes the same time whatever the secret given.
  return timingSafeEqual(digest(given), digest(stored ?? '\u0000no secret')) && stored !== null
}

/** The HTTP Basic password (the user name is not checked: Star's printers send any that is set). */
function basicPassword(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match) return null
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon === -1 ? null : decoded.slice(colon + 1)
}

const basicSecurity = [{ cloudPrntBasic: [] as string[] }]

/** A status code that is not 2xx ("410 Paper empty", "520 …") means the printer cannot print. */
const ok = (code: string | undefined) => code === undefined || /^2\d\d/.test(decodeURIComponent(code).trim())

interface CloudPrntOptions {
  db: DB
  queue: Queue
  now: () => Date
}

const CloudPrntRoutes: FastifyPluginAsyncTypebox<CloudPrntOptions> = async (app, { db, queue, now }) => {
  const refused = () => new HttpError(401, 'Nieprawidłowy adres drukarki (sekret).', 'PRINTER_SECRET')

  async function printerOf(
    request: { params: { id: string; secret?: string }; headers: { authorization?: string } },
    reply: { header(name: string, value: string): unknown },
  ): Promise<repo.PrinterRow> {
    const given = request.params.secret ?? basicPassword(request.headers.authorization)
    const printer = await repo.findPrinter(db, Number(request.params.id))
    const match = sameSecret(given ?? '', printer?.kind === 'CLOUDPRNT' ? printer.secret : null)
    if (printer && match && given !== null) return printer
    if (request.params.secret === undefined) reply.header('WWW-Authenticate', 'Basic realm="CloudPRNT"')
    throw refused()
  }

  /** The printer's job named by `token`, or its oldest job due. */
  async function jobFor(printer: repo.PrinterRow, token: string | undefined) {
    const due = await repo.nextJob(db, printer.id, now())
    if (!token) return due
    const named = await repo.findJob(db, Number(token))
    return named && named.printer_id === printer.id ? named : due
  }

  // Both forms answer the same; the URL form stays for printers set up before HTTP authentication.
  const forms = [
    {
      path: '/api/cloudprnt/:id',
      common: { tags: ['printing'], params: CloudPrntBasicParams, security: basicSecurity },
      form: 'Basic',
      docs: {
        poll: examples.cloudPrntPollBasic,
        job: examples.cloudPrntJobBasic,
        confirm: examples.cloudPrntConfirmBasic,
      },
    },
    {
      path: '/api/cloudprnt/:id/:secret',
      common: { tags: ['printing'], params: CloudPrntParams },
      form: '',
      docs: { poll: examples.cloudPrntPoll, job: examples.cloudPrntJob, confirm: examples.cloudPrntConfirm },
    },
  ] as const
  for (const { path, common, form, docs } of forms) {
    app.post(
      path,
      {
        schema: {
          operationId: `cloudPrntPoll${form}`,
          'x-examples': docs.poll,
          ...common,
          summary: 'CloudPRNT: the printer’s status poll; answers whether a job is ready',
          body: CloudPrntPoll,
          response: { 200: CloudPrntAnswer, ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const printer = await printerOf(request, reply)
        const code = request.body.statusCode
        if (!ok(code)) {
          await repo.printerFailed(db, printer.id, decodeURIComponent(code ?? ''), now(), null)
          return reply.header('Cache-Control', 'no-store').send({ jobReady: false })
        }
        await repo.printerSeen(db, printer.id, now())
        await repo.expireOld(db, printer, now())
        const job = await repo.nextJob(db, printer.id, now())
        return reply
          .header('Cache-Control', 'no-store')
          .send(
            job
              ? { jobReady: true, mediaTypes: Object.keys(MEDIA_TYPES), jobToken: String(job.id) }
              : { jobReady: false },
          )
      },
    )

    app.get(
      path,
      {
        schema: {
          operationId: `cloudPrntJob${form}`,
          'x-examples': docs.job,
          ...common,
          summary: 'CloudPRNT: the job, in the media type the printer chose (`type`)',
          querystring: CloudPrntJobQuery,
          produces: Object.keys(MEDIA_TYPES),
          response: {
            200: {
              description: 'The ticket in StarPRNT or StarLine',
              content: Object.fromEntries(
                Object.keys(MEDIA_TYPES).map((type) => [type, { schema: StarJob }]),
              ),
            },
            ...errorResponses(400, 401, 404, 415),
          },
        },
      },
      async (request, reply) => {
        const printer = await printerOf(request, reply)
        const type = request.query.type ?? 'application/vnd.star.starprnt'
        const language = MEDIA_TYPES[type]
        if (!language) throw new HttpError(415, `Nie drukujemy w formacie ${type}.`, 'MEDIA_TYPE', 'type')
        const job = await jobFor(printer, request.query.token)
        const taken = job ? await repo.claimJob(db, job, now(), queue.leaseMs) : null
        if (!taken) throw new HttpError(404, 'Nie ma zlecenia do wydruku.', 'NO_JOB')
        const bytes = await jobBytes(db, taken, printer, language)
        return reply
          .header('Cache-Control', 'no-store')
          .header('X-Star-Job-Token', String(taken.id))
          .type(type)
          .send(Buffer.from(bytes) as unknown as string)
      },
    )

    app.delete(
      path,
      {
        schema: {
          operationId: `cloudPrntConfirm${form}`,
          'x-examples': docs.confirm,
          ...common,
          summary: 'CloudPRNT: the job printed (`code` 2xx) or not (any other code: retried)',
          querystring: CloudPrntConfirmQuery,
          response: {
            200: { type: 'object', properties: { printed: { type: 'boolean' } }, required: ['printed'] },
            ...errorResponses(400, 401),
          },
        },
      },
      async (request, reply) => {
        const printer = await printerOf(request, reply)
        const { code, token } = request.query
        const job = token
          ? await repo.findJob(db, Number(token))
          : (await repo.listJobs(db, ['SENDING'], 50)).filter((j) => j.printer_id === printer.id).at(-1)
        if (!job || job.printer_id !== printer.id || job.status !== 'SENDING')
          return reply.header('Cache-Control', 'no-store').send({ printed: false })
        if (ok(code)) {
          await repo.markPrinted(db, job, now())
          request.log.info({ printer: printer.name, jobId: job.id }, 'ticket printed (CloudPRNT)')
          return reply.header('Cache-Control', 'no-store').send({ printed: true })
        }
        const message = decodeURIComponent(code ?? '')
        await repo.markFailed(
          db,
          job,
          message,
          now(),
          new Date(now().getTime() + queue.backoff(job.attempts)),
        )
        request.log.warn(
          { printer: printer.name, jobId: job.id, code: message },
          'CloudPRNT printer reported an error',
        )
        return reply.header('Cache-Control', 'no-store').send({ printed: false })
      },
    )
  }
}

export default CloudPrntRoutes
