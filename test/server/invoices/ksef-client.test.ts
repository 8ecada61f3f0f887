// Not in the PostgreSQL pass: the KSeF client and its stand-in use no database.
import t, { type Test } from 'tap'
import { buildInvoiceXml } from '#domain/invoices/fa3.js'
import { KSEF_ENVIRONMENTS, KsefClient, KsefError } from '#plugins/invoices/ksef-client.js'
import { pickCertificate, sha256Base64 } from '#plugins/invoices/ksef-crypto.js'
import { validateUpo } from '../../helpers/fa3-validator.js'
import { officeLunch } from '../../helpers/invoice-fixtures.js'
import { ksefApiProblems } from '../../helpers/ksef-open-api.js'
import { crc8, KsefStandIn } from '../../helpers/ksef-stand-in.js'

async function standIn(t: Test, options: ConstructorParameters<typeof KsefStandIn>[0] = {}) {
  const ksef = await new KsefStandIn(options).start()
  t.teardown(() => ksef.close())
  return ksef
}

function client(ksef: KsefStandIn, options: Partial<ConstructorParameters<typeof KsefClient>[0]> = {}) {
  return new KsefClient({
    apiUrl: ksef.apiUrl,
    pollIntervalMs: 50,
    maxPolls: 600,
    timeoutMs: 5_000,
    ...options,
  })
}

async function rejection(promise: Promise<unknown>): Promise<KsefError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof KsefError) return err
    throw err
  }
  throw new Error('expected a KsefError')
}

const xml = buildInvoiceXml(officeLunch())

t.test('the official addresses of the three environments', async (t) => {
  t.same(KSEF_ENVIRONMENTS, {
    test: { apiUrl: 'https://api-test.ksef.mf.gov.pl/v2', qrUrl: 'https://qr-test.ksef.mf.gov.pl' },
    demo: { apiUrl: 'https://api-demo.ksef.mf.gov.pl/v2', qrUrl: 'https://qr-demo.ksef.mf.gov.pl' },
    production: { apiUrl: 'https://api.ksef.mf.gov.pl/v2', qrUrl: 'https://qr.ksef.mf.gov.pl' },
  })
})

t.test(
  'an invoice goes in: token authentication, session, encrypted invoice, KSeF number, UPO',
  async (t) => {
    const ksef = await standIn(t, { authPendingPolls: 2, invoicePendingPolls: 2 })
    const result = await client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml })

    t.match(result.ksefNumber, /^6762000007-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/)
    t.equal(
      result.ksefNumber.slice(33),
      crc8(result.ksefNumber.slice(0, 32)).toString(16).toUpperCase().padStart(2, '0'),
      'the CRC-8 checks out',
    )
    t.equal(result.duplicate, false)
    t.equal(result.invoiceHash, sha256Base64(Buffer.from(xml, 'utf8')))

    t.equal(ksef.invoices.length, 1)
    t.equal(ksef.invoices[0]?.xml, xml, 'KSeF decrypted exactly the XML that was built')
    t.equal(ksef.invoices[0]?.ksefNumber, result.ksefNumber)

    t.ok(result.upo, 'the UPO came back')
    t.match(result.upo, `<NumerKSeFDokumentu>${result.ksefNumber}</NumerKSeFDokumentu>`)
    t.match(result.upo, '<NumerFaktury>FV/2027/01/7</NumerFaktury>')
    const upo = await validateUpo(result.upo as string)
    t.same(upo.errors, [], 'the UPO is valid against UPO v4-3')

    const calls = ksef.received.map(
      (r) =>
        `${r.method} ${r.path.replace(/\d{8}-[A-Z]{2}-[0-9A-F]{10}-[0-9A-F]{10}-[0-9A-F]{2}/g, '{ref}')}`,
    )
    t.equal(
      calls.filter((c) => c === 'GET /v2/auth/{ref}').length,
      3,
      'two "in progress" answers, then success',
    )
    // KSeF verifies the invoice after accepting it: the client asks until it has the number (at least the two "in progress" the stand-in adds).
    t.ok(calls.filter((c) => c === 'GET /v2/sessions/{ref}/invoices/{ref}').length >= 3)
    t.same(
      calls.filter((c, i) => c !== calls[i - 1]),
      [
        'GET /v2/security/public-key-certificates',
        'POST /v2/auth/challenge',
        'POST /v2/auth/ksef-token',
        'GET /v2/auth/{ref}',
        'POST /v2/auth/token/redeem',
        'POST /v2/sessions/online',
        'POST /v2/sessions/online/{ref}/invoices',
        'GET /v2/sessions/{ref}/invoices/{ref}',
        'POST /v2/sessions/online/{ref}/close',
        'GET /v2/sessions/{ref}/invoices/{ref}/upo',
      ],
      'the calls in their order (repeated status questions counted once)',
    )
    const sent = ksef.received.find((r) => r.path.endsWith('/invoices') && r.method === 'POST')
      ?.body as Record<string, unknown>
    t.notMatch(JSON.stringify(sent), 'Sakana', 'the invoice travels encrypted')
  },
)

t.test('the same invoice sent again gets the first number back, not a second invoice', async (t) => {
  const ksef = await standIn(t)
  const first = await client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml })
  const again = await client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml })
  t.equal(again.ksefNumber, first.ksefNumber)
  t.equal(again.duplicate, true)
  t.equal(ksef.invoices.filter((i) => i.ksefNumber).length, 1)
})

t.test(
  'another invoice under a number KSeF has already is a permanent failure, not its number',
  async (t) => {
    const ksef = await standIn(t)
    await client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml })
    // Same seller, type and number (P_2), another buyer: KSeF calls it a duplicate (440), but it is
    // not the invoice it holds, whose hash differs.
    const lunch = officeLunch()
    const other = buildInvoiceXml({ ...lunch, buyer: { ...lunch.buyer, name: 'Inna Firma sp. z o.o.' } })
    const err = await rejection(client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml: other }))
    t.equal(err.kind, 'PERMANENT')
    t.equal(err.info.code, 440)
    t.match(err.message, 'a number must not be given twice')
    t.equal(ksef.invoices.filter((i) => i.ksefNumber).length, 1, 'KSeF holds the first one only')
  },
)

t.test('a wrong token is a permanent failure with KSeF’s words, and the token is never in it', async (t) => {
  const ksef = await standIn(t)
  const wrongToken = `${ksef.token}-revoked`
  const err = await rejection(client(ksef).authenticate(ksef.nip, wrongToken))
  t.equal(err.kind, 'PERMANENT')
  t.equal(err.info.code, 450)
  t.match(
    err.message,
    'status 450 Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu — Nieprawidłowy token',
  )
  t.notMatch(JSON.stringify({ ...err, message: err.message, stack: err.stack }), wrongToken)
})

t.test('a NIP the token does not cover is refused (415)', async (t) => {
  const ksef = await standIn(t)
  const err = await rejection(client(ksef).authenticate('1234563218', ksef.token))
  t.equal(err.kind, 'PERMANENT')
  t.equal(err.info.code, 415)
})

t.test('5xx, 429, a timeout and a dropped connection are retryable', async (t) => {
  const ksef = await standIn(t)
  const c = client(ksef, { timeoutMs: 300 })

  ksef.failNext({
    path: /^\/v2\/sessions\/online$/,
    status: 503,
    description: 'Usługa chwilowo niedostępna.',
  })
  let err = await rejection(c.issue({ nip: ksef.nip, ksefToken: ksef.token, xml }))
  t.equal(err.kind, 'RETRYABLE')
  t.equal(err.info.status, 503)
  t.match(err.message, 'KSeF session opening: HTTP 503 503 Usługa chwilowo niedostępna.')

  ksef.failNext({
    path: /^\/v2\/auth\/challenge$/,
    status: 429,
    code: 429,
    description: 'Przekroczono limit żądań.',
    retryAfter: 45,
  })
  err = await rejection(c.authenticate(ksef.nip, ksef.token))
  t.equal(err.kind, 'RETRYABLE')
  t.equal(err.info.status, 429)
  t.equal(err.info.retryAfterSeconds, 45, 'KSeF’s own wait, for the next try')

  ksef.failNext({ path: /\/invoices$/, method: 'POST', hang: true })
  err = await rejection(c.issue({ nip: ksef.nip, ksefToken: ksef.token, xml }))
  t.equal(err.kind, 'RETRYABLE')
  t.match(err.message, 'KSeF invoice sending: no answer within 300 ms')

  ksef.failNext({ path: /^\/v2\/auth\/token\/redeem$/, drop: true })
  err = await rejection(c.authenticate(ksef.nip, ksef.token))
  t.equal(err.kind, 'RETRYABLE')
  t.match(err.message, 'KSeF token redemption: could not be reached')

  const nowhere = new KsefClient({ apiUrl: 'http://127.0.0.1:9/v2', timeoutMs: 500 })
  err = await rejection(nowhere.authenticate(ksef.nip, ksef.token))
  t.equal(err.kind, 'RETRYABLE')
  t.notMatch(err.message, ksef.token)

  // After all of that, the invoice still goes in once.
  const ok = await c.issue({ nip: ksef.nip, ksefToken: ksef.token, xml })
  t.equal(ok.duplicate, false)
  t.equal(ksef.invoices.filter((i) => i.ksefNumber).length, 1)
})

t.test('an invoice KSeF refuses is a permanent failure with its code, description and details', async (t) => {
  const ksef = await standIn(t)
  ksef.rejectNextInvoice = 'Niezgodność sumy kontrolnej P_15.'
  const err = await rejection(client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml }))
  t.equal(err.kind, 'PERMANENT')
  t.equal(err.info.code, 450)
  t.equal(err.info.description, 'Błąd weryfikacji semantyki dokumentu faktury')
  t.same(err.info.details, ['Niezgodność sumy kontrolnej P_15.'])
  t.ok(
    ksef.received.some((r) => r.path.endsWith('/close')),
    'the session is closed after a refusal',
  )
})

t.test('an invoice that breaks the schema is refused by KSeF (450) with the schema’s words', async (t) => {
  const ksef = await standIn(t)
  const broken = xml.replace('<KodWaluty>PLN</KodWaluty>', '')
  const err = await rejection(client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml: broken }))
  t.equal(err.kind, 'PERMANENT')
  t.equal(err.info.code, 450)
  t.match(err.info.details?.join(' '), /KodWaluty|P_1/)
})

t.test('a 4xx answer is permanent and carries KSeF’s exception code', async (t) => {
  const ksef = await standIn(t)
  ksef.failNext({
    path: /^\/v2\/sessions\/online$/,
    status: 400,
    code: 21405,
    description: 'Błąd walidacji danych wejściowych.',
  })
  const err = await rejection(client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml }))
  t.equal(err.kind, 'PERMANENT')
  t.same(err.info, {
    status: 400,
    code: 21405,
    description: 'Błąd walidacji danych wejściowych.',
    details: [],
  })
})

t.test(
  'KSeF still processing after the last question is retryable; the number can be asked for later',
  async (t) => {
    const ksef = await standIn(t, { invoicePendingPolls: 5 })
    const c = client(ksef, { maxPolls: 3 })
    const access = await c.authenticate(ksef.nip, ksef.token)
    const session = await c.openSession(access)
    const sent = await c.sendInvoice(access, session, xml)
    const err = await rejection(c.waitForInvoice(access, session.referenceNumber, sent.referenceNumber))
    t.equal(err.kind, 'RETRYABLE')
    t.match(err.message, 'has not given a number yet')
    const later = await client(ksef).waitForInvoice(access, session.referenceNumber, sent.referenceNumber)
    t.equal(later.ksefNumber, ksef.invoices[0]?.ksefNumber)
    await c.closeSession(access, session.referenceNumber)
    t.match(await c.getUpo(access, session.referenceNumber, sent.referenceNumber), later.ksefNumber)
  },
)

t.test('the newest valid certificate of the right use is chosen', async (t) => {
  const now = new Date('2027-06-01T00:00:00Z')
  const cert = (id: string, usage: string, from: string, to: string) => ({
    certificate: id,
    validFrom: from,
    validTo: to,
    usage: [usage],
  })
  const list = [
    cert('old', 'SymmetricKeyEncryption', '2025-09-29T00:00:00Z', '2027-09-29T00:00:00Z'),
    cert('new', 'SymmetricKeyEncryption', '2027-03-14T00:00:00Z', '2029-03-14T00:00:00Z'),
    cert('future', 'SymmetricKeyEncryption', '2027-07-01T00:00:00Z', '2029-07-01T00:00:00Z'),
    cert('token', 'KsefTokenEncryption', '2025-09-29T00:00:00Z', '2027-09-29T00:00:00Z'),
  ]
  t.equal(pickCertificate(list, 'SymmetricKeyEncryption', now)?.certificate, 'new')
  t.equal(pickCertificate(list, 'KsefTokenEncryption', now)?.certificate, 'token')
  t.equal(pickCertificate(list, 'KsefTokenEncryption', new Date('2028-01-01T00:00:00Z')), null)
})

t.test('what the client sends follows KSeF’s API document: paths, methods, required fields', async (t) => {
  const ksef = await standIn(t)
  await client(ksef).issue({ nip: ksef.nip, ksefToken: ksef.token, xml })
  t.ok(ksef.received.length >= 11)
  t.same(ksefApiProblems(ksef.received), [])
})
