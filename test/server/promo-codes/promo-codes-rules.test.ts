// Promo code rules below the routes: a code's uses never pass maxUses even with parallel orders,
// the public check is rate-limited per address, and codes and values are normalised with exact
// integer math.
import t from 'tap'
import {
  createPromoCode,
  findUsablePromoCode,
  normalizePromoCode,
  recordPromoCodeUse,
} from '#plugins/promo-codes/repository.js'
import { validatePromoValue } from '#plugins/promo-codes/service.js'
import { build } from '../../helpers/app.js'
import { check, NOW } from '../../helpers/promo-helper.js'

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
