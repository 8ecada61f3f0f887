/**
 * Invoices issued from the order itself, through the real app and the KSeF stand-in: an office
 * orders on its NIP, staff complete the order, the queue issues the invoice in KSeF; outages,
 * a sender that dies mid-send, two instances; every XML valid against the official FA(3) XSD.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { build, freshDatabaseUrl } from '../../helpers/app.js'
import { validateFa3 } from '../../helpers/fa3-validator.js'
import { OFFICE_BUYER } from '../../helpers/invoice-fixtures.js'
import { ksefApiProblems } from '../../helpers/ksef-open-api.js'
import { KsefStandIn, ksefSiteEnv, STAND_IN_CLIENT } from '../../helpers/ksef-stand-in.js'
import { OPEN, order } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

async function standIn(t: Test) {
  const ksef = await new KsefStandIn({ authPendingPolls: 1, invoicePendingPolls: 1 }).start()
  t.teardown(() => ksef.close())
  return ksef
}

/** A database two apps can share: a file on SQLite, a schema on PostgreSQL. */
async function sharedDatabase(t: Test): Promise<string> {
  const url = await freshDatabaseUrl(t)
  if (url !== ':memory:') return url
  const dir = mkdtempSync(join(tmpdir(), 'invoices-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'shop.db')
}

async function shop(
  t: Test,
  env: Record<string, string>,
  options: { clock?: { now: Date }; fetch?: typeof fetch; databaseUrl?: string } = {},
) {
  const clock = options.clock ?? { now: OPEN }
  const app = await build(t, {
    now: () => clock.now,
    env: { ...env, ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) },
    invoices: {
      autoStart: false,
      client: {
        ...STAND_IN_CLIENT,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      },
      backoffBaseMs: 60_000,
    },
  })
  return { app, clock }
}

async function completedOrder(
  app: Awaited<ReturnType<typeof build>>,
  token: string,
  body = order({ invoice: OFFICE_BUYER }),
) {
  const auth = { authorization: `Bearer ${token}` }
  const placed = await app.inject({ method: 'POST', url: '/api/order', payload: body })
  if (placed.statusCode !== 201) throw new Error(placed.body)
  const id = placed.json().id as string
  for (const status of ['ACCEPTED', 'IN_DELIVERY', 'COMPLETED']) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/orders/${id}/status`,
      headers: auth,
      payload: { status },
    })
    if (moved.statusCode !== 200) throw new Error(moved.body)
  }
  return id
}

async function staffOrder(app: Awaited<ReturnType<typeof build>>, token: string, id: string) {
  return (
    await app.inject({ url: `/api/orders/${id}`, headers: { authorization: `Bearer ${token}` } })
  ).json()
}

t.test('without a token and a seller the site works as before and the invoice stays requested', async (t) => {
  const { app } = await shop(t, {})
  const token = await staffToken(app)
  const id = await completedOrder(app, token)
  const seen = await staffOrder(app, token, id)
  t.match(seen.invoice, {
    nip: '1234563218',
    status: 'REQUESTED',
    number: null,
    ksefNumber: null,
    issuedAt: null,
  })
  t.equal((await app.db.selectFrom('invoices').selectAll().execute()).length, 0)
  const settings = (
    await app.inject({ url: '/api/invoices/settings', headers: { authorization: `Bearer ${token}` } })
  ).json()
  t.equal(settings.active, false)
  t.same(settings.missing, ['token KSeF', 'NIP sprzedawcy', 'nazwa sprzedawcy', 'adres sprzedawcy'])
})

t.test('an office orders on its NIP, staff complete the order, the invoice is in KSeF', async (t) => {
  const ksef = await standIn(t)
  const { app } = await shop(t, ksefSiteEnv(ksef))
  const token = await staffToken(app)
  const id = await completedOrder(app, token)

  const queued = await staffOrder(app, token, id)
  t.match(queued.invoice, { status: 'ISSUING', number: 'FV/2026/11/1', ksefNumber: null })
  t.equal(await app.invoices.run(), 1)
  t.same(await app.db.selectFrom('invoices').select(['status', 'last_error']).execute(), [
    { status: 'ISSUED', last_error: null },
  ])

  const issued = (await staffOrder(app, token, id)).invoice
  t.equal(issued.status, 'ISSUED')
  t.equal(issued.number, 'FV/2026/11/1')
  t.match(issued.ksefNumber, /^6762000007-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/)
  t.equal(issued.issuedAt, OPEN.toISOString())

  const row = await app.db.selectFrom('invoices').selectAll().executeTakeFirstOrThrow()
  t.equal(ksef.invoices.length, 1)
  t.equal(ksef.invoices[0]?.xml, row.xml, 'KSeF decrypted exactly the stored XML')
  t.equal(ksef.invoices[0]?.ksefNumber, issued.ksefNumber)
  t.match(row.upo, `<NumerKSeFDokumentu>${issued.ksefNumber}</NumerKSeFDokumentu>`)
  t.same((await validateFa3(row.xml)).errors, [], 'valid against the FA(3) XSD')
  t.match(row.xml, '<NIP>1234563218</NIP>')
  t.match(row.xml, 'ul. Długa 5/3')
  t.match(row.xml, '<P_2>FV/2026/11/1</P_2>')
  t.same(ksefApiProblems(ksef.received), [], 'every request follows open-api.json')

  // The same order's invoice is not issued twice, and the next one takes the next number.
  t.equal(await app.invoices.run(), 0)
  const second = await completedOrder(app, token)
  t.equal((await staffOrder(app, token, second)).invoice.number, 'FV/2026/11/2')

  const report = (
    await app.inject({ url: '/api/reports/daily', headers: { authorization: `Bearer ${token}` } })
  ).json()
  t.same(report.invoices, { REQUESTED: 0, ISSUING: 1, ISSUED: 1, FAILED: 0, CORRECTED: 0 })
})

t.test(
  'KSeF down: the invoice waits with the reason, is retried after its backoff, and goes in once',
  async (t) => {
    const ksef = await standIn(t)
    const { app, clock } = await shop(t, ksefSiteEnv(ksef))
    const token = await staffToken(app)
    const id = await completedOrder(app, token)

    ksef.failNext({
      path: /^\/v2\/sessions\/online$/,
      status: 503,
      description: 'Usługa chwilowo niedostępna.',
    })
    t.equal(await app.invoices.run(), 0)
    let invoice = (await staffOrder(app, token, id)).invoice
    t.equal(invoice.status, 'ISSUING')
    t.equal(
      invoice.lastError,
      'KSeF chwilowo nie działa (HTTP 503: Usługa chwilowo niedostępna.); kolejna próba wkrótce.',
    )

    t.equal(await app.invoices.run(), 0, 'not again before its backoff')
    clock.now = new Date(OPEN.getTime() + 61_000)
    t.equal(await app.invoices.run(), 1)
    invoice = (await staffOrder(app, token, id)).invoice
    t.equal(invoice.status, 'ISSUED')
    t.equal(invoice.lastError, null)
    t.equal(ksef.invoices.filter((i) => i.ksefNumber).length, 1)
  },
)

t.test('a day of failures: the board’s alert, and staff issue it again by hand', async (t) => {
  const ksef = await standIn(t)
  const { app, clock } = await shop(t, ksefSiteEnv(ksef))
  const id = await completedOrder(app, await staffToken(app))
  for (let i = 0; i < 40; i++) ksef.failNext({ path: /^\/v2\/auth\/challenge$/, status: 502 })
  await app.invoices.run()
  clock.now = new Date(OPEN.getTime() + 25 * 3600_000)
  await app.invoices.run()
  // The next day: a new sign-in.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'kuchnia', password: 'correct-horse-battery' },
  })
  const token = signIn.json().token as string
  const auth = { authorization: `Bearer ${token}` }
  t.equal((await staffOrder(app, token, id)).invoice.status, 'FAILED')
  const alert = (await app.inject({ url: '/api/invoices/failing', headers: auth })).json()
  t.match(alert.invoices, [
    { orderId: id, number: 'FV/2026/11/1', kind: 'INVOICE', since: OPEN.toISOString() },
  ])

  ksef.clearFailures()
  const again = await app.inject({ method: 'POST', url: `/api/orders/${id}/invoice/issue`, headers: auth })
  t.equal(again.statusCode, 202)
  await app.invoices.run()
  t.equal((await staffOrder(app, token, id)).invoice.status, 'ISSUED')
  t.same((await app.inject({ url: '/api/invoices/failing', headers: auth })).json().invoices, [])
})

t.test(
  'a sender that dies after KSeF took the file: the next one finds it, KSeF holds it once',
  async (t) => {
    const ksef = await standIn(t)
    const databaseUrl = await sharedDatabase(t)
    // The first instance hangs for good once its invoice is sent (as if killed -9 at that moment).
    let release: (reason: Error) => void = () => undefined
    const frozen = new Promise<never>((_, reject) => {
      release = reject
    })
    frozen.catch(() => undefined)
    const dying: typeof fetch = async (input, init) => {
      const res = await fetch(input, init)
      if (init?.method === 'POST' && String(input).endsWith('/invoices')) return frozen
      return res
    }
    const first = await shop(t, ksefSiteEnv(ksef), { fetch: dying, databaseUrl })
    const token = await staffToken(first.app)
    const id = await completedOrder(first.app, token)
    const stalled = first.app.invoices.run()
    await new Promise<void>((resolve) => {
      const wait = () => (ksef.invoices.length > 0 ? resolve() : setTimeout(wait, 20))
      wait()
    })
    await ksef.settled()

    // Another instance, once the first one's lease has run out.
    const second = await shop(t, ksefSiteEnv(ksef), {
      databaseUrl,
      clock: { now: new Date(OPEN.getTime() + 11 * 60_000) },
    })
    t.equal(await second.app.invoices.run(), 1)
    const issued = (await staffOrder(second.app, token, id)).invoice
    t.equal(issued.status, 'ISSUED')
    t.equal(ksef.invoices.filter((i) => i.ksefNumber).length, 1, 'one invoice in KSeF')
    t.equal(issued.ksefNumber, ksef.invoices.find((i) => i.ksefNumber)?.ksefNumber, 'its number')

    // The first instance wakes up: what it writes does not undo the second one's result.
    release(new Error('socket hang up'))
    await stalled
    t.equal((await staffOrder(second.app, token, id)).invoice.status, 'ISSUED')
  },
)

t.test('two instances sending at once: each invoice is sent by one of them', async (t) => {
  const ksef = await standIn(t)
  const databaseUrl = await sharedDatabase(t)
  const a = await shop(t, ksefSiteEnv(ksef), { databaseUrl })
  const b = await shop(t, ksefSiteEnv(ksef), { databaseUrl })
  const token = await staffToken(a.app)
  const ids = [
    await completedOrder(a.app, token),
    await completedOrder(b.app, token),
    await completedOrder(a.app, token),
  ]
  const [x, y] = await Promise.all([a.app.invoices.run(), b.app.invoices.run()])
  t.equal(x + y, 3)
  const numbers = []
  for (const id of ids) numbers.push((await staffOrder(a.app, token, id)).invoice.number)
  t.same(numbers.sort(), ['FV/2026/11/1', 'FV/2026/11/2', 'FV/2026/11/3'], 'no gap, no repeat')
  const sends = ksef.received.filter((r) => r.method === 'POST' && r.path.endsWith('/invoices'))
  t.equal(sends.length, 3, 'three files sent, not six')
  t.equal(new Set(ksef.invoices.map((i) => i.ksefNumber)).size, 3)
})

t.test('a correcting invoice reverses an issued one through the same queue', async (t) => {
  const ksef = await standIn(t)
  const { app } = await shop(t, ksefSiteEnv(ksef))
  const token = await staffToken(app)
  const auth = { authorization: `Bearer ${token}` }
  const id = await completedOrder(app, token)
  const early = await app.inject({
    method: 'POST',
    url: `/api/orders/${id}/invoice/correction`,
    headers: auth,
    payload: { reason: 'Zwrot należności' },
  })
  t.equal(early.statusCode, 409, 'not before the invoice has its KSeF number')
  await app.invoices.run()
  const first = (await staffOrder(app, token, id)).invoice
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${id}/invoice/correction`,
    headers: auth,
    payload: { reason: 'Zwrot należności: reklamacja' },
  })
  t.equal(res.statusCode, 202)
  t.match(res.json().invoice.correction, { number: 'FV/2026/11/2', status: 'ISSUING' })
  await app.invoices.run()
  const corrected = (await staffOrder(app, token, id)).invoice
  t.equal(corrected.status, 'CORRECTED')
  t.equal(corrected.ksefNumber, first.ksefNumber)
  const kor = await app.db
    .selectFrom('invoices')
    .selectAll()
    .where('kind', '=', 'CORRECTION')
    .executeTakeFirstOrThrow()
  t.match(kor.xml, '<RodzajFaktury>KOR</RodzajFaktury>')
  t.match(kor.xml, first.ksefNumber)
  t.same((await validateFa3(kor.xml)).errors, [])
  const twice = await app.inject({
    method: 'POST',
    url: `/api/orders/${id}/invoice/correction`,
    headers: auth,
    payload: { reason: 'Zwrot należności: reklamacja' },
  })
  t.equal(twice.statusCode, 409)
})

t.test(
  'the owner sets the token: never shown back, not readable from the database; the check speaks Polish',
  async (t) => {
    const ksef = await standIn(t)
    const { app } = await shop(t, { KSEF_API_URL: ksef.apiUrl, KSEF_ENV: 'test' })
    const token = await staffToken(app)
    const auth = { authorization: `Bearer ${token}` }
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/invoices/settings',
      headers: auth,
      payload: { sellerNip: '1234567890' },
    })
    t.equal(bad.statusCode, 400)
    t.equal(bad.json().field, 'sellerNip')
    const put = await app.inject({
      method: 'PUT',
      url: '/api/invoices/settings',
      headers: auth,
      payload: {
        sellerNip: '676-200-00-07',
        sellerName: 'Sakana Sushi sp. z o.o.',
        sellerAddressLine1: 'ul. Józefa 12',
        token: `${ksef.token}-revoked`,
        numberPattern: 'S/{YYYY}/{n}',
      },
    })
    t.equal(put.statusCode, 200)
    t.match(put.json(), { active: true, token: 'SETTINGS', sellerNip: '6762000007', nextNumber: 'S/2026/1' })
    t.notMatch(put.body, ksef.token)
    const stored = await app.db.selectFrom('invoice_settings').selectAll().executeTakeFirstOrThrow()
    t.notMatch(JSON.stringify(stored), ksef.token.slice(0, 20), 'the database holds no token')
    const audit = await app.db
      .selectFrom('audit_log' as never)
      .selectAll()
      .execute()
      .catch(() => [])
    t.notMatch(JSON.stringify(audit), ksef.token.slice(0, 20), 'nor does the audit trail')

    let check = (
      await app.inject({ method: 'POST', url: '/api/invoices/settings/check', headers: auth })
    ).json()
    t.same(check, {
      ok: false,
      message:
        'KSeF odrzucił token: jest błędny, unieważniony albo wygasł. Wygeneruj nowy token w Aplikacji Podatnika KSeF i wpisz go tutaj.',
    })
    await app.inject({
      method: 'PUT',
      url: '/api/invoices/settings',
      headers: auth,
      payload: { token: ksef.token },
    })
    check = (await app.inject({ method: 'POST', url: '/api/invoices/settings/check', headers: auth })).json()
    t.same(check, {
      ok: true,
      message: 'Połączenie działa: KSeF (środowisko testowe) przyjął token dla NIP 6762000007.',
    })
  },
)
