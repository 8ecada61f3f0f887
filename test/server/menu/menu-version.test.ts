/**
 * Two members of staff editing the menu at once (docs/api.md, "Concurrent edits"): a write made on
 * an older version of the menu (its If-Match) is refused with 409 and changes nothing; without the
 * header a write works as it always did.
 */
import t, { type Test } from 'tap'
import { editorApp, newDish } from '../../helpers/menu-editor-setup.js'
import { FISH } from '../../helpers/options-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

type App = Awaited<ReturnType<typeof editorApp>>

/** A second member of staff signed in on the same app: their calls, with an If-Match when given. */
async function colleague(app: App) {
  const authorization = `Bearer ${await staffToken(app, 'bartek')}`
  return (method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, ifMatch?: string) =>
    app.inject({
      method,
      url,
      headers: { authorization, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      ...(payload === undefined ? {} : { payload }),
    })
}

/** The editor's calls of the first member of staff (ania), with an If-Match. */
const asAnia = (
  app: App,
  method: 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  ifMatch: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { authorization: app.authorization, 'if-match': ifMatch },
    ...(payload === undefined ? {} : { payload }),
  })

async function editorVersion(t: Test, app: App): Promise<string> {
  const res = await app.call('GET', '/api/menu/editor')
  t.equal(res.headers.etag, `"${res.json().version}"`, 'the catalog carries its version as ETag too')
  return res.json().version as string
}

t.test('a dish saved on an older version is refused with 409 and the colleague’s change stays', async (t) => {
  const app = await editorApp(t)
  const bartek = await colleague(app)
  const opened = await editorVersion(t, app)

  // Bartek changes the price first, on the version both opened.
  const first = await bartek('PATCH', '/api/menu/products/nigiri-losos', { price: 21 }, `"${opened}"`)
  t.equal(first.statusCode, 200, first.body)
  const after = Number(opened) + 1
  t.equal(first.headers.etag, `"${after}"`, 'the answer names the new version')

  // Ania saves her form, made before Bartek's change: refused, naming what happened.
  const stale = await asAnia(app, 'PATCH', '/api/menu/products/nigiri-losos', `"${opened}"`, {
    names: { pl: 'Nigiri z łososiem norweskim', en: 'Norwegian salmon nigiri' },
    price: 19,
  })
  t.equal(stale.statusCode, 409)
  t.match(stale.json(), {
    statusCode: 409,
    error: 'Conflict',
    code: 'MENU_VERSION_CONFLICT',
    field: 'If-Match',
    message: `Menu zmieniło się, odkąd je wczytano (wersja ${opened}, teraz ${after}): ktoś inny zapisał w nim zmiany. Wczytaj menu ponownie i wprowadź swoją zmianę jeszcze raz.`,
  })
  const product = (await app.publicProduct('nigiri-losos')).json()
  t.equal(product.price, 21, 'Bartek’s price stays')
  t.equal(product.name, 'Nigiri z łososiem', 'nothing of Ania’s change was written')
  t.equal(await editorVersion(t, app), String(after), 'the version did not move')
  const log = (await app.call('GET', '/api/menu/changes')).json().changes
  t.equal(log.length, 1, 'only Bartek’s change is in the log')
  t.equal(log[0].by, 'bartek')

  // On the new version (her form reloaded), her change goes through.
  const again = await asAnia(app, 'PATCH', '/api/menu/products/nigiri-losos', `"${after}"`, {
    names: { pl: 'Nigiri z łososiem norweskim', en: 'Norwegian salmon nigiri' },
  })
  t.equal(again.statusCode, 200, again.body)
  t.equal(again.json().price, 21)
  t.equal(again.json().names.pl, 'Nigiri z łososiem norweskim')
})

t.test('without If-Match (scripts) or with * a write is not checked; a malformed one is a 400', async (t) => {
  const app = await editorApp(t)
  const bartek = await colleague(app)
  const opened = await editorVersion(t, app)
  t.equal((await bartek('PATCH', '/api/menu/products/nigiri-losos', { price: 20 })).statusCode, 200)
  const plain = await app.call('PATCH', '/api/menu/products/nigiri-losos', { price: 22 })
  t.equal(plain.statusCode, 200, 'no header: saved as before')
  t.equal(plain.headers.etag, `"${Number(opened) + 2}"`)
  const any = await asAnia(app, 'PATCH', '/api/menu/products/nigiri-losos', '*', { price: 23 })
  t.equal(any.statusCode, 200)
  for (const [value, ok, price] of [
    [`W/"${Number(opened) + 3}"`, 200, 24],
    [`${Number(opened) + 4}`, 200, 25],
    ['"abc"', 400, 26],
    ['"1", "2"', 400, 26],
  ] as const) {
    const res = await asAnia(app, 'PATCH', '/api/menu/products/nigiri-losos', value, { price })
    t.equal(res.statusCode, ok, value)
    if (ok === 400) t.match(res.json(), { code: 'VALIDATION', field: 'if-match' })
  }
  t.equal((await app.publicProduct('nigiri-losos')).json().price, 25)
})

t.test('a new dish’s answer names the new version, on which its next write is made', async (t) => {
  const app = await editorApp(t)
  const opened = Number(await editorVersion(t, app))
  const created = await app.call('POST', '/api/menu/products', newDish())
  t.equal(created.statusCode, 201, created.body)
  t.equal(created.headers.etag, `"${opened + 1}"`)
  const id = created.json().id as string
  const next = await asAnia(app, 'PATCH', `/api/menu/products/${id}`, created.headers.etag as string, {
    price: 26,
  })
  t.equal(next.statusCode, 200, next.body)
  t.equal(next.headers.etag, `"${opened + 2}"`)
})

t.test('categories, deletions, the import and the price list are checked the same way', async (t) => {
  const app = await editorApp(t)
  const bartek = await colleague(app)
  const opened = await editorVersion(t, app)
  const stale = `"${opened}"`
  t.equal((await bartek('PATCH', '/api/menu/products/nigiri-losos', { price: 21 })).statusCode, 200)

  const category = await asAnia(app, 'PATCH', '/api/menu/categories/nigiri', stale, {
    names: { pl: 'Nigiri klasyczne', en: 'Classic nigiri' },
  })
  t.equal(category.statusCode, 409)
  t.equal(category.json().code, 'MENU_VERSION_CONFLICT')
  const deleted = await asAnia(app, 'DELETE', '/api/menu/products/nigiri-losos', stale)
  t.equal(deleted.statusCode, 409)
  t.equal((await app.publicProduct('nigiri-losos')).statusCode, 200, 'the dish is still on the menu')

  const exported = (await app.call('GET', '/api/menu/export')).json()
  const renamed = {
    ...exported,
    products: exported.products.map((p: { id: string; names: object }) =>
      p.id === 'nigiri-losos' ? { ...p, names: { pl: 'Nigiri łosoś', en: 'Salmon' } } : p,
    ),
  }
  for (const url of ['/api/menu/import?dryRun=1', '/api/menu/import']) {
    const res = await asAnia(app, 'PUT', url, stale, renamed)
    t.equal(res.statusCode, 409, url)
    t.equal(res.json().code, 'MENU_VERSION_CONFLICT')
  }
  const current = await editorVersion(t, app)
  const imported = await asAnia(app, 'PUT', '/api/menu/import', `"${current}"`, renamed)
  t.equal(imported.statusCode, 200, imported.body)
  t.equal(imported.json().version, String(Number(current) + 1))
  t.equal((await app.publicProduct('nigiri-losos')).json().name, 'Nigiri łosoś')

  const csv = (await app.call('GET', '/api/menu/prices.csv')).body.replace(
    'nigiri-losos;Nigiri;Nigiri łosoś;21,00',
    'nigiri-losos;Nigiri;Nigiri łosoś;25,00',
  )
  const prices = await app.inject({
    method: 'PUT',
    url: '/api/menu/prices.csv',
    headers: { authorization: app.authorization, 'content-type': 'text/csv', 'if-match': stale },
    payload: csv,
  })
  t.equal(prices.statusCode, 409)
  t.equal((await app.publicProduct('nigiri-losos')).json().price, 21, 'the price list changed nothing')
})

t.test('a dish’s option groups set on an older version are refused and stay as they were', async (t) => {
  const app = await editorApp(t)
  const bartek = await colleague(app)
  const group = await app.call('POST', '/api/menu/option-groups', FISH)
  t.equal(group.statusCode, 201, group.body)
  const groupId = group.json().id as string
  const opened = await editorVersion(t, app)
  const listed = await app.call('GET', '/api/menu/option-groups')
  t.equal(listed.json().version, opened, 'the option groups’ list names the version it was read at')
  t.equal(listed.headers.etag, `"${opened}"`)
  t.equal((await bartek('PATCH', '/api/menu/products/nigiri-losos', { price: 21 })).statusCode, 200)

  const url = '/api/menu/products/nigiri-losos/option-groups'
  const stale = await asAnia(app, 'PUT', url, `"${opened}"`, { groupIds: [groupId] })
  t.equal(stale.statusCode, 409)
  t.equal(stale.json().code, 'MENU_VERSION_CONFLICT')
  const list = (await app.call('GET', '/api/menu/option-groups')).json()
  t.same(list.groups[0].productIds, [], 'the group was not attached')

  const fresh = Number(opened) + 1
  const done = await asAnia(app, 'PUT', url, `"${fresh}"`, { groupIds: [groupId] })
  t.equal(done.statusCode, 200, done.body)
  t.equal(done.headers.etag, `"${fresh + 1}"`)
  t.same(done.json(), { productId: 'nigiri-losos', groupIds: [groupId] })
})
