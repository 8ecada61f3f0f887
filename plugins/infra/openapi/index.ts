import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { type Catalog, localizeCategory, localizeProduct } from '#domain/menu/catalog.js'
import { ErrorResponse } from '#schemas/common.js'
import { deviceCookieScheme, documentSessionCookie } from './session-docs.js'

/**
 * An operation's examples, declared by its route beside its operationId (docs/architecture.md,
 * "Conventions"): `schema: { operationId: 'placeOrder', 'x-examples': examples.placeOrder, … }`,
 * the examples kept in the capability's examples.ts. They are real: redocly's lint checks each
 * against its schema, and test/server/infra/validation-messages.test.ts sends each request example
 * to the route (it must pass validation) before breaking it field by field.
 */
interface OperationExamples {
  /** An example per parameter name (path, query or header). */
  parameters?: Record<string, unknown>
  /** An example of the JSON request body (or of the one body the route takes). */
  request?: unknown
  /** A raw request body (a picture, a file): its content types, described as bytes. */
  rawBody?: { types: readonly string[]; description: string; example: string }
  /** An example per response status (each of its content types). */
  responses?: Record<string, unknown>
}

declare module 'fastify' {
  interface FastifySchema {
    /** Read by the OpenAPI document (./index.ts), which takes it out of the operation. */
    'x-examples'?: OperationExamples
  }
}

interface OpenApiPluginOptions {
  /** The site's origin (PUBLIC_URL): the document's server. */
  publicUrl: string
}

// A loose view of the generated document, enough to add what the route schemas do not carry.
interface MediaType {
  schema?: unknown
  example?: unknown
}
interface Operation {
  'x-examples'?: OperationExamples
  requestBody?: { required?: boolean; description?: string; content?: Record<string, MediaType> }
  security?: unknown[]
  parameters?: { name: string; in: string; example?: unknown }[]
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>
}
interface Document {
  servers?: unknown[]
  security?: unknown[]
  paths?: Record<string, Record<string, Operation>>
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

/** The JSON error answer, for operations whose route schema names no client error. */
const badUrlResponse = {
  description: 'The address could not be read (malformed percent-encoding)',
  content: { 'application/json': { schema: ErrorResponse } },
}

/**
 * Adds what the route schemas do not say, in one place: the server, security (bearer by default,
 * `security: []` on public operations; a remembered device's cookie on the one route that reads it), the error
 * answer; and places each operation's examples, which its route declares (`x-examples`,
 * fastify-swagger copies `x-` keys of a route's schema into its operation), where OpenAPI wants them.
 */
function completeDocument<T extends object>(document: T, publicUrl: string): T {
  const doc = document as T & Document
  // The public origin; on a developer's machine (localhost) the document's own origin, written '/'.
  const local = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(publicUrl)
  doc.servers = [
    local ? { url: '/', description: 'This site' } : { url: publicUrl, description: 'Sakana Sushi' },
  ]
  doc.security = [{ bearerAuth: [] }]
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue
      // Routes that name no security are public.
      operation.security ??= []
      operation.responses ??= {}
      const responses = operation.responses
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses[400] = badUrlResponse
      documentSessionCookie(`${method.toUpperCase()} ${path}`, method, operation)
      const docs = operation['x-examples']
      delete operation['x-examples']
      if (!docs) continue
      for (const parameter of operation.parameters ?? []) {
        const example = docs.parameters?.[parameter.name]
        if (example !== undefined) parameter.example = example
      }
      if (docs.rawBody) {
        const { types, description, example } = docs.rawBody
        operation.requestBody = {
          required: true,
          description,
          content: Object.fromEntries(
            types.map((type) => [type, { schema: { type: 'string', format: 'binary' }, example }]),
          ),
        }
      }
      // A JSON body, or else the one body a route takes (a CSV file).
      const content = operation.requestBody?.content ?? {}
      const body = content['application/json'] ?? Object.values(content)[0]
      if (body && docs.request !== undefined) body.example = docs.request
      // Each content type of an answer (a job in StarPRNT or StarLine) gets the status's example.
      for (const [status, example] of Object.entries(docs.responses ?? {})) {
        for (const media of Object.values(responses[status]?.content ?? {})) media.example = example
      }
    }
  }
  return document
}

/**
 * The examples of GET /api/menu and GET /api/menu/products/{id}: a dish of the menu as it is now
 * (the first of the first category), so they never show a price or a dish the menu no longer has.
 */
function menuExamples(doc: Document, menu: Catalog): void {
  const product = menu.products[0]
  const example = (path: string) => {
    const media = doc.paths?.[path]?.get?.responses?.[200]?.content?.['application/json']
    return (value: unknown) => {
      if (media) media.example = value
    }
  }
  const id = doc.paths?.['/api/menu/products/{id}']?.get?.parameters?.find((p) => p.name === 'id')
  if (!product) return
  const category = menu.categoryOfProduct(product)
  example('/api/menu')({
    categories: [localizeCategory(category, 'pl')],
    products: [localizeProduct(product, 'pl')],
  })
  example('/api/menu/products/{id}')(localizeProduct(product, 'pl'))
  if (id) id.example = product.id
}

/**
 * The OpenAPI document, generated from the routes' TypeBox schemas: /api/openapi.json, with a docs
 * page at /api/docs. Registered before the API plugins so that it sees their routes.
 */
export default fp<OpenApiPluginOptions>(
  async (app, opts) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sakana Sushi API',
          description:
            'Ordering API of the Sakana Sushi restaurant in Kraków: menu, site status, promo codes, orders and staff actions. Errors are `{statusCode, error, message, code?, field?}`; a 400 names the invalid `field` and says in Polish what is allowed.',
          version: '1.0.0',
          license: { name: 'Proprietary (all rights reserved)', url: `${opts.publicUrl}/` },
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            deviceCookie: deviceCookieScheme,
            cloudPrntBasic: {
              type: 'http',
              scheme: 'basic',
              description: 'A CloudPRNT printer: any user name, its secret as the password',
            },
          },
        },
      },
      hideUntagged: true,
      transformObject: (documentObject) =>
        completeDocument(
          'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
          opts.publicUrl,
        ),
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
    let examplesOf = -1
    // The menu plugin registers after this one: its snapshot is read when the document is asked for.
    // A callback hook, not an async one: it runs on every request and must not cost a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.startsWith('/api/openapi.json') || request.url.startsWith('/api/docs/json')) {
        const menu = app.menu.current()
        if (menu.version !== examplesOf) {
          menuExamples(app.swagger() as Document, menu)
          examplesOf = menu.version
        }
      }
      done()
    })
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'openapi' },
)
