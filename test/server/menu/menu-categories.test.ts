/** The menu editor's categories (docs/api.md, "The menu editor"). */
import t from 'tap'
import { editorApp, newDish } from '../../helpers/menu-editor-setup.js'

t.test(
  'a new category: its key and slug from the Polish name, on the menu once it holds a dish',
  async (t) => {
    const app = await editorApp(t)
    const res = await app.call('POST', '/api/menu/categories', {
      names: { pl: 'Zupy ramen', en: 'Ramen soups' },
      intros: { pl: 'Bulion gotowany przez noc.', en: 'Broth simmered overnight.' },
    })
    t.equal(res.statusCode, 201, res.body)
    t.match(res.json(), {
      id: 'zupy-ramen',
      key: 'ZUPY_RAMEN',
      slug: 'zupy-ramen',
      url: '/menu/zupy-ramen/',
      kind: 'STANDARD',
      position: 13,
      visible: true,
      productCount: 0,
    })
    const dish = await app.call(
      'POST',
      '/api/menu/products',
      newDish({
        names: { pl: 'Shoyu ramen', en: 'Shoyu ramen' },
        mainCategory: 'ZUPY_RAMEN',
        allergens: ['GLUTEN', 'SOYBEANS'],
      }),
    )
    t.equal(dish.statusCode, 201, dish.body)
    t.equal(dish.json().url, '/menu/zupy-ramen/shoyu-ramen/')
    const menu = (await app.inject({ url: '/api/menu' })).json()
    t.match(menu.categories.at(-1), { name: 'Zupy ramen', url: 'zupy-ramen', categoryKey: 'ZUPY_RAMEN' })
  },
)

t.test('duplicates answer 409, unknown ids 404, bad fields 400 naming them', async (t) => {
  const app = await editorApp(t)
  const post = (body: object) => app.call('POST', '/api/menu/categories', body)
  t.match((await post({ names: { pl: 'Nigiri', en: 'Nigiri' }, slug: 'nigiri', key: 'NIGIRI_2' })).json(), {
    statusCode: 409,
    field: 'slug',
  })
  t.match((await post({ names: { pl: 'Inne nigiri', en: 'Nigiri' }, key: 'NIGIRI' })).json(), {
    statusCode: 409,
    field: 'key',
  })
  t.match((await post({ names: { pl: ' ', en: 'Nigiri' } })).json(), { statusCode: 400, field: 'names.pl' })
  t.match((await post({ names: { pl: 'X', en: 'Y' }, key: 'zupy' })).json(), {
    statusCode: 400,
    field: 'key',
  })
  t.match((await post({ names: { pl: 'X', en: 'Y' }, kind: 'PIZZA' })).json(), {
    statusCode: 400,
    field: 'kind',
  })
  t.match((await app.call('PATCH', '/api/menu/categories/nie-ma', { visible: false })).json(), {
    statusCode: 404,
  })
  t.match((await app.call('PATCH', '/api/menu/categories/lunch', { slug: 'nigiri' })).json(), {
    statusCode: 409,
    field: 'slug',
  })
  t.match((await app.call('PATCH', '/api/menu/categories/lunch', { key: 'OBIAD' })).json(), {
    statusCode: 400,
    field: 'key',
  })
  t.match((await app.call('DELETE', '/api/menu/categories/nie-ma')).json(), { statusCode: 404 })
  t.equal((await app.call('GET', '/api/menu/editor')).json().categories.length, 13)
})

t.test(
  'a category with dishes cannot be deleted; an empty one can, and its further listings go',
  async (t) => {
    const app = await editorApp(t)
    const refused = await app.call('DELETE', '/api/menu/categories/nigiri')
    t.equal(refused.statusCode, 409)
    t.equal(refused.json().code, 'CATEGORY_NOT_EMPTY')
    t.match(refused.json().message, /Nigiri/)

    await app.call('POST', '/api/menu/categories', { names: { pl: 'Polecane', en: 'Recommended' } })
    t.equal(
      (await app.call('PATCH', '/api/menu/products/nigiri-losos', { categories: ['POLECANE'] })).statusCode,
      200,
    )
    t.match((await app.publicProduct('nigiri-losos')).json().category, ['NIGIRI', 'POLECANE'])
    t.equal((await app.call('DELETE', '/api/menu/categories/polecane')).statusCode, 204)
    t.same((await app.editorProduct('nigiri-losos')).categories, [])
    t.same((await app.publicProduct('nigiri-losos')).json().category, ['NIGIRI'])
    const log = (await app.call('GET', '/api/menu/changes')).json().changes
    t.same(
      log.map((c: { action: string; entity: string; entityId: string }) => [c.action, c.entity, c.entityId]),
      [
        ['DELETE', 'CATEGORY', 'polecane'],
        ['UPDATE', 'PRODUCT', 'nigiri-losos'],
        ['UPDATE', 'PRODUCT', 'nigiri-losos'],
        ['CREATE', 'CATEGORY', 'polecane'],
      ],
    )
  },
)

t.test('a hidden category leaves the menu with its dishes; the editor keeps both', async (t) => {
  const app = await editorApp(t)
  const res = await app.call('PATCH', '/api/menu/categories/lunch', {
    visible: false,
    names: { pl: 'Lunch dnia', en: 'Lunch of the day' },
  })
  t.equal(res.statusCode, 200, res.body)
  t.match(res.json(), { visible: false, names: { pl: 'Lunch dnia' } })
  const menu = (await app.inject({ url: '/api/menu' })).json()
  t.notOk(menu.categories.some((c: { url: string }) => c.url === 'lunch'))
  t.notOk(menu.products.some((p: { mainCategory: string }) => p.mainCategory === 'LUNCH'))
  const editor = (await app.call('GET', '/api/menu/editor')).json()
  t.ok(editor.products.some((p: { mainCategory: string }) => p.mainCategory === 'LUNCH'))
})
