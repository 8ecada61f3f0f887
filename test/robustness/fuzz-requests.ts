/**
 * What the fuzz test (test/robustness/fuzz.test.ts) sends: values that break naive code, a valid-looking
 * body per route to mutate, deep nesting, and the generator of whole requests (method, path, query,
 * Authorization, Idempotency-Key, content type, body, client address) over the OpenAPI operations.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { orderBody } from '../helpers/fixtures.js'

export const VALID_ORDER = orderBody({
  address: { street: 'ul. Józefa', buildingNumber: '12', postalCode: '31-056' },
  comment: 'Bez wasabi',
})

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'
export interface Operation {
  method: Method
  path: string
}

/** Numbers, strings and shapes that break naive code. */
const nasty = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -0,
    0.1 + 0.2,
    1e-320,
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '𝕊𝕒𝕜𝕒𝕟𝕒 🍣',
    'Zażółć gęślą jaźń',
    'a\u0301'.repeat(50),
    '‮evil',
    '<script>alert(1)</script>',
    "'; DROP TABLE orders; --",
    '../../../etc/passwd',
    '%00%2e%2e%2f',
    '2026-11-25T23:59:60Z',
    '2026-02-30T10:00:00Z',
    '9999-12-31T23:59:59Z',
    '0000-00-00',
    'x'.repeat(10_000),
    null,
    true,
    [],
    {},
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__": {"polluted": 1}}'),
    { constructor: { prototype: { polluted: 1 } } },
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
)

/** A valid-looking body per route, to mutate: the deeper code runs only when validation passes. */
function sampleBody(op: Operation, ids: { order: string; promo: string }): unknown {
  const samples: Record<string, unknown> = {
    'POST /api/login': { username: 'kuchnia', password: 'wrong-password-here' },
    'POST /api/utils/checkPromoCode': { promoCode: ids.promo },
    'POST /api/promo-codes': { code: 'FUZZ10', type: 'PERCENTAGE', value: 10, validTo: '2026-12-31' },
    'PATCH /api/promo-codes/{code}': { active: false },
    'POST /api/order': VALID_ORDER,
    'POST /api/orders/{id}/status': { status: 'ACCEPTED', estimatedReadyAt: '2026-11-25T15:00:00Z' },
    'POST /api/analytics/pageview': { path: '/menu/', language: 'pl' },
  }
  return structuredClone(samples[`${op.method} ${op.path}`] ?? {})
}

/** Replaces, deletes or adds one value somewhere in a JSON value. */
function mutate(value: unknown, path: number[], replacement: unknown, mode: number): unknown {
  if (value === null || typeof value !== 'object') return replacement
  const container = value as Record<string, unknown>
  const keys = Object.keys(container)
  if (keys.length === 0 || path.length === 0) {
    if (Array.isArray(container)) container.push(replacement)
    else container[`extra${mode}`] = replacement
    return container
  }
  const key = keys[path[0]! % keys.length]!
  if (path.length === 1 || typeof container[key] !== 'object' || container[key] === null) {
    if (mode === 0) delete container[key]
    else container[key] = replacement
  } else {
    container[key] = mutate(container[key], path.slice(1), replacement, mode)
  }
  return container
}

function deepBody(depth: number, array: boolean): string {
  return array ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

interface Generated {
  op: Operation
  method: string
  url: string
  headers: Record<string, string>
  payload?: string
  remoteAddress: string
}

/**
 * Requests over `operations`: mostly the route's own method and path with the real order and promo
 * code ids, sometimes odd ones; valid, mutated, random or malformed bodies; real and broken tokens.
 */
export function fuzzRequests(operations: Operation[], ids: { order: string; promo: string }, token: string) {
  const segment = fc.oneof(
    fc.constantFrom(ids.order, ids.order.toLowerCase(), 'ZIMA10', 'nigiri-losos', '..', '%2e%2e', '%00', ''),
    fc.string({ unit: 'grapheme', maxLength: 50 }).map(encodeURIComponent),
    fc.string({ minLength: 41, maxLength: 300 }).map(encodeURIComponent),
  )
  const query = fc.oneof(
    fc.constant(''),
    fc.constantFrom(
      '?lang=en',
      '?lang=xx',
      '?date=2026-11-25',
      '?date=2026-02-30',
      '?status=NEW',
      '?status=nope',
      '?date[]=1&date[]=2',
      '?%ZZ=1',
      '?lang=en&lang=pl',
    ),
    fc
      .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 4 })
      .map((d) => `?${new URLSearchParams(d).toString()}`),
  )
  const authorization = fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.constant(`Bearer ${token}`),
    fc.constant(`Bearer ${token}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YTpi',
      `Bearer ${token}x`,
      `bearer  ${token}`,
      `Bearer ${token} ${token}`,
      'Bearer e30.e30.',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJrdWNobmlhIn0.',
    ),
    fc.string({ maxLength: 100 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
  )
  const idempotencyKey = fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.uuid().map((u) => u),
    fc.constantFrom(
      '',
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      randomUUID().toUpperCase(),
      `${randomUUID()} `,
    ),
    fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  )
  const contentType = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=latin1',
    '',
  )
  const body = fc.oneof(
    // A valid-looking body with one value replaced, deleted or added.
    {
      arbitrary: fc
        .tuple(fc.array(fc.nat(20), { minLength: 1, maxLength: 4 }), nasty, fc.nat(3))
        .map(([path, value, mode]) => ({ kind: 'mutated' as const, path, value, mode })),
      weight: 5,
    },
    { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 3 },
    fc
      .jsonValue({ maxDepth: 5 })
      .map((value) => ({ kind: 'json' as const, text: JSON.stringify(value) ?? 'null' })),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ kind: 'text' as const, text })),
    fc
      .tuple(fc.integer({ min: 30, max: 6_000 }), fc.boolean())
      .map(([depth, array]) => ({ kind: 'text' as const, text: deepBody(depth, array) })),
    fc.constantFrom(
      { kind: 'text' as const, text: '{"items": [' },
      { kind: 'text' as const, text: '{"a":1,"a":2}' },
      { kind: 'text' as const, text: '\uFEFF{}' },
      { kind: 'text' as const, text: '{"__proto__":{"x":1}}' },
      {
        kind: 'text' as const,
        text: `{"items":[${'{"productId":"nigiri-losos","count":1},'.repeat(60)}{}]}`,
      },
      { kind: 'text' as const, text: '1e999999' },
      { kind: 'text' as const, text: 'x'.repeat(70 * 1024) },
    ),
    fc.constant({ kind: 'none' as const }),
  )

  return (
    fc
      .record({
        op: fc.constantFrom(...operations),
        methodChoice: fc.nat(9),
        oddMethod: fc.constantFrom<Method>('PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD', 'POST', 'GET'),
        segments: fc.array(segment, { minLength: 1, maxLength: 3 }),
        pathChoice: fc.nat(9),
        oddPath: fc.constantFrom(
          '//api//order',
          '/api/order/',
          '/API/ORDER',
          '/api/order/../orders',
          '/api/orders/%2e%2e/stream',
          '/api/%00',
          '/api/orders/stream/x',
          '/./api/menu',
        ),
        query,
        authorization,
        idempotencyKey,
        contentType,
        body,
        address: fc.nat(40),
      })
      .map((r): Generated => {
        const method = r.methodChoice < 8 ? r.op.method : r.oddMethod
        let segmentIndex = 0
        let path = r.op.path.replace(/\{\w+\}/g, (name) => {
          const value = r.segments[segmentIndex++ % r.segments.length]!
          if (r.pathChoice < 5) return name === '{id}' ? ids.order : ids.promo
          return value || 'x'
        })
        if (r.pathChoice === 9) path = r.oddPath
        const headers: Record<string, string> = {}
        if (r.authorization !== undefined) headers.authorization = r.authorization
        if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey
        let payload: string | undefined
        if (r.body.kind !== 'none' && method !== 'GET' && method !== 'HEAD') {
          if (r.body.kind === 'valid') payload = JSON.stringify(sampleBody(r.op, ids))
          else if (r.body.kind === 'mutated') {
            payload = JSON.stringify(mutate(sampleBody(r.op, ids), r.body.path, r.body.value, r.body.mode))
          } else payload = r.body.text
          if (r.contentType) headers['content-type'] = r.contentType
        }
        // Logins come from one address (its limits keep scrypt's cost down); the rest from 40, so that
        // the order limit (10 per address) leaves orders to reach the pricing code.
        const remoteAddress = r.op.path === '/api/login' ? '127.0.0.1' : `10.66.0.${r.address}`
        return { op: r.op, method, url: path + r.query, headers, payload, remoteAddress }
      })
      // inject() would wait for the end of an open event stream: it is opened over a socket in the
      // stream tests, so here a GET with the valid token is sent as HEAD.
      .map((g) =>
        g.method === 'GET' && g.url.includes('stream') && g.headers.authorization?.includes(token)
          ? { ...g, method: 'HEAD' }
          : g,
      )
  )
}
