/**
 * GET /api/invoice/company?nip=: the checkout's company from the VAT White List, against a stand-in
 * that answers as the Ministry's API does. Answers are kept a day in the database, the site's
 * searches are counted per Warsaw day, and an unreachable or failing register is a 503 the checkout
 * shows as a note.
 */
import t from 'tap'
import { build } from '../../helpers/app.js'
import { WhiteListStandIn } from '../../helpers/white-list-stand-in.js'

const MGBI = {
  name: 'MGBI SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  nip: '7010446505',
  statusVat: 'Czynny' as const,
  regon: '360001489',
  krs: '0000533676',
  workingAddress: 'ŻURAWIA 6/12/766, 00-503 WARSZAWA',
}
const EXEMPT = {
  name: 'PRACOWNIA CERAMIKI ŁUCJA ŻAK',
  nip: '1234563218',
  statusVat: 'Zwolniony' as const,
  residenceAddress: 'UL. DŁUGA 5/3, 31-147 KRAKÓW',
}

// 14:00 in Warsaw on 15 January 2027 (UTC+1).
const NOON = new Date('2027-01-15T13:00:00.000Z')

async function setUp(t: Parameters<typeof build>[0], env: Record<string, string> = {}) {
  const register = new WhiteListStandIn().add(MGBI).add(EXEMPT)
  const url = await register.start()
  t.teardown(() => register.stop())
  const clock = { now: NOON }
  const app = await build(t, { env: { WL_API_URL: url, ...env }, now: () => clock.now })
  const ask = (nip: string) =>
    app.inject({ method: 'GET', url: `/api/invoice/company?nip=${encodeURIComponent(nip)}` })
  return { app, register, clock, ask }
}

t.test('an active VAT payer: its name and its address split into the invoice fields', async (t) => {
  const { register, ask } = await setUp(t)
  const res = await ask('PL 701-044-65-05')
  t.equal(res.statusCode, 200)
  t.same(res.json(), {
    nip: '7010446505',
    name: 'MGBI SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    vatStatus: 'ACTIVE',
    activeVatPayer: true,
    address: { street: 'ŻURAWIA', buildingNumber: '6/12/766', postalCode: '00-503', city: 'WARSZAWA' },
    addressText: 'ŻURAWIA 6/12/766, 00-503 WARSZAWA',
    checkedOn: '2027-01-15',
  })
  t.same(
    register.searches,
    [{ nip: '7010446505', date: '2027-01-15' }],
    'asked with the digits and Warsaw today',
  )
  t.match(res.headers['cache-control'], /max-age=3600/)
})

t.test('a NIP that is not an active VAT payer is answered with its status, for the note', async (t) => {
  const { ask } = await setUp(t)
  const res = await ask('1234563218')
  t.equal(res.statusCode, 200)
  t.match(res.json(), {
    name: 'PRACOWNIA CERAMIKI ŁUCJA ŻAK',
    vatStatus: 'EXEMPT',
    activeVatPayer: false,
    address: { street: 'UL. DŁUGA', buildingNumber: '5/3', postalCode: '31-147', city: 'KRAKÓW' },
  })
})

t.test('a NIP the register does not know: 404 naming the field', async (t) => {
  const { ask } = await setUp(t)
  const res = await ask('5260250274')
  t.equal(res.statusCode, 404)
  t.match(res.json(), { code: 'NIP_NOT_FOUND', field: 'nip', message: /nie ma w wykazie podatników VAT/ })
})

t.test('a NIP that fails its checksum or is missing: 400 naming nip, the register not asked', async (t) => {
  const { app, register, ask } = await setUp(t)
  const bad = await ask('7010446506')
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { field: 'nip', message: 'Nieprawidłowy NIP — sprawdź cyfry.' })
  const short = await ask('12345')
  t.equal(short.statusCode, 400)
  t.match(short.json(), { field: 'nip' })
  const missing = await app.inject({ method: 'GET', url: '/api/invoice/company' })
  t.equal(missing.statusCode, 400)
  t.match(missing.json(), { field: 'nip' })
  t.equal(register.searches.length, 0)
})

t.test('an answer is kept a day: the same NIP again asks nothing, a day later asks again', async (t) => {
  const { register, clock, ask } = await setUp(t)
  t.equal((await ask('7010446505')).statusCode, 200)
  t.equal((await ask('701 044 65 05')).statusCode, 200)
  t.equal((await ask('5260250274')).statusCode, 404)
  t.equal((await ask('5260250274')).statusCode, 404, 'an unknown NIP is kept too')
  t.equal(register.searches.length, 2)
  clock.now = new Date(NOON.getTime() + 23 * 3600_000)
  t.equal((await ask('7010446505')).json().name, MGBI.name)
  t.equal(register.searches.length, 2, 'still kept 23 h later')
  clock.now = new Date(NOON.getTime() + 25 * 3600_000)
  t.equal((await ask('7010446505')).statusCode, 200)
  t.equal(register.searches.length, 3, 'asked again after a day')
  t.equal(register.searches[2]?.date, '2027-01-16')
})

t.test('the register down: 503 with a note, then left alone for a minute', async (t) => {
  const { register, clock, ask } = await setUp(t)
  register.down = true
  const res = await ask('7010446505')
  t.equal(res.statusCode, 503)
  t.match(res.json(), { code: 'WHITE_LIST_UNAVAILABLE', message: /Wpisz dane firmy ręcznie/ })
  t.equal((await ask('1234563218')).statusCode, 503)
  t.equal(register.searches.length, 1, 'not asked again within the minute')
  register.down = false
  clock.now = new Date(NOON.getTime() + 61_000)
  t.equal((await ask('7010446505')).statusCode, 200, 'back after the pause')
})

t.test('the register unreachable or too slow: 503', async (t) => {
  const { register, clock, ask } = await setUp(t)
  register.slowMs = 6000
  const slow = await ask('7010446505')
  t.equal(slow.statusCode, 503, 'no answer within 5 s')
  register.slowMs = 0
  await register.stop()
  clock.now = new Date(NOON.getTime() + 61_000)
  t.equal((await ask('7010446505')).statusCode, 503)
})

t.test(
  "the site's daily budget: past WL_DAILY_LIMIT searches the register is not asked until tomorrow",
  async (t) => {
    const { register, clock, ask } = await setUp(t, { WL_DAILY_LIMIT: '2' })
    t.equal((await ask('7010446505')).statusCode, 200)
    t.equal((await ask('1234563218')).statusCode, 200)
    t.equal((await ask('7010446505')).statusCode, 200, 'a kept answer does not count')
    const over = await ask('5260250274')
    t.equal(over.statusCode, 503)
    t.equal(over.json().code, 'WHITE_LIST_UNAVAILABLE')
    t.equal(register.searches.length, 2)
    // Midnight in Warsaw (23:00 UTC): a new day, a new budget.
    clock.now = new Date('2027-01-15T23:00:00.000Z')
    t.equal((await ask('5260250274')).statusCode, 404)
    t.equal(register.searches.length, 3)
  },
)

t.test('one address may look up 20 NIPs an hour; the 21st is 429', async (t) => {
  const { ask } = await setUp(t)
  for (let i = 0; i < 20; i++) t.equal((await ask('7010446505')).statusCode, 200)
  const res = await ask('7010446505')
  t.equal(res.statusCode, 429)
  t.ok(res.headers['retry-after'])
})
