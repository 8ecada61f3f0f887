import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { exportCategory, exportProduct } from '#domain/menu/editor-catalog.js'
import { HttpError } from '#infra/http/errors.js'
import { versionTag } from '#infra/http/if-match.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import { MenuVersionHeaders } from '#schemas/menu-editor.js'
import {
  DryRunQuery,
  ImportResult,
  MenuChanges,
  MenuChangesQuery,
  MenuExport,
  MenuImportBody,
} from '#schemas/menu-import.js'
import * as examples from '../examples.js'
import { editorOf, expectedOf } from './routes.js'
import type { MenuEditor } from './service.js'

/** The price list's body as received: the file's bytes. */
const PriceListFile = Type.String({ description: 'UTF-8 with BOM (or Windows-1250), `;`, decimal comma' })

/** What a spreadsheet saves a CSV file as (Excel on Windows: application/vnd.ms-excel). */
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain']

/** The largest price list accepted (a menu of a few hundred dishes is a few dozen kB). */
const MAX_PRICE_LIST_BYTES = 1024 * 1024

/**
 * A spreadsheet's bytes as text: UTF-8 (its BOM dropped), or Windows-1250, which a Polish Excel
 * writes when the file is saved as plain "CSV" rather than "CSV UTF-8".
 */
function decodeSpreadsheet(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1250').decode(bytes)
  }
}

/**
 * PUT /api/menu/prices.csv in a context of its own, where a body of any type reaches the route: a
 * spreadsheet's types are read as text (UTF-8 or Windows-1250), and anything else (no type, JSON,
 * bytes) as bytes, so that the route answers its own 415 about CSV instead of the site's about JSON.
 */
const priceListUpload: FastifyPluginAsyncTypebox<{ editor: MenuEditor }> = async (csv, { editor }) => {
  const common = { tags: ['menu editor'], security: bearerSecurity }
  const guard = { onRequest: csv.requireRole('MANAGER') }
  csv.removeContentTypeParser(['application/json'])
  csv.addContentTypeParser(
    CSV_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_PRICE_LIST_BYTES },
    (_request, body, done) => done(null, decodeSpreadsheet(body as Buffer)),
  )
  csv.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_PRICE_LIST_BYTES },
    (_request, body, done) => done(null, body),
  )

  csv.put(
    '/api/menu/prices.csv',
    {
      ...guard,
      schema: {
        operationId: 'putPriceList',
        'x-examples': examples.putPriceList,
        ...common,
        summary:
          'Staff: new prices from the saved price list, all or nothing (?dryRun=1: only list the changes)',
        querystring: DryRunQuery,
        headers: MenuVersionHeaders,
        response: { 200: ImportResult, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') {
        throw new HttpError(
          415,
          'Cennik wysyła się jako plik CSV (Content-Type: text/csv).',
          'UNSUPPORTED_MEDIA_TYPE',
          'content-type',
        )
      }
      const result = await editor.importPrices(request.body, editorOf(request, 'PRICE_LIST'), {
        dryRun: request.query.dryRun === '1',
        ...expectedOf(request),
      })
      return reply.header('ETag', versionTag(result.version)).send(result)
    },
  )
}

/**
 * The menu's bulk calls and history (docs/api.md, "The menu editor"), staff only: the JSON export
 * and import, the price list as CSV, the change log.
 */
const bulkRoutes: FastifyPluginAsyncTypebox<{ editor: MenuEditor }> = async (app, { editor }) => {
  const common = { tags: ['menu editor'], security: bearerSecurity }
  const guard = { onRequest: app.requireRole('MANAGER') }

  app.get(
    '/api/menu/export',
    {
      ...guard,
      schema: {
        operationId: 'exportMenu',
        'x-examples': examples.exportMenu,
        ...common,
        summary: 'Staff: the whole menu as JSON, as PUT /api/menu/import takes it back',
        response: { 200: MenuExport, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const catalog = await editor.catalog()
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="menu-${catalog.version}.json"`)
        .send({
          format: 'sakana-menu/1' as const,
          exportedAt: app.now().toISOString(),
          version: catalog.version,
          categories: catalog.categories.map(exportCategory),
          products: catalog.products.map(exportProduct),
        })
    },
  )

  app.put(
    '/api/menu/import',
    {
      ...guard,
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        operationId: 'importMenu',
        'x-examples': examples.importMenu,
        ...common,
        summary:
          'Staff: replace the menu with an export’s JSON, all or nothing (?dryRun=1: only list the changes)',
        querystring: DryRunQuery,
        headers: MenuVersionHeaders,
        body: MenuImportBody,
        response: { 200: ImportResult, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const result = await editor.importMenu(request.body, editorOf(request, 'IMPORT'), {
        dryRun: request.query.dryRun === '1',
        ...expectedOf(request),
      })
      return reply.header('ETag', versionTag(result.version)).send(result)
    },
  )

  app.get(
    '/api/menu/prices.csv',
    {
      ...guard,
      schema: {
        operationId: 'getPriceList',
        'x-examples': examples.getPriceList,
        ...common,
        summary: 'Staff: the price list as CSV for a spreadsheet (UTF-8 with BOM, `;`, decimal comma)',
        produces: ['text/csv'],
        response: {
          200: { content: { 'text/csv': { schema: PriceListFile } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="cennik.csv"')
        .type('text/csv; charset=utf-8')
        .send(await editor.priceList()),
  )

  await app.register(priceListUpload, { editor })

  app.get(
    '/api/menu/changes',
    {
      ...guard,
      schema: {
        operationId: 'getMenuChanges',
        'x-examples': examples.getMenuChanges,
        ...common,
        summary: 'Staff: who changed what in the menu and when (old → new per field), newest first',
        querystring: MenuChangesQuery,
        response: { 200: MenuChanges, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ changes: await editor.changes(request.query) }),
  )
}

export default bulkRoutes
