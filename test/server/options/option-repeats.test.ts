/**
 * An option taken more than once (docs/menu.md, "Options"): a repeatable group, its portions priced
 * by the server and shown as "2 × Podwójny węgorz" to the guest, the board, the e-mail and the
 * report; quantities the group does not allow refused with the field named; groups made before the
 * migration keep "each option at most once". Chirashi z łososiem costs 52,00 zł (8 % VAT).
 */
import { type Kysely, Migrator, sql } from 'kysely'
import t from 'tap'
import { dialectOf, openDatabase } from '#infra/db/connection.js'
import { migrationProvider } from '#migrations/index.js'
import { renderMail } from '#plugins/mail/templates.js'
import { freshDatabaseUrl } from '../../helpers/app.js'
import { FISH, setup } from '../../helpers/options-setup.js'

const EEL = {
  name: { pl: 'Więcej węgorza', en: 'More eel' },
  min: 0,
  max: 3,
  repeatable: true,
  options: [
    { name: { pl: 'Podwójny węgorz', en: 'Double eel' }, priceDelta: 8, vatRate: 23 },
    { name: { pl: 'sezam', en: 'sesame' }, priceDelta: 1.5 },
  ],
}

async function withEel(t: Parameters<typeof setup>[0]) {
  const base = await setup(t)
  const created = await base.a.inject({
    method: 'POST',
    url: '/api/menu/option-groups',
    headers: base.headers,
    payload: EEL,
  })
  t.equal(created.statusCode, 201, created.body)
  const group = created.json()
  const attach = await base.a.inject({
    method: 'PUT',
    url: '/api/menu/products/chirashi-losos/option-groups',
    headers: base.headers,
    payload: { groupIds: [base.fish.id, base.extras.id, group.id] },
  })
  t.equal(attach.statusCode, 200, attach.body)
  const eel = group.options[0].id as string
  const sesame = group.options[1].id as string
  return { ...base, group, eel, sesame }
}

t.test(
  'a repeatable group is stored, answered to staff and guests; one made without it is not',
  async (t) => {
    const { a, headers, group, fish } = await withEel(t)
    t.equal(group.repeatable, true)
    t.equal(group.max, 3, 'three portions from two options')
    t.equal(fish.repeatable, false, 'left out on POST: each option at most once')
    const menu = (await a.inject({ url: '/api/menu' })).json()
    const chirashi = menu.products.find((p: { id: string }) => p.id === 'chirashi-losos')
    t.strictSame(
      chirashi.optionGroups.map((g: { name: string; repeatable: boolean; max: number }) => [
        g.name,
        g.repeatable,
        g.max,
      ]),
      [
        ['Ryba', false, 1],
        ['Dodatki', false, 2],
        ['Więcej węgorza', true, 3],
      ],
    )
    const patched = await a.inject({
      method: 'PATCH',
      url: `/api/menu/option-groups/${group.id}`,
      headers,
      payload: { name: { pl: 'Węgorz', en: 'Eel' } },
    })
    t.equal(patched.statusCode, 200, patched.body)
    t.equal(patched.json().repeatable, true, 'a PATCH without the field keeps it')
  },
)

t.test(
  '2 × Podwójny węgorz: priced by the server, shown to the guest, the board, the e-mail and the report',
  async (t) => {
    const { a, headers, ids, eel, sesame, place } = await withEel(t)
    const res = await place([
      // 52,00 + 2 × 8,00 = 68,00; × 2 = 136,00
      { productId: 'chirashi-losos', count: 2, options: [ids.salmon, ids.cucumber, eel, eel], price: 1 },
      // 52,00 + 8,00 + 1,50 = 61,50; the same dish with the eel once is another line
      { productId: 'chirashi-losos', count: 1, options: [eel, ids.salmon, sesame, ids.cucumber] },
    ])
    t.equal(res.statusCode, 201, res.body)
    // 136,00 + 61,50 = 197,50; + 9,99 delivery = 207,49
    t.strictSame(res.json().totals, {
      products: 197.5,
      discount: 0,
      delivery: 9.99,
      deposits: 0,
      total: 207.49,
    })

    const guest = (await a.inject({ url: `/api/order/${res.json().id}` })).json()
    type Item = {
      count: number
      price: number
      vatRate: number
      options: { text: string; quantity?: number }[]
    }
    t.strictSame(
      guest.items.map((i: Item) => [i.count, i.price, i.vatRate, i.options.map((o) => o.text)]),
      [
        // The eel's 23 % is the line's rate, once or twice.
        [2, 68, 23, ['Ryba: łosoś', '+ 2 × Podwójny węgorz']],
        [1, 61.5, 23, ['Ryba: łosoś', '+ Podwójny węgorz', '+ sezam']],
      ],
    )
    t.match(guest.items[0].options[1], {
      kind: 'ADD',
      priceDelta: 8,
      quantity: 2,
      en: { name: 'Double eel' },
    })
    t.notOk('quantity' in guest.items[1].options[1], 'one portion: no quantity')

    const board = (await a.inject({ url: '/api/orders', headers })).json()
    const placed = board.orders.find((o: { id: string }) => o.id === res.json().id)
    t.equal(placed.items[0].options[1].text, '+ 2 × Podwójny węgorz')

    const mail = await a.db
      .selectFrom('mail_outbox')
      .select(['kind', 'params'])
      .where('order_id', '=', res.json().id)
      .executeTakeFirstOrThrow()
    const rendered = renderMail(
      mail.kind as 'CONFIRMATION',
      JSON.parse(mail.params),
      'https://sakana.example',
    )
    t.match(rendered.text, /\+ 2 × Podwójny węgorz/)

    const csv = await a.inject({ url: '/api/reports/orders.csv', headers })
    t.match(csv.body, /2 × Chirashi z łososiem \(Ryba: łosoś; \+ 2 × Podwójny węgorz\)/)
  },
)

t.test('quantities the group does not allow: 4xx naming the field, never a 500', async (t) => {
  const { a, headers, ids, eel, place } = await withEel(t)
  const cases: [object, string | undefined, number, object][] = [
    [
      { productId: 'chirashi-losos', count: 1, options: [ids.salmon, eel, eel, eel, eel] },
      'pl',
      422,
      {
        code: 'OPTIONS_INVALID',
        field: 'items.0.options',
        message: 'Grupa „Więcej węgorza”: wybierz najwyżej 3 porcje.',
      },
    ],
    [
      { productId: 'chirashi-losos', count: 1, options: [ids.salmon, eel, eel, eel, eel] },
      'en',
      422,
      {
        code: 'OPTIONS_INVALID',
        field: 'items.0.options',
        message: '“More eel”: choose at most 3 portions.',
      },
    ],
    [
      { productId: 'chirashi-losos', count: 1, options: [ids.salmon, ids.salmon] },
      'pl',
      422,
      { code: 'OPTIONS_INVALID', field: 'items.0.options', message: /opcja „łosoś” wybrana dwa razy/ },
    ],
    [
      { productId: 'chirashi-losos', count: 1, options: Array.from({ length: 51 }, () => eel) },
      'pl',
      400,
      { field: 'items.0.options' },
    ],
  ]
  for (const [item, language, status, answer] of cases) {
    const res = await place([item], language ? { language } : {})
    t.equal(res.statusCode, status, res.body)
    t.match(res.json(), answer)
  }
  await a.inject({
    method: 'PUT',
    url: `/api/menu/availability/options/${eel}`,
    headers,
    payload: { available: false },
  })
  const off = await place([{ productId: 'chirashi-losos', count: 1, options: [ids.salmon, eel, eel] }])
  t.equal(off.statusCode, 409)
  t.match(off.json(), { code: 'OPTION_UNAVAILABLE', field: 'items.0.options' })
  t.equal((await a.db.selectFrom('orders').select('id').execute()).length, 0, 'nothing was written')
})

t.test('a group that cannot work as written is refused naming its field', async (t) => {
  const { a, headers, group } = await withEel(t)
  const post = (payload: object) =>
    a.inject({ method: 'POST', url: '/api/menu/option-groups', headers, payload })
  const cases: [object, number, object][] = [
    [
      { ...EEL, max: 1 },
      422,
      { code: 'OPTION_GROUP_INVALID', field: 'max', message: /co najmniej 2 porcje/ },
    ],
    [
      { ...EEL, repeatable: false },
      422,
      { code: 'OPTION_GROUP_INVALID', field: 'max', message: /liczby opcji \(2\)/ },
    ],
    [{ ...EEL, repeatable: 'tak' }, 400, { field: 'repeatable' }],
    [{ ...FISH, repeatable: true, max: 21 }, 400, { field: 'max' }],
  ]
  for (const [payload, status, answer] of cases) {
    const res = await post(payload)
    t.equal(res.statusCode, status, res.body)
    t.match(res.json(), answer)
  }
  const off = await a.inject({
    method: 'PATCH',
    url: `/api/menu/option-groups/${group.id}`,
    headers,
    payload: { repeatable: false },
  })
  t.equal(off.statusCode, 422, 'three portions from two options need the repeats')
  t.match(off.json(), { field: 'max' })
  const two = await a.inject({
    method: 'PATCH',
    url: `/api/menu/option-groups/${group.id}`,
    headers,
    payload: { repeatable: false, max: 2 },
  })
  t.equal(two.statusCode, 200, two.body)
  t.equal(two.json().repeatable, false)
})

t.test('the change log lists a group made, changed (repeats, max, options) and deleted', async (t) => {
  const { a, headers, group } = await withEel(t)
  const patched = await a.inject({
    method: 'PATCH',
    url: `/api/menu/option-groups/${group.id}`,
    headers,
    payload: {
      repeatable: false,
      max: 2,
      options: [
        { id: group.options[0].id, name: { pl: 'Podwójny węgorz', en: 'Double eel' }, priceDelta: 9 },
        group.options[1],
      ].map(({ id, name, priceDelta }: { id: string; name: object; priceDelta: number }) => ({
        id,
        name,
        priceDelta,
      })),
    },
  })
  t.equal(patched.statusCode, 200, patched.body)
  await a.inject({
    method: 'PUT',
    url: '/api/menu/products/chirashi-losos/option-groups',
    headers,
    payload: { groupIds: [] },
  })
  t.equal(
    (await a.inject({ method: 'DELETE', url: `/api/menu/option-groups/${group.id}`, headers })).statusCode,
    204,
  )
  const log = (await a.inject({ url: '/api/menu/changes', headers })).json()
  const mine = log.changes.filter((c: { entityId: string }) => c.entityId === group.id)
  t.match(mine, [
    { action: 'DELETE', entity: 'OPTION_GROUP', name: 'Więcej węgorza', changes: [] },
    {
      action: 'UPDATE',
      entity: 'OPTION_GROUP',
      by: 'kuchnia',
      source: 'EDITOR',
      changes: [
        { field: 'max', from: 3, to: 2 },
        { field: 'repeatable', from: true, to: false },
        {
          field: 'options',
          from: ['Podwójny węgorz +8,00\u00a0zł', 'sezam +1,50\u00a0zł'],
          to: ['Podwójny węgorz +9,00\u00a0zł', 'sezam +1,50\u00a0zł'],
        },
      ],
    },
    {
      action: 'CREATE',
      entity: 'OPTION_GROUP',
      name: 'Więcej węgorza',
      changes: [
        { field: 'names.pl', from: null, to: 'Więcej węgorza' },
        { field: 'names.en', from: null, to: 'More eel' },
        { field: 'min', from: null, to: 0 },
        { field: 'max', from: null, to: 3 },
        { field: 'repeatable', from: null, to: true },
        { field: 'options', from: null, to: ['Podwójny węgorz +8,00\u00a0zł', 'sezam +1,50\u00a0zł'] },
      ],
    },
  ])
  t.equal(mine.length, 3)
})

t.test('migration 0026: groups made before keep "each option at most once"', async (t) => {
  const raw = openDatabase(await freshDatabaseUrl(t)) as unknown as Kysely<
    Record<string, Record<string, unknown>>
  >
  t.teardown(() => raw.destroy())
  const migrationTableSchema =
    dialectOf(raw as never) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(raw)).rows[0]?.schema
      : undefined
  const migrator = new Migrator({ db: raw, provider: migrationProvider, migrationTableSchema })
  t.notOk((await migrator.migrateTo('0022_remembered_devices')).error)
  await raw
    .insertInto('option_groups')
    .values({
      id: 'g-old',
      name_pl: 'Dodatki',
      name_en: 'Extras',
      min_choices: 0,
      max_choices: 2,
      updated_by: 'owner',
      updated_at: '2026-11-25T14:00:00.000Z',
    })
    .execute()
  await raw
    .insertInto('menu_changes')
    .values({
      at: '2026-11-25T14:00:00.000Z',
      by: 'owner',
      source: 'EDITOR',
      action: 'UPDATE',
      entity: 'PRODUCT',
      entity_id: 'nigiri-losos',
      name: 'Nigiri z łososiem',
      changes: '[{"field":"price","from":12,"to":13}]',
    })
    .execute()
  t.notOk((await migrator.migrateTo('0026_option_repeats')).error)
  t.match(
    await raw.selectFrom('menu_changes').selectAll().execute(),
    [{ entity: 'PRODUCT', entity_id: 'nigiri-losos', name: 'Nigiri z łososiem' }],
    'the change log keeps its entries',
  )
  await raw
    .insertInto('menu_changes')
    .values({
      at: '2026-11-25T14:01:00.000Z',
      by: 'owner',
      source: 'EDITOR',
      action: 'CREATE',
      entity: 'OPTION_GROUP',
      entity_id: 'g-old',
      name: 'Dodatki',
      changes: '[]',
    })
    .execute()
  await t.rejects(
    raw.updateTable('menu_changes').set({ entity: 'DISH' }).execute(),
    'the log still takes only what it knows',
  )
  const row = await raw.selectFrom('option_groups').select(['id', 'repeatable']).executeTakeFirstOrThrow()
  t.strictSame({ ...row, repeatable: Number(row.repeatable) }, { id: 'g-old', repeatable: 0 })
  await t.rejects(raw.updateTable('option_groups').set({ repeatable: 2 }).execute(), 'only 0 or 1 is stored')
  t.notOk((await migrator.migrateDown()).error, 'and it can be undone')
})
