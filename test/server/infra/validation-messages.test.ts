import t from 'tap'
import { FORMAT_PHRASES, PATTERN_PHRASES } from '#infra/http/validation-phrases.js'
import { createStaff } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'

/**
 * Every route's input schema, broken one keyword at a time: each answer must be a 400 that names
 * the field and says in Polish what is allowed, with the schema's own limits, never ajv's English.
 * The schemas and each route's examples are read from the OpenAPI document, so a new route or field is covered by itself.
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
  example?: unknown
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: { 'application/json'?: { schema: Schema; example?: unknown } } }
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
  if (schema.type === 'null') return [null]
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

  // A nullable value (a number or null): the other branch's violations.
  const nonNull = schema.anyOf?.filter((branch) => branch.type !== 'null')
  if (schema.anyOf && nonNull?.length === 1 && nonNull.length < schema.anyOf.length && !allowed(nonNull[0]!))
    return mutations(location, nonNull[0]!, path, example)
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
        const example = parameter.example
        // An optional header without an example (If-Match) is simply not sent.
        if (example !== undefined || parameter.in !== 'header') valid[parameter.in][parameter.name] = example
      }
      // A raw body (a picture, a CSV file) has no JSON fields to break.
      const jsonBody = operation.requestBody?.content['application/json']
      const bodySchema = jsonBody?.schema
      // Nothing to break (and the order stream would stay open).
      if (!bodySchema && !operation.parameters?.length) continue
      if (bodySchema) {
        schemas.body = bodySchema
        valid.body = structuredClone(jsonBody?.example) as Record<string, unknown>
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
      // The schema takes the documented example; the route may still refuse it for a reason of its
      // own (a first password the test's account does not have), never as invalid input.
      t.not(
        baseline.statusCode === 400 && baseline.json().code === 'VALIDATION',
        true,
        `${key}: the documented example passes validation (${baseline.body})`,
      )

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
