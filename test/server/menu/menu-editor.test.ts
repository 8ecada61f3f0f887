/** The menu editor's calls for one dish (docs/api.md, "The menu editor"): staff only, one transaction each. */
import t from 'tap'
import { editorApp, newDish } from '../../helpers/menu-editor-setup.js'

t.test('a guest without a token gets 401 from every editor call, and nothing changes', async (t) => {
  const app = await editorApp(t)
  const calls: [string, string][] = [
    ['GET', '/api/menu/editor'],
    ['POST', '/api/menu/products'],
    ['PATCH', '/api/menu/products/nigiri-losos'],
    ['DELETE', '/api/menu/products/nigiri-losos'],
    ['PUT', '/api/menu/products/nigiri-losos/image'],
    ['POST', '/api/menu/categories'],
    ['PATCH', '/api/menu/categories/nigiri'],
    ['DELETE', '/api/menu/categories/lunch'],
    ['GET', '/api/menu/export'],
    ['PUT', '/api/menu/import'],
    ['GET', '/api/menu/prices.csv'],
    ['PUT', '/api/menu/prices.csv'],
    ['GET', '/api/menu/changes'],
  ]
  for (const [method, url] of calls) {
    const res = await app.inject({
      method: method as 'GET',
      url,
      payload: method === 'GET' ? undefined : { price: 1 },
    })
    t.equal(res.statusCode, 401, `${method} ${url}`)
    t.equal(res.json().code, 'UNAUTHORIZED')
  }
  t.equal((await app.publicProduct('nigiri-losos')).json().price, 19)
})

t.test('the editor sees every category and dish in both languages, with a version', async (t) => {
  const app = await editorApp(t)
  const res = await app.call('GET', '/api/menu/editor')
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], 'no-store')
  const body = res.json()
  t.match(body.version, /^\d+$/)
  t.equal(body.categories.length, 13)
  t.equal(body.products.length, 97)
  t.match(
    body.products.find((p: { id: string }) => p.id === 'nigiri-losos'),
    {
      slug: 'nigiri-losos',
      url: '/menu/nigiri/nigiri-losos/',
      names: { pl: 'Nigiri z łososiem', en: 'Salmon nigiri' },
      price: 19,
      mainCategory: 'NIGIRI',
      categories: [],
      count: 2,
      allergens: ['FISH', 'SOYBEANS'],
      tags: [],
      visible: true,
      isSet: false,
      imagesUrl: ['/images/products/nigiri-losos.svg'],
      picture: null,
    },
  )
  t.match(
    body.categories.find((c: { key: string }) => c.key === 'WEGE'),
    { kind: 'VEGETARIAN', url: '/menu/wege/' },
  )
  const set = body.products.find((p: { isSet: boolean }) => p.isSet)
  t.match(set.descriptions.pl, /^- \d+ × /m, "a set's pieces read as lines of a list, without markup")
  t.notMatch(set.descriptions.pl, /</)
})

t.test('a new dish: 201 with its id and page, on the public menu and its page at once', async (t) => {
  const app = await editorApp(t)
  const before = (await app.call('GET', '/api/menu/editor')).json().version
  const res = await app.call('POST', '/api/menu/products', newDish())
  t.equal(res.statusCode, 201, res.body)
  const dish = res.json()
  t.match(dish, {
    id: 'losos-z-zoltkiem',
    slug: 'losos-z-zoltkiem',
    url: '/menu/nigiri/losos-z-zoltkiem/',
    price: 24.9,
    visible: true,
    categories: [],
    allergens: ['EGGS', 'FISH'],
    descriptions: { pl: 'Łosoś, żółtko & szczypiorek' },
    picture: null,
    imagesUrl: ['/images/categories/nigiri.svg'],
  })
  t.equal(res.headers.location, '/menu/nigiri/losos-z-zoltkiem/')
  t.not((await app.call('GET', '/api/menu/editor')).json().version, before, 'the version changed')

  const shown = await app.publicProduct('losos-z-zoltkiem')
  t.equal(shown.statusCode, 200)
  t.match(shown.json(), {
    name: 'Łosoś z żółtkiem',
    price: 24.9,
    allergens: ['jaja', 'ryby'],
    url: 'losos-z-zoltkiem',
  })

  const again = await app.call('POST', '/api/menu/products', newDish())
  t.equal(again.statusCode, 201)
  t.equal(again.json().slug, 'losos-z-zoltkiem-2', 'the same name gets the next free slug')
})

t.test("every field's refusal names the field; nothing is written", async (t) => {
  const app = await editorApp(t)
  const cases: [Record<string, unknown>, number, string][] = [
    [{ names: { pl: '   ', en: 'Salmon' } }, 400, 'names.pl'],
    [{ names: { pl: 'Łosoś', en: '' } }, 400, 'names.en'],
    [{ names: { pl: 'Łosoś\u0000', en: 'Salmon' } }, 400, 'names.pl'],
    [{ price: 24.999 }, 400, 'price'],
    [{ price: 0 }, 400, 'price'],
    [{ price: 10000 }, 400, 'price'],
    [{ price: '24,90' }, 400, 'price'],
    [{ mainCategory: 'PIZZA' }, 400, 'mainCategory'],
    [{ mainCategory: 'nigiri' }, 400, 'mainCategory'],
    [{ categories: ['SETS', 'PIZZA'] }, 400, 'categories.1'],
    [{ count: 0 }, 400, 'count'],
    [{ count: 2.5 }, 400, 'count'],
    [{ allergens: ['FISH', 'PORK'] }, 400, 'allergens.1'],
    [{ allergens: ['FISH', 'FISH'] }, 400, 'allergens'],
    [{ tags: ['HOT'] }, 400, 'tags.0'],
    [{ tags: ['VEGETARIAN'] }, 400, 'tags'],
    [{ slug: 'Łosoś' }, 400, 'slug'],
    [{ slug: 'nigiri-losos' }, 409, 'slug'],
    [{ position: -1 }, 400, 'position'],
    [{ visible: 'tak' }, 400, 'visible'],
    [{ descriptions: { pl: 'a'.repeat(2001), en: '' } }, 400, 'descriptions.pl'],
    [{ extra: 1 }, 400, 'extra'],
  ]
  for (const [change, status, field] of cases) {
    const res = await app.call('POST', '/api/menu/products', newDish(change))
    t.equal(res.statusCode, status, `${JSON.stringify(change)}: ${res.body}`)
    t.equal(res.json().field, field, JSON.stringify(change))
    t.match(res.json().message, /\S/)
  }
  const missing = await app.call('POST', '/api/menu/products', { names: { pl: 'a', en: 'b' }, price: 5 })
  t.match(missing.json(), { statusCode: 400, field: 'mainCategory' })
  t.equal((await app.call('GET', '/api/menu/editor')).json().products.length, 97, 'no dish was added')
  t.same((await app.call('GET', '/api/menu/changes')).json().changes, [], 'nothing in the change log')
})

t.test('a change of price, name and visibility reaches the menu, the page and the change log', async (t) => {
  const app = await editorApp(t, 'ola')
  const res = await app.call('PATCH', '/api/menu/products/nigiri-losos', {
    price: 21.5,
    names: { pl: 'Nigiri z łososiem norweskim', en: 'Norwegian salmon nigiri' },
  })
  t.equal(res.statusCode, 200, res.body)
  t.match(res.json(), {
    price: 21.5,
    names: { pl: 'Nigiri z łososiem norweskim' },
    count: 2,
    slug: 'nigiri-losos',
  })
  t.match((await app.publicProduct('nigiri-losos')).json(), {
    price: 21.5,
    name: 'Nigiri z łososiem norweskim',
  })
  const en = await app.inject({ url: '/api/menu/products/nigiri-losos?lang=en' })
  t.equal(en.json().name, 'Norwegian salmon nigiri')

  app.setNow(new Date('2026-11-25T14:05:00Z'))
  t.equal((await app.call('PATCH', '/api/menu/products/nigiri-losos', { visible: false })).statusCode, 200)
  t.equal((await app.publicProduct('nigiri-losos')).statusCode, 404, 'a hidden dish leaves the public menu')
  t.equal((await app.editorProduct('nigiri-losos')).visible, false, 'the editor still has it')

  const changes = (await app.call('GET', '/api/menu/changes')).json().changes
  t.same(
    changes.map((c: { action: string; entityId: string; by: string; source: string }) => [
      c.action,
      c.entityId,
      c.by,
      c.source,
    ]),
    [
      ['UPDATE', 'nigiri-losos', 'ola', 'EDITOR'],
      ['UPDATE', 'nigiri-losos', 'ola', 'EDITOR'],
    ],
    'newest first',
  )
  t.same(changes[0].changes, [{ field: 'visible', from: true, to: false }])
  t.equal(changes[0].at, '2026-11-25T14:05:00.000Z')
  t.same(changes[1].changes, [
    { field: 'names.pl', from: 'Nigiri z łososiem', to: 'Nigiri z łososiem norweskim' },
    { field: 'names.en', from: 'Salmon nigiri', to: 'Norwegian salmon nigiri' },
    { field: 'price', from: 19, to: 21.5 },
  ])
  const older = (await app.call('GET', `/api/menu/changes?before=${changes[0].id}`)).json().changes
  t.equal(older.length, 1)
  t.equal((await app.call('PATCH', '/api/menu/products/nie-ma', { price: 5 })).statusCode, 404)
  t.equal((await app.call('PATCH', '/api/menu/products/nigiri-losos', {})).json().code, 'VALIDATION')
})

t.test('a new slug: the old address answers 301 to the new one, also after a second change', async (t) => {
  const app = await editorApp(t)
  t.equal(
    (await app.call('PATCH', '/api/menu/products/nigiri-losos', { slug: 'nigiri-z-lososiem' })).statusCode,
    200,
  )
  const moved = await app.page('/menu/nigiri/nigiri-losos/')
  t.equal(moved.statusCode, 301)
  t.equal(moved.headers.location, '/menu/nigiri/nigiri-z-lososiem/')

  t.equal(
    (await app.call('PATCH', '/api/menu/products/nigiri-losos', { mainCategory: 'SASHIMI', slug: 'losos' }))
      .statusCode,
    200,
  )
  for (const old of [
    '/menu/nigiri/nigiri-losos/',
    '/menu/nigiri/nigiri-z-lososiem/',
    '/menu/nigiri/losos/',
  ]) {
    const res = await app.page(old)
    t.equal(res.statusCode, 301, old)
    t.equal(res.headers.location, '/menu/sashimi/losos/', old)
  }
  t.equal(
    (await app.page('/menu/nigiri/nigiri-tunczyk/')).statusCode,
    200,
    'the other dishes stay where they are',
  )
  t.equal((await app.page('/menu/nigiri/nigdy-nie-bylo/')).statusCode, 404)

  t.equal((await app.call('PATCH', '/api/menu/categories/nigiri', { slug: 'nigiri-para' })).statusCode, 200)
  const category = await app.page('/menu/nigiri/')
  t.equal(category.statusCode, 301)
  t.equal(category.headers.location, '/menu/nigiri-para/')
  const dish = await app.page('/menu/nigiri/nigiri-tunczyk/')
  t.equal(dish.headers.location, '/menu/nigiri-para/nigiri-tunczyk/')
})

t.test('a deleted dish leaves the menu and its page; placed orders keep it', async (t) => {
  const app = await editorApp(t)
  const order = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: {
      items: [{ productId: 'nigiri-losos', count: 2 }],
      deliveryType: 'SELF',
      paymentMethod: 'CASH',
      orderTimeType: 'ASAP',
      customer: { name: 'Anna Kowalska', phone: '+48 600 100 200', email: 'anna@example.pl' },
      acceptTerms: true,
    },
  })
  t.equal(order.statusCode, 201, order.body)
  t.equal((await app.call('DELETE', '/api/menu/products/nigiri-losos')).statusCode, 204)
  t.equal((await app.publicProduct('nigiri-losos')).statusCode, 404)
  t.notOk(await app.editorProduct('nigiri-losos'))
  t.equal((await app.call('DELETE', '/api/menu/products/nigiri-losos')).statusCode, 404)
  const placed = await app.call('GET', `/api/orders/${order.json().id}`)
  t.match(placed.json().items, [
    { productId: 'nigiri-losos', name: 'Nigiri z łososiem', price: 19, count: 2 },
  ])
  const again = await app.call(
    'POST',
    '/api/menu/products',
    newDish({ names: { pl: 'Nigiri łosoś', en: 'x' }, slug: 'nigiri-losos' }),
  )
  t.equal(again.statusCode, 201, 'its slug is free again')
  t.not(again.json().id, 'nigiri-losos', 'but its id is never given again')
})
