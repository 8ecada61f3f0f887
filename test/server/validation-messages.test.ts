import t from 'tap'
import { createStaff } from '../../plugins/auth/service.js'
import { describeValidation, FORMAT_PHRASES, PATTERN_PHRASES } from '../../plugins/http/validation.js'
import { OPERATIONS } from '../../plugins/openapi/operations.js'
import { build } from '../helper.js'

/**
 * Every route's input schema, broken one keyword at a time: each answer must be a 400 that names
 * the field and says in Polish what is allowed, with the schema's own limits, never ajv's English.
 * The schemas are read from the OpenAPI document, so a new route or field is covered by itself.
 */

type Schema = Record<string, unknown> & {
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
}
interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: Schema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: { 'application/json': { schema: Schema } } }
}

type Location = 'body' | 'query' | 'path' | 'header'

interface Mutation {
  location: Location
  keyword: string
  /** The dot path the answer must name. */
  field: string
  /** Text the message must contain (the limit, the allowed values...). */
  expect: string[]
  /** Changes a deep copy of the valid input. */
  apply: (input: Record<string, unknown>) => void
}

const ENGLISH_LIBRARY_TEXT =
  /\bmust\b|\bshould\b|constant|NOT have|equal to|match pattern|additional propert/i
const FALLBACKS = /nieprawidłowy format|nieprawidłową wartość|Nieprawidłowe dane/

const pl = (n: number) => n.toLocaleString('pl-PL')

function getAt(root: Record<string, unknown>, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root)
}
function setAt(root: Record<string, unknown>, path: string[], value: unknown) {
  const parent = getAt(root, path.slice(0, -1)) as Record<string, unknown>
  parent[path.at(-1)!] = value
}
function deleteAt(root: Record<string, unknown>, path: string[]) {
  const parent = getAt(root, path.slice(0, -1)) as Record<string, unknown>
  delete parent[path.at(-1)!]
}

function allowed(schema: Schema): unknown[] | undefined {
  if ('const' in schema) return [schema.const]
  if (Array.isArray(schema.enum)) return schema.enum
  if (!schema.anyOf) return undefined
  const values = schema.anyOf.map((branch) => allowed(branch))
  return values.every(Boolean) ? values.flat() : undefined
}

/** Every single-keyword violation of `schema` at `path` (inside `location`'s input object). */
function mutations(location: Location, schema: Schema, path: string[], example: unknown): Mutation[] {
  const field = path.join('.')
  const out: Mutation[] = []
  const put = (keyword: string, value: unknown, expect: string[]) =>
    out.push({ location, keyword, field, expect, apply: (input) => setAt(input, path, value) })

  const values = allowed(schema)
  if (values) {
    // One allowed value is a const (the OpenAPI document may write it as a one-value enum).
    const keyword = schema.anyOf ? 'anyOf' : values.length === 1 ? 'const' : 'enum'
    put(
      keyword,
      values.every((v) => typeof v === 'boolean') ? !values[0] : 'INNA_WARTOSC',
      values.map(String),
    )
    return out
  }
  if (schema.type === 'object' && schema.properties) {
    if (path.length > 0) put('type', 'tekst', ['obiektem JSON'])
    for (const name of schema.required ?? []) {
      out.push({
        location,
        keyword: 'required',
        field: [...path, name].join('.'),
        expect: ['wymagan'],
        apply: (input) => deleteAt(input, [...path, name]),
      })
    }
    if (schema.additionalProperties === false) {
      out.push({
        location,
        keyword: 'additionalProperties',
        field: [...path, 'nieznane'].join('.'),
        expect: ['Nieznane pole', ...Object.keys(schema.properties).map((name) => `„${name}”`)],
        apply: (input) => setAt(input, [...path, 'nieznane'], 1),
      })
    }
    const value = (example ?? {}) as Record<string, unknown>
    for (const [name, child] of Object.entries(schema.properties)) {
      out.push(...mutations(location, child, [...path, name], value[name]))
    }
    return out
  }
  if (schema.type === 'array' && schema.items) {
    const list = (example as unknown[] | undefined) ?? []
    put('type', 'tekst', ['listą'])
    if (typeof schema.minItems === 'number') put('minItems', [], [pl(schema.minItems)])
    if (typeof schema.maxItems === 'number') {
      put('maxItems', Array(schema.maxItems + 1).fill(list[0]), [pl(schema.maxItems)])
    }
    if (list.length > 0) out.push(...mutations(location, schema.items, [...path, '0'], list[0]))
    return out
  }
  if (schema.type === 'string') {
    // Query, path and header values are always strings: a wrong type cannot be sent there.
    if (location === 'body') put('type', 12345, ['tekstem'])
    if (typeof schema.minLength === 'number' && schema.minLength > 0) {
      put(
        'minLength',
        'a'.repeat(schema.minLength - 1),
        schema.minLength === 1 ? ['nie może być pust'] : [pl(schema.minLength)],
      )
    }
    if (typeof schema.maxLength === 'number')
      put('maxLength', 'a'.repeat(schema.maxLength + 1), [pl(schema.maxLength)])
    if (typeof schema.pattern === 'string') {
      const phrase = PATTERN_PHRASES[schema.pattern]?.pl
      put('pattern', '#', [phrase ?? `a phrase for the pattern ${schema.pattern} in PATTERN_PHRASES`])
    }
    if (typeof schema.format === 'string') {
      const phrase = FORMAT_PHRASES[schema.format]?.pl
      put('format', 'nie-wiem', [phrase ?? `a phrase for the format ${schema.format} in FORMAT_PHRASES`])
    }
    return out
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    if (location === 'body') put('type', '12', [schema.type === 'integer' ? 'liczbą całkowitą' : 'liczbą'])
    if (schema.type === 'integer') put('type', 1.5, ['liczbą całkowitą'])
    if (typeof schema.minimum === 'number') put('minimum', schema.minimum - 1, [pl(schema.minimum)])
    if (typeof schema.exclusiveMinimum === 'number') {
      put('exclusiveMinimum', schema.exclusiveMinimum, [`większą niż ${pl(schema.exclusiveMinimum)}`])
    }
    if (typeof schema.maximum === 'number') put('maximum', schema.maximum + 1, [pl(schema.maximum)])
    return out
  }
  if (schema.type === 'boolean') {
    if (location === 'body') put('type', 'tak', ['true lub false'])
    return out
  }
  throw new Error(`no mutations for the schema at ${field}: ${JSON.stringify(schema)}`)
}

function headerName(name: string) {
  return name.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase())
}

t.test('every route answers a broken input with a Polish 400 naming the field and its limits', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', 'a-long-password')
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'ania', password: 'a-long-password' },
  })
  const authorization = `Bearer ${login.json().token}`
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>
  }

  let requests = 0
  const seen = new Map<string, number>()
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${path}`
      const docs = OPERATIONS[key]!
      const valid: Record<Location, Record<string, unknown>> = { body: {}, query: {}, path: {}, header: {} }
      const schemas: Record<Location, Schema> = {
        body: { type: 'object', properties: {} },
        query: { type: 'object', properties: {}, required: [] },
        path: { type: 'object', properties: {}, required: [] },
        header: { type: 'object', properties: {}, required: [] },
      }
      for (const parameter of operation.parameters ?? []) {
        schemas[parameter.in].properties![parameter.name] = parameter.schema
        if (parameter.required) schemas[parameter.in].required!.push(parameter.name)
        valid[parameter.in][parameter.name] = docs.parameters?.[parameter.name]
      }
      const bodySchema = operation.requestBody?.content['application/json'].schema
      // Nothing to break (and the order stream would stay open).
      if (!bodySchema && !operation.parameters?.length) continue
      if (bodySchema) {
        schemas.body = bodySchema
        valid.body = structuredClone(docs.request) as Record<string, unknown>
      }

      const send = (input: Record<Location, Record<string, unknown>>) => {
        requests++
        const url =
          path.replace(/\{(\w+)\}/g, (_m, name: string) =>
            encodeURIComponent(String(input.path[name] ?? '')),
          ) +
          (Object.keys(input.query).length
            ? `?${new URLSearchParams(input.query as Record<string, string>)}`
            : '')
        return app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { authorization, ...(input.header as Record<string, string>) },
          payload: bodySchema ? input.body : undefined,
          // Each request from its own address: the per-address rate limits stay out of the way.
          remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
        })
      }

      const baseline = await send(structuredClone(valid))
      t.not(baseline.statusCode, 400, `${key}: the documented example passes validation (${baseline.body})`)

      for (const location of ['path', 'query', 'header', 'body'] as const) {
        for (const mutation of mutations(location, schemas[location], [], valid[location])) {
          // A path parameter cannot be left out of its URL (that is another route).
          if (location === 'path' && mutation.keyword === 'required') continue
          const input = structuredClone(valid)
          mutation.apply(input[location])
          // Nor be empty (that is another URL too), nor longer than the router's 100 characters
          // (Fastify's maxParamLength: the router answers 404 before any schema is read).
          const pathValue = location === 'path' ? String(input.path[mutation.field]) : undefined
          if (pathValue !== undefined && (pathValue === '' || pathValue.length > 100)) continue
          const res = await send(input)
          const label = `${key} ${location} ${mutation.field} (${mutation.keyword})`
          t.equal(res.statusCode, 400, label)
          const body = res.json()
          t.equal(body.code, 'VALIDATION', label)
          t.equal(body.field, mutation.field, label)
          const shown = location === 'header' ? headerName(mutation.field) : mutation.field
          t.ok(body.message.includes(`„${shown}”`), `${label} names the field: ${body.message}`)
          t.notMatch(body.message, ENGLISH_LIBRARY_TEXT, `${label}: no library English`)
          t.notMatch(body.message, FALLBACKS, `${label}: says what is allowed`)
          for (const part of mutation.expect)
            t.ok(body.message.includes(part), `${label}: “${body.message}” has “${part}”`)
          seen.set(mutation.keyword, (seen.get(mutation.keyword) ?? 0) + 1)
        }
      }
    }
  }
  const keywords = [...seen.keys()].sort()
  t.same(keywords, [
    'additionalProperties',
    'anyOf',
    'const',
    'exclusiveMinimum',
    'format',
    'maxItems',
    'maxLength',
    'maximum',
    'minItems',
    'minLength',
    'minimum',
    'pattern',
    'required',
    'type',
  ])
  t.ok(requests > 120, `${requests} requests`)
})

t.test('the messages read naturally', async (t) => {
  const app = await build(t)
  const order = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/order', payload: payload as object, headers })
  const valid = structuredClone(OPERATIONS['POST /api/order']!.request) as Record<string, unknown>

  const cases: [unknown, string, string][] = [
    [
      { ...valid, deliveryType: 'ROWER' },
      'deliveryType',
      'Pole „deliveryType” musi mieć jedną z wartości: SELF lub COURIER.',
    ],
    [
      { ...valid, paymentMethod: 5 },
      'paymentMethod',
      'Pole „paymentMethod” musi mieć jedną z wartości: CASH, CARD lub ONLINE.',
    ],
    [{ ...valid, acceptTerms: false }, 'acceptTerms', 'Pole „acceptTerms” musi mieć wartość true.'],
    [{ ...valid, items: [] }, 'items', 'Pole „items” musi zawierać od 1 do 50 pozycji.'],
    [
      { ...valid, items: [{ productId: 'nigiri-losos', count: 100 }] },
      'items.0.count',
      'Pole „items.0.count” musi być liczbą całkowitą od 1 do 99.',
    ],
    [
      { ...valid, customer: { name: 'J', phone: '600100200', email: 'jan@example.pl' } },
      'customer.name',
      'Pole „customer.name” musi mieć od 2 do 80 znaków.',
    ],
    [{ ...valid, customer: undefined }, 'customer', 'Pole „customer” jest wymagane.'],
    [{ ...valid, comment: 'x'.repeat(501) }, 'comment', 'Pole „comment” może mieć najwyżej 500 znaków.'],
  ]
  for (const [payload, field, message] of cases) {
    const res = await order(payload)
    t.same(res.json(), { statusCode: 400, error: 'Bad Request', message, code: 'VALIDATION', field }, field)
  }

  const header = await order(valid, { 'idempotency-key': 'raz-dwa-trzy' })
  t.equal(
    header.json().message,
    'Nagłówek „Idempotency-Key” musi być identyfikatorem UUID (np. 3f1c2a9e-8b7d-4c6e-9a51-2d0f7b8e4c13).',
  )
  const query = await app.inject({ url: '/api/menu?lang=de' })
  t.equal(query.json().message, 'Parametr „lang” w adresie musi mieć jedną z wartości: pl lub en.')

  const notObject = await order([1, 2])
  t.match(notObject.json(), {
    statusCode: 400,
    code: 'VALIDATION',
    message: /^Treść żądania musi być obiektem JSON z polami „items”, .* i „acceptTerms”\.$/,
  })
  t.notOk('field' in notObject.json())

  const badJson = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"username": "ania",',
  })
  t.match(badJson.json(), { statusCode: 400, message: /^Treść żądania nie jest prawidłowym JSON-em/ })

  const badUrl = await app.inject({ url: '/api/site-status%zz' })
  t.same(badUrl.json(), {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Adres żądania zawiera nieprawidłowo zakodowane znaki (kodowanie procentowe).',
    code: 'BAD_URL',
  })
})

t.test('an English guest placing an order reads English; everyone else reads Polish', async (t) => {
  const app = await build(t)
  const valid = structuredClone(OPERATIONS['POST /api/order']!.request) as Record<string, unknown>
  const en = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: { ...valid, language: 'en', deliveryType: 'BIKE' },
  })
  t.equal(en.json().message, 'The field “deliveryType” must be one of: SELF or COURIER.')
  const enMissing = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: { ...valid, language: 'en', customer: { name: 'Jan Nowak', phone: '600100200' } },
  })
  t.same(enMissing.json().field, 'customer.email')
  t.equal(enMissing.json().message, 'The field “customer.email” is required.')
  // The language field itself decides only when it is valid; a staff route never switches.
  const promo = await app.inject({
    method: 'POST',
    url: '/api/utils/checkPromoCode',
    payload: { promoCode: '', language: 'en' },
  })
  t.match(promo.json().message, /^(Pole|Nieznane pole)/)
})

t.test('Polish plural forms follow the number', async (t) => {
  const schema = (minLength: number, maxLength: number) => ({ type: 'string', minLength, maxLength })
  const describe = (parentSchema: Record<string, unknown>, keyword = 'maxLength') =>
    describeValidation([{ keyword, instancePath: '/x', params: {}, parentSchema }]).message
  t.equal(describe({ type: 'string', maxLength: 1 }), 'Pole „x” może mieć najwyżej 1 znak.')
  t.equal(describe({ type: 'string', maxLength: 3 }), 'Pole „x” może mieć najwyżej 3 znaki.')
  t.equal(describe({ type: 'string', maxLength: 12 }), 'Pole „x” może mieć najwyżej 12 znaków.')
  t.equal(describe({ type: 'string', maxLength: 22 }), 'Pole „x” może mieć najwyżej 22 znaki.')
  t.equal(describe(schema(5, 25)), 'Pole „x” musi mieć od 5 do 25 znaków.')
  t.equal(describe({ type: 'string', minLength: 2 }, 'minLength'), 'Pole „x” musi mieć co najmniej 2 znaki.')
  t.equal(
    describe({ type: 'array', minItems: 2 }, 'minItems'),
    'Pole „x” musi zawierać co najmniej 2 pozycje.',
  )
  t.equal(describe({ type: 'array', maxItems: 1 }, 'maxItems'), 'Pole „x” może zawierać najwyżej 1 pozycję.')
  t.equal(
    describe({ type: 'number', exclusiveMaximum: 10 }, 'exclusiveMaximum'),
    'Pole „x” musi być liczbą mniejszą niż 10.',
  )
  t.equal(
    describe({ type: 'number', minimum: 0.5 }, 'minimum'),
    'Pole „x” musi być liczbą nie mniejszą niż 0,5.',
  )
  t.equal(
    describeValidation([{ keyword: 'multipleOf', instancePath: '/x', params: {} }]).message,
    'Pole „x” ma nieprawidłową wartość.',
  )
  t.equal(
    describeValidation([{ keyword: 'pattern', instancePath: '/x', params: { pattern: '^a$' } }], 'body', 'en')
      .message,
    'The field “x” has the wrong format.',
  )
})
