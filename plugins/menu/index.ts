import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  categories,
  localizeCategory,
  localizeProduct,
  productById,
  products,
} from '../../domain/menu/catalog.js'
import { errorResponses } from '../../schemas/common.js'
import type { Language } from '../../schemas/enums.js'
import { MenuQuery, MenuResponse, Product, ProductParams } from '../../schemas/menu.js'
import { EncodedBody, sendEncoded } from '../http/encoded.js'
import { sendError } from '../http/errors.js'

/** A catalog answer serialized once, its br/gzip encodings made once (on first request). */
function cached(value: unknown): EncodedBody {
  return new EncodedBody(JSON.stringify(value))
}

/** Sends a cached JSON body with its ETag, or 304 when the client already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: EncodedBody) {
  reply.header('Cache-Control', 'public, max-age=300').type('application/json; charset=utf-8')
  return sendEncoded(request, reply, entry)
}

/** The static catalog for scripts: GET /api/menu and GET /api/menu/products/{id}. */
export default fp(
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    // The catalog is static: each answer is serialized once per language.
    const menus = new Map<Language, EncodedBody>()
    const productAnswers = new Map<string, EncodedBody>()
    for (const lang of ['pl', 'en'] as const) {
      menus.set(
        lang,
        cached({
          categories: categories.map((c) => localizeCategory(c, lang)),
          products: products.map((p) => localizeProduct(p, lang)),
        }),
      )
      for (const product of products)
        productAnswers.set(`${lang}:${product.id}`, cached(localizeProduct(product, lang)))
    }

    app.get(
      '/api/menu',
      {
        // Sent precompressed (sendCached): never compressed again per request.
        compress: false,
        schema: {
          tags: ['menu'],
          summary: 'Every category and product (Polish by default, ?lang=en for English)',
          querystring: MenuQuery,
          response: { 200: MenuResponse, 304: { type: 'null' } },
        },
      },
      async (request, reply) => sendCached(request, reply, menus.get(request.query.lang ?? 'pl')!),
    )

    app.get(
      '/api/menu/products/:id',
      {
        // Sent precompressed (sendCached): never compressed again per request.
        compress: false,
        schema: {
          tags: ['menu'],
          summary: 'One product by id',
          params: ProductParams,
          querystring: MenuQuery,
          response: { 200: Product, 304: { type: 'null' }, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const entry = productAnswers.get(`${request.query.lang ?? 'pl'}:${request.params.id}`)
        if (!entry || !productById(request.params.id)) {
          return sendError(
            reply,
            404,
            `Nie ma produktu o identyfikatorze „${request.params.id}”.`,
            'PRODUCT_NOT_FOUND',
          )
        }
        return sendCached(request, reply, entry)
      },
    )
  },
  { name: 'menu', dependencies: ['http'] },
)
