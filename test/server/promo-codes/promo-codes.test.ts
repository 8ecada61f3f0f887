// Promo codes over the API: staff create and deactivate codes, the public check, and the refusals
// (unknown, inactive, out of dates, used up; invalid new codes; no token). The repository's rules
// (use counting under parallel orders, rate limit, normalisation) are in promo-codes-rules.test.ts.
import t from 'tap'
import { recordPromoCodeUse } from '#plugins/promo-codes/repository.js'
import { build } from '../../helpers/app.js'
import { check, create, invalid, NOW, setup, TODAY, TOMORROW, YESTERDAY } from '../../helpers/promo-helper.js'

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
