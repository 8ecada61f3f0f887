/**
 * Orders whose lines carry dish options (docs/menu.md, "Options"): priced to the grosz, stored by
 * name and price, shown in the e-mail, the export and the report, refused with the group named.
 * Chirashi z łososiem costs 52,00 zł.
 */
import t from 'tap'
import { renderMail } from '#plugins/mail/templates.js'
import { setup } from '../../helpers/options-setup.js'
import { order } from '../../helpers/orders-setup.js'

t.test('an order with options is priced to the grosz and keeps them by name and price', async (t) => {
  const { a, headers, ids, place } = await setup(t)
  const res = await place([
    // 52,00 + 6,00 (tuńczyk) + 4,00 (jajko) = 62,00 × 2 = 124,00
    { productId: 'chirashi-losos', count: 2, options: [ids.egg, ids.tuna, ids.cucumber] },
    // the same dish as it comes: 52,00, another line
    { productId: 'chirashi-losos', count: 1, options: [ids.salmon, ids.cucumber] },
    // without the cucumber, with avocado: 52,00 + 5,50 = 57,50; merged with the same choice below
    { productId: 'chirashi-losos', count: 1, options: [ids.avocado, ids.salmon] },
    { productId: 'chirashi-losos', count: 1, options: [ids.salmon, ids.avocado] },
  ])
  t.equal(res.statusCode, 201, res.body)
  // 124,00 + 52,00 + 115,00 = 291,00; + 9,99 delivery = 300,99
  t.strictSame(res.json().totals, { products: 291, discount: 0, delivery: 9.99, deposits: 0, total: 300.99 })

  const guest = (await a.inject({ url: `/api/order/${res.json().id}` })).json()
  t.strictSame(
    guest.items.map((i: { count: number; price: number; lineTotal: number; options: { text: string }[] }) => [
      i.count,
      i.price,
      i.lineTotal,
      i.options.map((o) => o.text),
    ]),
    [
      [2, 62, 124, ['łosoś → tuńczyk', '+ jajko']],
      [1, 52, 52, ['Ryba: łosoś']],
      [2, 57.5, 115, ['Ryba: łosoś', '+ awokado', '− ogórek']],
    ],
  )
  t.match(guest.items[0].options[0], {
    kind: 'REPLACE',
    group: 'Ryba',
    name: 'tuńczyk',
    replaces: 'łosoś',
    priceDelta: 6,
    en: { group: 'Fish', name: 'tuna', replaces: 'salmon' },
  })

  // Later edits never change the order: the stored names and prices stay.
  const fishId = (await a.inject({ url: '/api/menu/option-groups', headers }))
    .json()
    .groups.find((g: { name: { pl: string } }) => g.name.pl === 'Ryba').id
  await a.inject({
    method: 'PATCH',
    url: `/api/menu/option-groups/${fishId}`,
    headers,
    payload: { name: { pl: 'Rybka', en: 'Fishy' } },
  })
  const staff = (await a.inject({ url: '/api/orders', headers })).json()
  const placed = staff.orders.find((o: { id: string }) => o.id === res.json().id)
  t.equal(placed.items[0].options[0].text, 'łosoś → tuńczyk')
  t.equal(placed.items[1].options[0].text, 'Ryba: łosoś')

  const mail = await a.db
    .selectFrom('mail_outbox')
    .select(['kind', 'params'])
    .where('order_id', '=', res.json().id)
    .executeTakeFirstOrThrow()
  const rendered = renderMail(mail.kind as 'CONFIRMATION', JSON.parse(mail.params), 'https://sakana.example')
  t.match(rendered.text, /2 × Chirashi z łososiem/)
  t.match(rendered.text, /łosoś → tuńczyk/)
  t.match(rendered.text, /\+ jajko/)
  t.match(rendered.text, /− ogórek/)

  const csv = await a.inject({ url: '/api/reports/orders.csv', headers })
  t.match(csv.body, /2 × Chirashi z łososiem \(łosoś → tuńczyk; \+ jajko\)/)
  const report = (await a.inject({ url: '/api/reports/daily', headers })).json()
  t.match(report.topProducts[0], { productId: 'chirashi-losos', count: 5 }, 'counted by dish: 2 + 1 + 2')
})

t.test('refusals name the line and the group, in the order’s language', async (t) => {
  const { a, headers, ids, place } = await setup(t)
  const cases: [object[], string | undefined, number, string, string, RegExp][] = [
    [
      [{ productId: 'chirashi-losos', count: 1 }],
      undefined,
      422,
      'OPTIONS_INVALID',
      'items.0.options',
      /Grupa „Ryba”: wybierz 1\./,
    ],
    [
      [
        { productId: 'nigiri-losos', count: 4 },
        { productId: 'chirashi-losos', count: 1, options: [ids.salmon, ids.tuna] },
      ],
      'en',
      422,
      'OPTIONS_INVALID',
      'items.1.options',
      /“Fish”: choose 1\./,
    ],
    [
      [{ productId: 'chirashi-losos', count: 1, options: [ids.salmon, ids.egg, ids.avocado, ids.cucumber] }],
      'pl',
      422,
      'OPTIONS_INVALID',
      'items.0.options',
      /Grupa „Dodatki”: wybierz najwyżej 2\./,
    ],
    [
      [{ productId: 'nigiri-losos', count: 1, options: [ids.egg] }],
      'pl',
      422,
      'OPTIONS_INVALID',
      'items.0.options',
      /Danie „Nigiri z łososiem” nie ma opcji/,
    ],
    [
      [{ productId: 'chirashi-losos', count: 1, options: [ids.salmon, ids.egg, ids.egg] }],
      'pl',
      422,
      'OPTIONS_INVALID',
      'items.0.options',
      /opcja „jajko” wybrana dwa razy/,
    ],
  ]
  for (const [items, language, status, code, field, message] of cases) {
    const res = await place(items, language ? { language } : {})
    t.equal(res.statusCode, status, res.body)
    t.match(res.json(), { code, field, message })
  }
  await a.inject({
    method: 'PUT',
    url: `/api/menu/availability/options/${ids.tuna}`,
    headers,
    payload: { available: false },
  })
  const off = await place([{ productId: 'chirashi-losos', count: 2, options: [ids.tuna] }], {
    language: 'en',
  })
  t.equal(off.statusCode, 409)
  t.match(off.json(), {
    code: 'OPTION_UNAVAILABLE',
    field: 'items.0.options',
    message: 'The option “tuna” in “Fish” is not available today.',
  })
  t.equal(
    (await a.db.selectFrom('orders').select('id').execute()).length,
    0,
    'no order was written for any refusal',
  )
})

t.test('the same Idempotency-Key replays the stored answer of an order with options', async (t) => {
  const { a, ids } = await setup(t)
  const body = order({ items: [{ productId: 'chirashi-losos', count: 2, options: [ids.tuna] }] })
  const headers = { 'idempotency-key': '6f1c3f9e-6a3b-4d53-9a4f-2f1f3b8e9c10' }
  const first = await a.inject({ method: 'POST', url: '/api/order', headers, payload: body })
  t.equal(first.statusCode, 201, first.body)
  // (52,00 + 6,00) × 2 = 116,00 + 9,99 = 125,99
  t.equal(first.json().totals.total, 125.99)
  const again = await a.inject({ method: 'POST', url: '/api/order', headers, payload: body })
  t.strictSame(again.json(), first.json())
  const other = await a.inject({
    method: 'POST',
    url: '/api/order',
    headers,
    payload: order({ items: [{ productId: 'chirashi-losos', count: 2, options: [ids.salmon] }] }),
  })
  t.equal(other.statusCode, 422, 'another choice under the same key is another body')
})
