import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendEncoded } from '#infra/http/encoded.js'
import { HttpError } from '#infra/http/errors.js'
import { errorResponses } from '#schemas/common.js'
import { MenuQuery, MenuResponse, Product, ProductParams } from '#schemas/menu.js'
import * as examples from '../examples.js'
import type { CachedAnswer, MenuAnswers } from './answers.js'

/** Sends a cached JSON body precompressed, with its ETag, or 304 when the client already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer) {
  reply.header('Cache-Control', 'public, max-age=300').type('application/json; charset=utf-8')
  return sendEncoded(request, reply, entry)
}

/** GET /api/menu and GET /api/menu/products/{id}. */
const menuRoutes: FastifyPluginAsyncTypebox<{ answers: MenuAnswers }> = async (app, { answers }) => {
  app.get(
    '/api/menu',
    {
      // Sent precompressed (sendCached): never compressed again per request. A GET has no body:
      // no request-decompression hook on every request either (docs/benchmarks.md, "Serving").
      compress: false,
      decompress: false,
      schema: {
        operationId: 'getMenu',
        'x-examples': examples.getMenu,
        tags: ['menu'],
        summary: 'Every category and product (Polish by default, ?lang=en for English)',
        querystring: MenuQuery,
        response: { 200: MenuResponse, 304: { type: 'null' } },
      },
    },
    // A plain function: the kept answer is sent without a promise (docs/benchmarks.md, "Serving").
    (request, reply) => sendCached(request, reply, answers.menu(request.query.lang ?? 'pl')),
  )

  app.get(
    '/api/menu/products/:id',
    {
      // Sent precompressed (sendCached): never compressed again per request. A GET has no body:
      // no request-decompression hook on every request either (docs/benchmarks.md, "Serving").
      compress: false,
      decompress: false,
      schema: {
        operationId: 'getProduct',
        'x-examples': examples.getProduct,
        tags: ['menu'],
        summary: 'One product by id',
        params: ProductParams,
        querystring: MenuQuery,
        response: { 200: Product, 304: { type: 'null' }, ...errorResponses(404) },
      },
    },
    (request, reply) => {
      const entry = answers.product(request.query.lang ?? 'pl', request.params.id)
      if (!entry) {
        throw new HttpError(
          404,
          `Nie ma produktu o identyfikatorze „${request.params.id}”.`,
          'PRODUCT_NOT_FOUND',
        )
      }
      return sendCached(request, reply, entry)
    },
  )
}

export default menuRoutes
