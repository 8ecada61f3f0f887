// Not in the PostgreSQL pass: the OpenAPI document.
import type { RouteOptions } from 'fastify'
import t from 'tap'
import { lintOpenApi } from '../../../scripts/openapi-lint.js'
import { build } from '../../helpers/app.js'

interface Operation {
  operationId?: string
  security?: unknown[]
  parameters?: { name: string; in: string; example?: unknown }[]
  requestBody?: { content: Record<string, { example?: unknown }> }
}
type Doc = { paths: Record<string, Record<string, Operation>>; servers: { url: string }[] }

const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      operation,
    })),
  )

t.test('/api/openapi.json passes redocly lint with no error and no warning', async (t) => {
  const app = await build(t)
  const doc = (await app.inject({ url: '/api/openapi.json' })).json()
  const result = await lintOpenApi(doc)
  t.same(
    result.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`),
    [],
  )
  t.same(result.totals, { errors: 0, warnings: 0, ignored: 0 })
})

t.test('the lint fails a document that lost an operationId or an example', async (t) => {
  const app = await build(t)
  const doc = (await app.inject({ url: '/api/openapi.json' })).json()
  delete doc.paths['/api/order'].post.operationId
  delete doc.paths['/api/order'].post.requestBody.content['application/json'].example
  doc.paths['/api/utils/isSiteClosed'].get.responses['200'].content['application/json'].example = 'tak'
  const result = await lintOpenApi(doc)
  t.equal(result.totals.errors, 3)
  t.same(result.problems.map((p) => p.ruleId).sort(), [
    'no-invalid-media-type-examples',
    'operation-operationId',
    'rule/request-body-example',
  ])
})

t.test('every API route declares its own operationId, and the document shows each route once', async (t) => {
  const routes: RouteOptions[] = []
  const app = await build(t, { onRoute: (route) => void routes.push(route) })
  // The API's routes: not the pages, files and health checks, nor the JSON 404 under /api/, nor
  // the ones that hide themselves (the document and its page).
  const api = routes.filter(
    (route) => /^\/(api|media)\//.test(route.url) && route.url !== '/api/*' && !route.schema?.hide,
  )
  const undeclared = api
    .filter((route) => typeof route.schema?.operationId !== 'string')
    .map((route) => `${route.method} ${route.url}`)
  t.same(undeclared, [], 'each route names its operationId in its schema')
  const declared = new Set(api.map((route) => route.schema?.operationId))
  const doc: Doc = (await app.inject({ url: '/api/openapi.json' })).json()
  const ids = operationsOf(doc).map((o) => o.operation.operationId)
  t.equal(new Set(ids).size, ids.length, 'operationIds are unique')
  // Every operationId comes from its route, and every route that names one is in the document.
  t.same([...ids].sort(), [...declared].sort())
  // 80, a remembered device (its token, the owner's list, ending one) and CloudPRNT's three calls
  // in the form with HTTP Basic authentication; invoicing's six (the owner's settings, its check,
  // the failing list, an order's invoice issued by hand and its correction); the company behind a
  // NIP (the White List); the owner's reset of an account's two-factor; the buyer's invoice PDF.
  t.equal(ids.length, 95)
  t.same(doc.servers, [{ url: 'https://sakanasushi.test', description: 'Sakana Sushi' }])
})

t.test('on localhost the document names its own origin', async (t) => {
  const app = await build(t, { env: { PUBLIC_URL: 'http://localhost:3000' } })
  const doc: Doc = (await app.inject({ url: '/api/openapi.json' })).json()
  t.same(doc.servers, [{ url: '/', description: 'This site' }])
})

t.test('operations documented as public answer without a token; the others want one', async (t) => {
  const app = await build(t)
  const doc: Doc = (await app.inject({ url: '/api/openapi.json' })).json()
  let publicCount = 0
  for (const { key, path, operation } of operationsOf(doc)) {
    const [method] = key.split(' ')
    // The route's own examples, as the document shows them.
    const example = (name: string) => operation.parameters?.find((p) => p.name === name)?.example
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(example(name))))
    const res = await app.inject({
      method: method as 'GET',
      url,
      payload: operation.requestBody?.content['application/json']?.example as object | undefined,
      remoteAddress: `10.9.${publicCount}.1`,
    })
    if (Array.isArray(operation.security) && operation.security.length === 0) {
      publicCount++
      // A public call may still answer 401 for wrong credentials (login), never for a missing token.
      t.not(res.statusCode === 401 && res.json().code, 'UNAUTHORIZED', `${key} is public`)
    } else if (key === 'POST /api/staff/device/token') {
      // A remembered device's cookie, from a page of this site only (docs/security.md, "Staff sessions").
      t.same(operation.security, [{ deviceCookie: [] }], `${key} names the device cookie`)
      t.equal(res.json().code, 'CROSS_SITE_REQUEST', `${key} refuses a request from no page of this site`)
    } else if (path === '/api/cloudprnt/{id}') {
      // A Star printer sends its secret as the HTTP Basic password (docs/printing.md, CloudPRNT).
      t.same(operation.security, [{ cloudPrntBasic: [] }], `${key} names HTTP Basic`)
      t.match(res, { statusCode: 401, headers: { 'www-authenticate': 'Basic realm="CloudPRNT"' } })
      t.equal(res.json().code, 'PRINTER_SECRET', `${key} refuses a request without the secret`)
    } else {
      t.same(operation.security, [{ bearerAuth: [] }], `${key} names the bearer token`)
      t.match(res, { statusCode: 401 }, `${key} refuses a request without a token`)
      t.equal(res.json().code, 'UNAUTHORIZED')
    }
  }
  // 13, the three CloudPRNT calls (a printer's secret in the URL instead of a token), the dish photos'
  // files, the company behind a NIP and the buyer's invoice PDF (by the order's public id).
  t.equal(publicCount, 19)
})
