import t, { type Test } from 'tap'
import { createStaff } from '../../plugins/auth/service.js'
import {
  createPromoCode,
  findUsablePromoCode,
  normalizePromoCode,
  recordPromoCodeUse,
} from '../../plugins/promo-codes/repository.js'
import { validatePromoValue } from '../../plugins/promo-codes/service.js'
import { build } from '../helper.js'

// Sunday 15 June 2025, 12:00 in Kraków (CEST).
const NOW = new Date('2025-06-15T10:00:00Z')
const TODAY = '2025-06-15'
const YESTERDAY = '2025-06-14'
const TOMORROW = '2025-06-16'

type App = Awaited<ReturnType<typeof build>>

/** An app at NOW with one staff account; returns the app and a bearer header. */
async function setup(t: Test) {
  const app = await build(t, { now: () => NOW })
  await createStaff(app.db, 'ania', 'a-long-password')
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'ania', password: 'a-long-password' },
  })
  const token = (res.json() as { token: string }).token
  return { app, auth: { authorization: `Bearer ${token}` } }
}

function check(app: App, promoCode: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/utils/checkPromoCode',
    payload: { promoCode },
    remoteAddress,
  })
}

function create(app: App, auth: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/promo-codes', headers: auth, payload })
}

const invalid = (code: string) => ({
  statusCode: 404,
  error: 'Not Found',
  message: `Kod promocyjny „${code}” jest nieprawidłowy lub wygasł.`,
  code: 'PROMO_CODE_INVALID',
})

t.test('staff create codes; the public check is case-insensitive and answers numbers', async (t) => {
  const { app, auth } = await setup(t)

  const created = await create(app, auth, { code: 'lato10', type: 'PERCENTAGE', value: 10 })
  t.equal(created.statusCode, 201)
  t.same(created.json(), {
    code: 'LATO10',
    type: 'PERCENTAGE',
    value: 10,
    active: true,
    validFrom: null,
    validTo: null,
    maxUses: null,
    uses: 0,
    usable: true,
    createdAt: NOW.toISOString(),
    createdBy: 'ania',
  })

  for (const entered of ['LATO10', 'lato10', 'Lato10', '  lAtO10 ']) {
    const res = await check(app, entered)
    t.equal(res.statusCode, 200, entered)
    t.same(res.json(), { code: 'LATO10', type: 'PERCENTAGE', value: 10 })
  }

  t.equal((await create(app, auth, { code: 'PIATEK_12-5', type: 'PERCENTAGE', value: 12.5 })).statusCode, 201)
  t.equal((await create(app, auth, { code: 'MINUS25', type: 'FIXED', value: 25.5 })).statusCode, 201)
  t.equal((await create(app, auth, { code: 'GROSZ', type: 'FIXED', value: 0.01 })).statusCode, 201)
  t.equal((await create(app, auth, { code: 'TYSIAC', type: 'FIXED', value: 1000 })).statusCode, 201)
  t.equal((await create(app, auth, { code: 'PRAWIE100', type: 'PERCENTAGE', value: 99.99 })).statusCode, 201)

  const expected: [string, string, number][] = [
    ['piatek_12-5', 'PERCENTAGE', 12.5],
    ['minus25', 'FIXED', 25.5],
    ['grosz', 'FIXED', 0.01],
    ['tysiac', 'FIXED', 1000],
    ['prawie100', 'PERCENTAGE', 99.99],
  ]
  for (const [entered, type, value] of expected) {
    const res = await check(app, entered)
    t.equal(res.statusCode, 200, entered)
    const body = res.json()
    t.equal(body.type, type)
    t.equal(body.value, value, `${entered} value round-trips`)
    t.equal(typeof body.value, 'number')
    t.match(res.headers['content-type'], /^application\/json/)
  }

  const list = await app.inject({ url: '/api/promo-codes', headers: auth })
  t.equal(list.statusCode, 200)
  const codes = list.json() as { code: string; value: number; type: string }[]
  t.same(codes.map((c) => c.code).sort(), [
    'GROSZ',
    'LATO10',
    'MINUS25',
    'PIATEK_12-5',
    'PRAWIE100',
    'TYSIAC',
  ])
  t.same(
    codes.find((c) => c.code === 'MINUS25'),
    {
      code: 'MINUS25',
      type: 'FIXED',
      value: 25.5,
      active: true,
      validFrom: null,
      validTo: null,
      maxUses: null,
      uses: 0,
      usable: true,
      createdAt: NOW.toISOString(),
      createdBy: 'ania',
    },
  )
})

t.test('unknown, inactive, expired, not yet valid and used-up codes → 404 PROMO_CODE_INVALID', async (t) => {
  const { app, auth } = await setup(t)
  const codes = [
    { code: 'WCZORAJ', type: 'PERCENTAGE', value: 5, validTo: YESTERDAY },
    { code: 'JUTRO', type: 'PERCENTAGE', value: 5, validFrom: TOMORROW },
    { code: 'DZIS', type: 'FIXED', value: 5, validFrom: TODAY, validTo: TODAY },
    { code: 'RAZ', type: 'FIXED', value: 5, maxUses: 1 },
    { code: 'WYLACZONY', type: 'FIXED', value: 5 },
  ]
  for (const code of codes) t.equal((await create(app, auth, code)).statusCode, 201, code.code)

  t.same((await check(app, 'nope')).json(), invalid('nope'), 'unknown: the code as entered')
  t.equal((await check(app, 'nope')).statusCode, 404)
  t.same((await check(app, ' wczoraj ')).json(), invalid('wczoraj'), 'expired yesterday')
  t.same((await check(app, 'JUTRO')).json(), invalid('JUTRO'), 'valid from tomorrow')
  t.equal((await check(app, 'dzis')).statusCode, 200, 'validFrom and validTo are inclusive')

  t.equal((await check(app, 'raz')).statusCode, 200, 'not used yet')
  t.equal(await recordPromoCodeUse(app.db, 'raz'), true)
  t.same((await check(app, 'raz')).json(), invalid('raz'), 'used up')
  t.equal(await recordPromoCodeUse(app.db, 'RAZ'), false, 'no use beyond maxUses')

  const off = await app.inject({
    method: 'PATCH',
    url: '/api/promo-codes/wylaczony',
    headers: auth,
    payload: { active: false },
  })
  t.equal(off.statusCode, 200)
  t.match(off.json(), { code: 'WYLACZONY', active: false, usable: false })
  t.same((await check(app, 'wylaczony')).json(), invalid('wylaczony'), 'deactivated')
  t.equal(await recordPromoCodeUse(app.db, 'WYLACZONY'), false, 'an inactive code cannot be used')
  const on = await app.inject({
    method: 'PATCH',
    url: '/api/promo-codes/WYLACZONY',
    headers: auth,
    payload: { active: true },
  })
  t.match(on.json(), { code: 'WYLACZONY', active: true, usable: true })
  t.equal((await check(app, 'wylaczony')).statusCode, 200, 'reactivated')

  const list = (await app.inject({ url: '/api/promo-codes', headers: auth })).json() as {
    code: string
    usable: boolean
    uses: number
  }[]
  t.same(
    Object.fromEntries(list.map((c) => [c.code, c.usable])),
    { WCZORAJ: false, JUTRO: false, DZIS: true, RAZ: false, WYLACZONY: true },
    'staff see which codes are usable today',
  )
  t.equal(list.find((c) => c.code === 'RAZ')?.uses, 1)

  const blank = await check(app, '   ')
  t.equal(blank.statusCode, 404, 'a blank code is not valid')
  const empty = await check(app, '')
  t.equal(empty.statusCode, 400, 'an empty string fails validation')
  t.match(empty.json(), { field: 'promoCode' })
  const missing = await app.inject({ method: 'POST', url: '/api/utils/checkPromoCode', payload: {} })
  t.match(missing.json(), { statusCode: 400, field: 'promoCode' })
})

t.test('invalid new codes → 400 naming the field; duplicates → 409; unknown PATCH → 404', async (t) => {
  const { app, auth } = await setup(t)
  const cases: [Record<string, unknown>, string][] = [
    [{ code: 'ZA_DUZO', type: 'PERCENTAGE', value: 150 }, 'value'],
    [{ code: 'STO', type: 'PERCENTAGE', value: 100 }, 'value'],
    [{ code: 'ZERO', type: 'FIXED', value: 0 }, 'value'],
    [{ code: 'UJEMNY', type: 'FIXED', value: -5 }, 'value'],
    [{ code: 'DROGO', type: 'FIXED', value: 1000.01 }, 'value'],
    [{ code: 'TRZY', type: 'FIXED', value: 10.555 }, 'value'],
    [{ code: 'PROCENT', type: 'PERCENTAGE', value: 12.345 }, 'value'],
    [{ code: 'TEKST', type: 'FIXED', value: '10' }, 'value'],
    [{ code: 'a b', type: 'FIXED', value: 10 }, 'code'],
    [{ code: 'ab', type: 'FIXED', value: 10 }, 'code'],
    [{ code: 'x'.repeat(33), type: 'FIXED', value: 10 }, 'code'],
    [{ code: 'ŁOSOŚ', type: 'FIXED', value: 10 }, 'code'],
    [{ type: 'FIXED', value: 10 }, 'code'],
    [{ code: 'TYP', type: 'BOGO', value: 10 }, 'type'],
    [{ code: 'DATY', type: 'FIXED', value: 10, validFrom: '2025-07-01', validTo: '2025-06-30' }, 'validTo'],
    [{ code: 'LUTY', type: 'FIXED', value: 10, validFrom: '2025-02-30' }, 'validFrom'],
    [{ code: 'LUTY', type: 'FIXED', value: 10, validTo: '2025-13-01' }, 'validTo'],
    [{ code: 'FORMAT', type: 'FIXED', value: 10, validTo: '15.06.2025' }, 'validTo'],
    [{ code: 'LIMIT', type: 'FIXED', value: 10, maxUses: 0 }, 'maxUses'],
    [{ code: 'LIMIT', type: 'FIXED', value: 10, maxUses: 1.5 }, 'maxUses'],
  ]
  for (const [payload, field] of cases) {
    const res = await create(app, auth, payload)
    t.equal(res.statusCode, 400, `${JSON.stringify(payload)} → 400`)
    t.match(
      res.json(),
      { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', field },
      `names ${field}`,
    )
    t.match(res.json().message, new RegExp(`„${field}”`))
  }
  const extra = await create(app, auth, { code: 'EXTRA', type: 'FIXED', value: 10, uses: 5 })
  t.equal(extra.statusCode, 400, 'unknown fields are refused')
  t.same((await app.inject({ url: '/api/promo-codes', headers: auth })).json(), [], 'nothing was stored')

  t.equal((await create(app, auth, { code: 'LATO10', type: 'PERCENTAGE', value: 10 })).statusCode, 201)
  const duplicate = await create(app, auth, { code: 'lato10', type: 'FIXED', value: 5 })
  t.equal(duplicate.statusCode, 409)
  t.same(duplicate.json(), {
    statusCode: 409,
    error: 'Conflict',
    message: 'Kod promocyjny „LATO10” już istnieje.',
    code: 'PROMO_CODE_EXISTS',
    field: 'code',
  })
  t.match((await check(app, 'lato10')).json(), { type: 'PERCENTAGE', value: 10 }, 'the first one stays')

  const unknown = await app.inject({
    method: 'PATCH',
    url: '/api/promo-codes/NOPE',
    headers: auth,
    payload: { active: false },
  })
  t.equal(unknown.statusCode, 404)
  t.match(unknown.json(), { code: 'PROMO_CODE_NOT_FOUND' })
  const badPatch = await app.inject({
    method: 'PATCH',
    url: '/api/promo-codes/LATO10',
    headers: auth,
    payload: { active: 'no' },
  })
  t.match(badPatch.json(), { statusCode: 400, field: 'active' })
})

t.test('staff routes need a token', async (t) => {
  const app = await build(t)
  const requests = [
    { method: 'GET' as const, url: '/api/promo-codes' },
    {
      method: 'POST' as const,
      url: '/api/promo-codes',
      payload: { code: 'LATO10', type: 'FIXED', value: 10 },
    },
    { method: 'PATCH' as const, url: '/api/promo-codes/LATO10', payload: { active: false } },
  ]
  for (const request of requests) {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }]) {
      const res = await app.inject({ ...request, headers })
      t.equal(res.statusCode, 401, `${request.method} ${request.url}`)
      t.match(res.json(), {
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'Brak autoryzacji — zaloguj się ponownie.',
      })
    }
  }
})

t.test('recordPromoCodeUse never goes past maxUses, even with parallel orders', async (t) => {
  const app = await build(t)
  const db = app.db
  const base = { type: 'FIXED' as const, valueHundredths: 1000, createdBy: 'ania' }
  await createPromoCode(db, { ...base, code: 'siedem', maxUses: 7 }, NOW)
  await createPromoCode(db, { ...base, code: 'BEZLIMITU' }, NOW)
  await createPromoCode(
    db,
    { ...base, code: 'CZERWIEC', validFrom: '2025-06-01', validTo: '2025-06-30' },
    NOW,
  )

  const results = await Promise.all(Array.from({ length: 20 }, () => recordPromoCodeUse(db, 'SIEDEM')))
  t.equal(results.filter(Boolean).length, 7, 'exactly maxUses succeed')
  const inTransactions = await Promise.all(
    Array.from({ length: 5 }, () => db.transaction().execute((trx) => recordPromoCodeUse(trx, 'siedem'))),
  )
  t.same(inTransactions, [false, false, false, false, false], 'also inside transactions')
  const row = await db
    .selectFrom('promo_codes')
    .select('uses')
    .where('code', '=', 'SIEDEM')
    .executeTakeFirst()
  t.equal(row?.uses, 7)
  t.equal(await findUsablePromoCode(db, 'siedem', NOW), null)

  const unlimited = await Promise.all(Array.from({ length: 20 }, () => recordPromoCodeUse(db, 'bezlimitu')))
  t.equal(unlimited.filter(Boolean).length, 20, 'no limit: every use counts')
  t.equal(await recordPromoCodeUse(db, 'NOPE'), false, 'unknown code')

  t.equal(await recordPromoCodeUse(db, 'CZERWIEC', NOW), true, 'within its dates')
  t.equal(await recordPromoCodeUse(db, 'CZERWIEC', new Date('2025-07-01T10:00:00Z')), false, 'after validTo')
  t.same(await findUsablePromoCode(db, ' czerwiec ', NOW), { code: 'CZERWIEC', type: 'FIXED', value: 10 })
  // Dates are Warsaw dates: 21:30 UTC on 30 June is 23:30 in Kraków, 22:30 UTC is already 1 July there.
  t.ok(await findUsablePromoCode(db, 'CZERWIEC', new Date('2025-06-30T21:30:00Z')), 'last day, Warsaw time')
  t.equal(
    await findUsablePromoCode(db, 'CZERWIEC', new Date('2025-06-30T22:30:00Z')),
    null,
    '1 July in Warsaw',
  )
})

t.test('the public check is rate-limited per IP (30 per minute)', async (t) => {
  const app = await build(t)
  for (let i = 1; i <= 30; i++) {
    t.equal((await check(app, `GUESS${i}`, '10.3.0.1')).statusCode, 404)
  }
  const res = await check(app, 'GUESS31', '10.3.0.1')
  t.equal(res.statusCode, 429)
  t.match(res.json(), { statusCode: 429, code: 'RATE_LIMITED', message: /^Zbyt wiele prób/ })
  t.ok(Number(res.headers['retry-after']) > 0)
  t.equal((await check(app, 'GUESS31', '10.3.0.2')).statusCode, 404, 'other guests are not affected')
})

t.test('codes and values are normalized with exact integer math', async (t) => {
  t.equal(normalizePromoCode('  lato10 '), 'LATO10')
  t.equal(
    normalizePromoCode('fıx'),
    'FıX',
    'only ASCII letters are upper-cased (dotless ı does not become I)',
  )
  t.same(validatePromoValue('FIXED', 0.29), { ok: true, hundredths: 29 })
  t.same(validatePromoValue('FIXED', 19.99), { ok: true, hundredths: 1999 })
  t.same(validatePromoValue('FIXED', 1000), { ok: true, hundredths: 100_000 })
  t.same(validatePromoValue('PERCENTAGE', 99.99), { ok: true, hundredths: 9999 })
  t.same(validatePromoValue('FIXED', 1.005), { ok: false, problem: 'TOO_MANY_DECIMALS' })
  t.same(validatePromoValue('FIXED', 0.1 + 0.2), { ok: false, problem: 'TOO_MANY_DECIMALS' })
  t.same(validatePromoValue('FIXED', 1000.01), { ok: false, problem: 'FIXED_TOO_HIGH' })
  t.same(validatePromoValue('PERCENTAGE', 100), { ok: false, problem: 'PERCENT_TOO_HIGH' })
  t.same(validatePromoValue('PERCENTAGE', 0), { ok: false, problem: 'NOT_POSITIVE' })
  t.same(validatePromoValue('PERCENTAGE', Number.NaN), { ok: false, problem: 'NOT_POSITIVE' })
  t.same(validatePromoValue('FIXED', 1e300), { ok: false, problem: 'FIXED_TOO_HIGH' })
  t.same(validatePromoValue('PERCENTAGE', 99.999), { ok: false, problem: 'TOO_MANY_DECIMALS' })
})
