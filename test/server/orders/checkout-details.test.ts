/**
 * The checkout's details through the API: extras, invoice and courier note stored and returned to
 * staff, refused with the field named, and nothing written when refused.
 */
import t from 'tap'
import type { StaffOrder } from '#schemas/orders.js'
import { app, countRows, order } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

const invoice = {
  nip: 'PL 774-000-14-54',
  companyName: '  Orlen S.A.  ',
  address: { street: 'ul. Chemików', buildingNumber: '7', postalCode: '09411', city: 'Płock' },
}

async function place(a: Awaited<ReturnType<typeof app>>, body: Record<string, unknown>) {
  return a.inject({ method: 'POST', url: '/api/order', payload: order(body) })
}

const tokens = new WeakMap<object, Promise<string>>()
function tokenOf(a: Awaited<ReturnType<typeof app>>) {
  if (!tokens.has(a)) tokens.set(a, staffToken(a))
  return tokens.get(a)!
}

async function staffView(a: Awaited<ReturnType<typeof app>>, id: string): Promise<StaffOrder> {
  const token = await tokenOf(a)
  const res = await a.inject({ url: `/api/orders/${id}`, headers: { authorization: `Bearer ${token}` } })
  return res.json()
}

t.test('extras, invoice and courier note are stored and shown to staff and the guest', async (t) => {
  const a = await app(t)
  const res = await place(a, {
    extras: { chopsticks: 3, soySauce: true, ginger: true, wasabi: false, cutlery: true },
    invoice,
    deliveryNote: '  Domofon 12, brama od podwórza  ',
    comment: 'Bez sezamu',
  })
  t.equal(res.statusCode, 201, res.body)
  const { id } = res.json()
  const staff = await staffView(a, id)
  t.same(staff.extras, {
    chopsticks: 3,
    soySauce: true,
    ginger: true,
    wasabi: false,
    cutlery: true,
    line: 'Pałeczki: 3 · sos sojowy · imbir · bez wasabi · sztućce',
  })
  t.same(staff.invoice, {
    nip: '7740001454',
    companyName: 'Orlen S.A.',
    address: {
      street: 'ul. Chemików',
      buildingNumber: '7',
      apartment: null,
      postalCode: '09-411',
      city: 'Płock',
    },
    // Invoicing is off in this app (no KSeF token, no seller): asked for, not issued.
    status: 'REQUESTED',
    number: null,
    ksefNumber: null,
    issuedAt: null,
    lastError: null,
    correction: null,
  })
  t.equal(staff.deliveryNote, 'Domofon 12, brama od podwórza')
  t.equal(staff.comment, 'Bez sezamu', 'the kitchen’s note stays apart from the courier’s')

  const token = await tokenOf(a)
  const list = (await a.inject({ url: '/api/orders', headers: { authorization: `Bearer ${token}` } })).json()
  t.same(list.orders[0].invoice.nip, '7740001454', 'the day’s list carries them too')

  const csv = await a.inject({
    url: '/api/reports/orders.csv?from=2026-11-25&to=2026-11-25',
    headers: { authorization: `Bearer ${token}` },
  })
  const [header, row] = csv.body.slice(1).split('\r\n')
  const invoiceColumn = header!.split(';').indexOf('Faktura (NIP)')
  t.ok(invoiceColumn > 0, 'the day’s export has the invoice column')
  t.equal(row?.split(';')[invoiceColumn], '774-000-14-54')
  t.notMatch(csv.body, 'Orlen', 'no company name in the export')

  const guest = (await a.inject({ url: `/api/order/${id}` })).json()
  t.equal(guest.extras.line, staff.extras!.line, 'the thank-you page repeats the extras')
  t.notOk('invoice' in guest, 'no company data on the public view')
  t.notOk('deliveryNote' in guest)
})

t.test('an order without extras gets the cart’s suggestion, as scripts send it', async (t) => {
  const a = await app(t)
  // 2 × 2 nigiri + 2 × 2 nigiri + 1 sashimi: a few pieces of food
  const res = await place(a, {})
  t.equal(res.statusCode, 201, res.body)
  const staff = await staffView(a, res.json().id)
  t.match(staff.extras, { chopsticks: 1, soySauce: true, ginger: true, wasabi: true, cutlery: false })
  t.equal(staff.invoice, null)
  t.equal(staff.deliveryNote, null)

  const partial = await place(a, { extras: { wasabi: false } })
  t.match((await staffView(a, partial.json().id)).extras, { chopsticks: 1, soySauce: true, wasabi: false })

  const drinks = await place(a, {
    deliveryType: 'SELF',
    address: undefined,
    items: [{ productId: 'napoj-sencha', count: 2 }],
  })
  t.equal(drinks.statusCode, 201, drinks.body)
  t.match((await staffView(a, drinks.json().id)).extras, {
    chopsticks: 0,
    soySauce: false,
    ginger: false,
    wasabi: false,
  })
})

t.test('refused with the field named, nothing written', async (t) => {
  const a = await app(t)
  const cases: [string, Record<string, unknown>, number, string, RegExp][] = [
    ['too many chopsticks', { extras: { chopsticks: 21 } }, 400, 'extras.chopsticks', /20/],
    ['negative chopsticks', { extras: { chopsticks: -1 } }, 400, 'extras.chopsticks', /0/],
    ['chopsticks as text', { extras: { chopsticks: '3' } }, 400, 'extras.chopsticks', /liczb/],
    ['sauce not a boolean', { extras: { soySauce: 'tak' } }, 400, 'extras.soySauce', /./],
    ['unknown extra', { extras: { sake: true } }, 400, 'extras.sake', /Nieznane pole/],
    [
      'wrong NIP',
      { invoice: { ...invoice, nip: '774-000-14-55' } },
      400,
      'invoice.nip',
      /^Nieprawidłowy NIP — sprawdź cyfry\.$/,
    ],
    [
      'nine-digit NIP',
      { invoice: { ...invoice, nip: '774000145' } },
      400,
      'invoice.nip',
      /^Nieprawidłowy NIP — sprawdź cyfry\.$/,
    ],
    [
      'company name too short',
      { invoice: { ...invoice, companyName: 'X' } },
      400,
      'invoice.companyName',
      /2/,
    ],
    [
      'company without address',
      { invoice: { nip: invoice.nip, companyName: 'Orlen' } },
      400,
      'invoice.address',
      /wymagane/,
    ],
    [
      'company postal code',
      { invoice: { ...invoice, address: { ...invoice.address, postalCode: '1-234' } } },
      400,
      'invoice.address.postalCode',
      /NN-NNN/,
    ],
    ['long courier note', { deliveryNote: 'x'.repeat(201) }, 400, 'deliveryNote', /200/],
    [
      'courier note on pick-up',
      { deliveryType: 'SELF', address: undefined, deliveryNote: 'Brama' },
      400,
      'deliveryNote',
      /dostaw/,
    ],
    ['BLIK code with cash', { blikCode: '777123' }, 400, 'blikCode', /online/],
    ['BLIK code of five digits', { blikCode: '77712' }, 400, 'blikCode', /sześć cyfr/],
  ]
  for (const [name, body, status, field, message] of cases) {
    const res = await place(a, body)
    t.equal(res.statusCode, status, `${name}: ${res.body}`)
    t.equal(res.json().field, field, name)
    t.match(res.json().message, message, name)
  }
  t.equal((await countRows(a)).orders, 0, 'no order was written')

  const en = await place(a, { language: 'en', invoice: { ...invoice, nip: '1234567890' } })
  t.equal(en.json().message, 'Invalid NIP (tax number) — please check the digits.')
})
