/** The menu editor's calls (docs/api.md, "The menu editor"): staff only, both languages. */
import t from 'tap'
import { build } from '../helper.js'
import { staffToken } from './staff-helper.js'

t.test('the editor sees the whole catalog in both languages; a guest gets 401', async (t) => {
  const app = await build(t)
  const guest = await app.inject({ url: '/api/menu/editor' })
  t.equal(guest.statusCode, 401)
  t.equal(guest.json().code, 'UNAUTHORIZED')

  const headers = { authorization: `Bearer ${await staffToken(app)}` }
  const res = await app.inject({ url: '/api/menu/editor', headers })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], 'no-store')
  const body = res.json()
  t.match(body.version, /^[0-9a-f]{16}$/)
  t.equal(body.categories.length, 13)
  t.equal(body.products.length, 97)
  const salmon = body.products.find((p: { id: string }) => p.id === 'nigiri-losos')
  t.same(salmon, {
    id: 'nigiri-losos',
    slug: 'nigiri-losos',
    url: '/menu/nigiri/nigiri-losos/',
    names: { pl: 'Nigiri z łososiem', en: 'Salmon nigiri' },
    descriptions: {
      pl: 'Para nigiri: ciepły ryż formowany w dłoniach, odrobina wasabi i gruby plaster łososia, muśnięty sosem nikiri.',
      en: 'A pair of nigiri: hand-pressed warm rice, a dab of wasabi and a thick slice of salmon brushed with nikiri.',
    },
    price: 19,
    mainCategory: 'NIGIRI',
    categories: [],
    count: 2,
    allergens: ['FISH', 'SOYBEANS'],
    tags: [],
    visible: true,
    position: 0,
    isSet: false,
    imagesUrl: ['/images/products/nigiri-losos.svg'],
    picture: null,
  })
  const wege = body.categories.find((c: { key: string }) => c.key === 'WEGE')
  t.match(wege, { slug: 'wege', url: '/menu/wege/', kind: 'VEGETARIAN', visible: true })
  t.match(
    body.categories.find((c: { key: string }) => c.key === 'DRINKS'),
    { kind: 'DRINKS' },
  )
  t.match(
    body.categories.find((c: { key: string }) => c.key === 'VOUCHER'),
    { kind: 'VOUCHER' },
  )
  const set = body.products.find((p: { isSet: boolean }) => p.isSet)
  t.match(set.descriptions.pl, /^- \d+ × /m, "a set's pieces read as a list of lines")
  t.notMatch(set.descriptions.pl, /</, 'no markup in the text staff edit')
  t.ok(
    body.products.some((p: { tags: string[] }) => p.tags.includes('VEGETARIAN')),
    'vegetarian dishes carry the tag',
  )
})

t.test('the export is the editor catalog in the form the import takes back', async (t) => {
  const app = await build(t, { now: () => new Date('2026-06-14T08:00:00.000Z') })
  t.equal((await app.inject({ url: '/api/menu/export' })).statusCode, 401)
  const headers = { authorization: `Bearer ${await staffToken(app)}` }
  const editor = (await app.inject({ url: '/api/menu/editor', headers })).json()
  const res = await app.inject({ url: '/api/menu/export', headers })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-disposition'], /^attachment; filename="menu-[0-9a-f]{16}\.json"$/)
  const body = res.json()
  t.equal(body.format, 'sakana-menu/1')
  t.equal(body.exportedAt, '2026-06-14T08:00:00.000Z')
  t.equal(body.version, editor.version)
  t.equal(body.products.length, 97)
  t.same(
    body.products.find((p: { id: string }) => p.id === 'nigiri-losos'),
    {
      id: 'nigiri-losos',
      names: { pl: 'Nigiri z łososiem', en: 'Salmon nigiri' },
      descriptions: editor.products.find((p: { id: string }) => p.id === 'nigiri-losos').descriptions,
      price: 19,
      mainCategory: 'NIGIRI',
      categories: [],
      count: 2,
      allergens: ['FISH', 'SOYBEANS'],
      tags: [],
      visible: true,
      position: 0,
      slug: 'nigiri-losos',
      picture: null,
    },
  )
  t.match(body.categories[0], { id: 'zestawy', key: 'SETS', slug: 'zestawy', kind: 'STANDARD', position: 0 })
})
