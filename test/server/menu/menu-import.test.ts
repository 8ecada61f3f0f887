/** Bulk changes (docs/api.md, "The menu editor"): the JSON export and import, the CSV price list. */
import t from 'tap'
import { editorApp } from '../../helpers/menu-editor-setup.js'

type Exported = {
  version: string
  products: Record<string, unknown>[]
  categories: Record<string, unknown>[]
}

t.test(
  'the export imported back changes nothing; a dry run lists the changes and applies none',
  async (t) => {
    const app = await editorApp(t)
    const exported: Exported = (await app.call('GET', '/api/menu/export')).json()
    t.equal(exported.products.length, 97)
    const same = await app.call('PUT', '/api/menu/import?dryRun=1', exported)
    t.equal(same.statusCode, 200, same.body)
    t.same(same.json(), { applied: false, version: exported.version, changes: [] })
    t.same((await app.call('PUT', '/api/menu/import', exported)).json().changes, [])

    const salmon = exported.products.find((p) => p.id === 'nigiri-losos')!
    salmon.price = 20.5
    salmon.names = { pl: 'Nigiri łosoś', en: 'Salmon nigiri' }
    exported.products = exported.products.filter((p) => p.id !== 'hosomaki-kappa')
    exported.products.push({ ...salmon, id: 'nigiri-losos-duze', slug: 'nigiri-losos-duze', price: 29 })
    const dry = await app.call('PUT', '/api/menu/import?dryRun=1', exported)
    t.equal(dry.statusCode, 200, dry.body)
    t.equal(dry.json().applied, false)
    t.same(
      dry.json().changes.map((c: { action: string; id: string }) => [c.action, c.id]),
      [
        ['UPDATE', 'nigiri-losos'],
        ['CREATE', 'nigiri-losos-duze'],
        ['DELETE', 'hosomaki-kappa'],
      ],
    )
    t.same(dry.json().changes[0].changes, [
      { field: 'names.pl', from: 'Nigiri z łososiem', to: 'Nigiri łosoś' },
      { field: 'price', from: 19, to: 20.5 },
    ])
    t.equal((await app.publicProduct('nigiri-losos')).json().price, 19, 'the dry run changed nothing')
    t.equal((await app.publicProduct('hosomaki-kappa')).statusCode, 200)
    t.same((await app.call('GET', '/api/menu/changes')).json().changes, [])

    const applied = await app.call('PUT', '/api/menu/import', exported)
    t.equal(applied.json().applied, true)
    t.not(applied.json().version, exported.version)
    t.equal((await app.publicProduct('nigiri-losos')).json().price, 20.5)
    t.equal((await app.publicProduct('nigiri-losos-duze')).json().price, 29)
    t.equal((await app.publicProduct('hosomaki-kappa')).statusCode, 404)
    const log = (await app.call('GET', '/api/menu/changes')).json().changes
    t.equal(log.length, 3)
    t.ok(log.every((c: { source: string }) => c.source === 'IMPORT'))
  },
)

t.test('one bad line refuses the whole file, naming it; nothing is applied', async (t) => {
  const app = await editorApp(t)
  const exported: Exported = (await app.call('GET', '/api/menu/export')).json()
  const edit = (change: (e: Exported) => void) => {
    const copy: Exported = structuredClone(exported)
    change(copy)
    return app.call('PUT', '/api/menu/import', copy)
  }
  exported.products[0]!.price = 99
  const cases: [(e: Exported) => void, number, string][] = [
    [(e) => (e.products[5]!.price = 12.345), 400, 'products.5.price'],
    [(e) => (e.products[7]!.names = { pl: '', en: 'x' }), 400, 'products.7.names.pl'],
    [(e) => (e.products[8]!.mainCategory = 'PIZZA'), 400, 'products.8.mainCategory'],
    [(e) => (e.products[9]!.slug = e.products[10]!.slug), 409, 'products.10.slug'],
    [(e) => e.products.push({ ...e.products[3]! }), 409, 'products.97.id'],
    [(e) => (e.products[2]!.picture = '0123456789abcdef'), 400, 'products.2.picture'],
    [(e) => (e.categories = e.categories.filter((c) => c.id !== 'nigiri')), 400, 'products.*.mainCategory'],
    [(e) => (e.categories[1]!.key = 'INNE'), 400, 'categories.1.key'],
  ]
  for (const [change, status, field] of cases) {
    const res = await edit(change)
    t.equal(res.statusCode, status, `${field}: ${res.body}`)
    if (field.includes('*')) t.match(res.json().field, /^products\.\d+\.mainCategory$/)
    else t.equal(res.json().field, field)
  }
  t.equal(
    (await app.publicProduct(exported.products[0]!.id as string)).json().price !== 99,
    true,
    'nothing applied',
  )
  t.same((await app.call('GET', '/api/menu/changes')).json().changes, [])
})

t.test('the price list: a Polish Excel file out, a changed price back in, all or nothing', async (t) => {
  const app = await editorApp(t)
  const res = await app.call('GET', '/api/menu/prices.csv')
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^text\/csv; charset=utf-8/)
  t.equal(res.headers['content-disposition'], 'attachment; filename="cennik.csv"')
  const csv = res.body
  t.ok(csv.startsWith('\uFEFFId;Kategoria;Nazwa;Cena (zł)\r\n'), 'BOM, semicolons, CRLF')
  t.match(csv, /\r\nnigiri-losos;Nigiri;Nigiri z łososiem;19,00\r\n/)
  t.equal(csv.split('\r\n').length - 2, 97)

  // Excel saves it back with its own number format and LF line ends.
  const edited = csv.replace(
    'nigiri-losos;Nigiri;Nigiri z łososiem;19,00',
    'nigiri-losos;Nigiri;Nigiri z łososiem;21,5',
  )
  const put = (body: string | Buffer, query = '') =>
    app.inject({
      method: 'PUT',
      url: `/api/menu/prices.csv${query}`,
      headers: { authorization: app.authorization, 'content-type': 'text/csv' },
      payload: body,
    })
  const dry = await put(edited, '?dryRun=1')
  t.equal(dry.statusCode, 200, dry.body)
  t.same(dry.json().changes, [
    {
      action: 'UPDATE',
      entity: 'PRODUCT',
      id: 'nigiri-losos',
      name: 'Nigiri z łososiem',
      changes: [{ field: 'price', from: 19, to: 21.5 }],
    },
  ])
  t.equal((await app.publicProduct('nigiri-losos')).json().price, 19)

  const bad = edited.replace(/\r\nhosomaki-kappa;([^;]*);([^;]*);[^\r]*/, '\r\nhosomaki-kappa;$1;$2;12,345')
  const refused = await put(bad)
  t.equal(refused.statusCode, 400)
  t.match(refused.json().field, /^rows\.\d+\.price$/)
  t.equal((await app.publicProduct('nigiri-losos')).json().price, 19, 'one bad line: nothing applied')

  const applied = await put(edited.replaceAll('\r\n', '\n'))
  t.equal(applied.statusCode, 200, applied.body)
  t.equal(applied.json().applied, true)
  t.equal((await app.publicProduct('nigiri-losos')).json().price, 21.5)
  t.match((await app.call('GET', '/api/menu/prices.csv')).body, /nigiri-losos;Nigiri;Nigiri z łososiem;21,50/)
  const log = (await app.call('GET', '/api/menu/changes')).json().changes
  t.match(log[0], { source: 'PRICE_LIST', changes: [{ field: 'price', from: 19, to: 21.5 }] })

  // A plain "CSV" save of a Polish Excel is Windows-1250: ł is 0xB3, ó 0xF3.
  const cp1250 = Buffer.from('Id;Nazwa;Cena (z\xb3)\r\nnigiri-losos;Nigiri z \xb3ososiem;22,00\r\n', 'latin1')
  const legacy = await put(cp1250)
  t.equal(legacy.statusCode, 200, legacy.body)
  t.equal((await app.publicProduct('nigiri-losos')).json().price, 22)
})

t.test('the price list as Excel saves it, and a body that is not CSV is told about CSV', async (t) => {
  const app = await editorApp(t)
  const put = (payload: Buffer, headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: '/api/menu/prices.csv?dryRun=1',
      headers: { authorization: app.authorization, ...headers },
      payload,
    })
  // A Polish Excel's plain "CSV" on Windows: Windows-1250 (ł is 0xB3), `;`, a decimal comma, CRLF,
  // an empty formatted row at the end, and the type Windows gives a .csv file.
  const excel = Buffer.from(
    'Id;Kategoria;Nazwa;Cena (z\xb3)\r\nnigiri-losos;Nigiri;Nigiri z \xb3ososiem;21,50\r\n;;;\r\n',
    'latin1',
  )
  const saved = await put(excel, { 'content-type': 'application/vnd.ms-excel' })
  t.equal(saved.statusCode, 200, saved.body)
  t.same(saved.json().changes, [
    {
      action: 'UPDATE',
      entity: 'PRODUCT',
      id: 'nigiri-losos',
      name: 'Nigiri z łososiem',
      changes: [{ field: 'price', from: 19, to: 21.5 }],
    },
  ])
  const message = 'Cennik wysyła się jako plik CSV (Content-Type: text/csv).'
  const others: Record<string, string>[] = [
    {},
    { 'content-type': 'application/json' },
    { 'content-type': 'application/pdf' },
  ]
  for (const headers of others) {
    const refused = await put(excel, headers)
    t.equal(refused.statusCode, 415, JSON.stringify(headers))
    t.match(refused.json(), { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'content-type', message })
  }
  // The JSON import beside it still reads JSON.
  const json = await app.inject({
    method: 'PUT',
    url: '/api/menu/import?dryRun=1',
    headers: { authorization: app.authorization, 'content-type': 'application/json' },
    payload: '{"nie": ',
  })
  t.equal(json.statusCode, 400)
  t.match(json.json().message, /JSON/)
})
