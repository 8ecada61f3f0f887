import t from 'tap'
import { formatNip, isValidNip, nipDigits, normalizeNip } from '#domain/nip.js'

// NIPs of real Polish companies, as printed on their invoices.
const REAL = {
  orlen: '774-000-14-54',
  pzu: '526-025-10-49',
  allegro: '525-26-74-798',
  cdProjekt: '734-28-67-148',
}

t.test('real NIPs pass, however they are written', async (t) => {
  t.equal(normalizeNip(REAL.orlen), '7740001454')
  t.equal(normalizeNip(REAL.pzu), '5260251049')
  t.equal(normalizeNip(REAL.allegro), '5252674798')
  t.equal(normalizeNip(REAL.cdProjekt), '7342867148')
  t.equal(normalizeNip('7740001454'), '7740001454', 'digits only')
  t.equal(normalizeNip('774 000 14 54'), '7740001454', 'spaces')
  t.equal(normalizeNip(' 774-000-14-54 '), '7740001454', 'surrounding spaces')
  t.equal(normalizeNip('PL7740001454'), '7740001454', 'EU VAT prefix')
  t.equal(normalizeNip('pl 774-000-14-54'), '7740001454', 'lower-case prefix with a space')
  t.ok(isValidNip('PL 525-26-74-798'))
})

t.test('a wrong digit or two swapped digits fail the checksum', async (t) => {
  t.equal(normalizeNip('7740001455'), null, 'last digit changed')
  t.equal(normalizeNip('7740001544'), null, 'two digits swapped')
  t.equal(normalizeNip('5260251094'), null, 'PZU with the last two swapped')
  t.equal(normalizeNip('7342867149'), null)
  t.notOk(isValidNip('526-025-10-48'))
})

t.test('a number whose checksum would be 10 is never valid', async (t) => {
  // 1·6 + 2·5 + 3·7 + 4·2 + 5·3 + 6·4 + 7·5 + 8·6 + 9·7 = 230, 230 mod 11 = 10
  for (let last = 0; last <= 9; last++) t.notOk(isValidNip(`123456789${last}`), `123456789${last}`)
})

t.test('not ten digits', async (t) => {
  t.equal(nipDigits('774000145'), null, 'nine digits')
  t.equal(nipDigits('77400014544'), null, 'eleven digits')
  t.equal(nipDigits('774.000.14.54'), null, 'dots are not allowed')
  t.equal(nipDigits('DE7740001454'), null, 'another country prefix')
  t.equal(nipDigits('PL'), null)
  t.equal(nipDigits(''), null)
  t.equal(nipDigits(42 as unknown as string), null, 'not a string')
  t.equal(nipDigits('774000145a'), null)
  t.equal(nipDigits('7740001455'), '7740001455', 'ten digits, checksum not looked at')
})

t.test('formatNip prints the usual 3-3-2-2 groups', async (t) => {
  t.equal(formatNip('7740001454'), '774-000-14-54')
  t.equal(formatNip('77400'), '77400', 'anything else is left as it is')
})
