// Not in the PostgreSQL pass: the OpenAPI document.
import t from 'tap'
import { OPERATIONS } from '#infra/openapi/operations.js'
import { lintOpenApi } from '../../../scripts/openapi-lint.js'
import { build } from '../../helpers/app.js'

interface Operation {
  operationId?: string
  security?: unknown[]
  parameters?: { name: string; in: string }[]
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

t.test('every operation has its own operationId, and no documented operation is stale', async (t) => {
  const app = await build(t)
  const doc: Doc = (await app.inject({ url: '/api/openapi.json' })).json()
  const ops = operationsOf(doc)
  t.equal(ops.length, Object.keys(OPERATIONS).length)
  t.same(ops.map((o) => o.key).sort(), Object.keys(OPERATIONS).sort())
  const ids = ops.map((o) => o.operation.operationId)
  t.equal(new Set(ids).size, ids.length, 'operationIds are unique')
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
    const docs = OPERATIONS[key]!
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(String(docs.parameters?.[name])),
    )
    const res = await app.inject({
      method: method as 'GET',
      url,
      payload: docs.request as object | undefined,
      remoteAddress: `10.9.${publicCount}.1`,
    })
    if (Array.isArray(operation.security) && operation.security.length === 0) {
      publicCount++
      // A public call may still answer 401 for wrong credentials (login), never for a missing token.
      t.not(res.statusCode === 401 && res.json().code, 'UNAUTHORIZED', `${key} is public`)
    } else {
      t.same(
        operation.security,
        [{ bearerAuth: [] }, { sessionCookie: [] }],
        `${key} names the bearer token or the session cookie`,
      )
      t.match(res, { statusCode: 401 }, `${key} refuses a request without a token`)
      t.equal(res.json().code, 'UNAUTHORIZED')
    }
  }
  // 13, the three CloudPRNT calls (a printer's secret in the URL instead of a token) and the dish photos' files.
  t.equal(publicCount, 17)
})
