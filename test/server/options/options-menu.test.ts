/**
 * The guests' menu carries each dish's option groups (docs/menu.md, "Options"; docs/api.md):
 * GET /api/menu and GET /api/menu/products/{id} in both languages, the page data, and every change
 * (a group attached, an option switched off, the switch-off's end at midnight) followed at once.
 */
import t from 'tap'
import { setup } from '../../helpers/options-setup.js'
import { app } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

type Answer = {
  id: string
  optionGroups: { id: string; name: string; options: { id: string; available: boolean }[] }[]
}
const productOf = (menu: { products: Answer[] }, id: string) => menu.products.find((p) => p.id === id)!

t.test('a dish with groups carries them, one language at a time; others carry none', async (t) => {
  const { a, ids } = await setup(t)
  const pl = (await a.inject({ url: '/api/menu' })).json()
  t.same(productOf(pl, 'chirashi-losos').optionGroups, [
    {
      id: String(productOf(pl, 'chirashi-losos').optionGroups[0]!.id),
      name: 'Ryba',
      min: 1,
      max: 1,
      repeatable: false,
      options: [
        { id: ids.salmon, name: 'łosoś', priceDelta: 0, default: true, available: true },
        { id: ids.tuna, name: 'tuńczyk', priceDelta: 6, default: false, available: true },
      ],
    },
    {
      id: String(productOf(pl, 'chirashi-losos').optionGroups[1]!.id),
      name: 'Dodatki',
      min: 0,
      max: 2,
      repeatable: false,
      options: [
        { id: ids.egg, name: 'jajko', priceDelta: 4, default: false, available: true },
        { id: ids.cucumber, name: 'ogórek', priceDelta: 0, default: true, available: true },
        { id: ids.avocado, name: 'awokado', priceDelta: 5.5, default: false, available: true },
      ],
    },
  ])
  t.same(productOf(pl, 'zestaw-wege').optionGroups, [], 'a dish without groups: an empty list')

  const en = await a.inject({ url: '/api/menu/products/chirashi-losos?lang=en' })
  t.equal(en.statusCode, 200)
  t.same(
    en
      .json()
      .optionGroups.map((g: { name: string; options: { name: string }[] }) => [
        g.name,
        g.options.map((o) => o.name),
      ]),
    [
      ['Fish', ['salmon', 'tuna']],
      ['Extras', ['egg', 'cucumber', 'avocado']],
    ],
  )
  const plProduct = (await a.inject({ url: '/api/menu/products/chirashi-losos' })).json()
  t.equal(plProduct.optionGroups[0].options[1].name, 'tuńczyk')

  // The product page's data: both languages, as the choice dialog reads them.
  const page = await a.inject({ url: '/page-data/menu/chirashi/chirashi-losos/page-data.json' })
  t.equal(page.statusCode, 200)
  t.match(page.json().data.product.optionGroups, [
    { name: { pl: 'Ryba', en: 'Fish' }, options: [{ name: { pl: 'łosoś', en: 'salmon' } }, {}] },
    { name: { pl: 'Dodatki', en: 'Extras' } },
  ])
  const category = (await a.inject({ url: '/page-data/menu/chirashi/page-data.json' })).json()
  const card = category.data.products.find((p: { id: string }) => p.id === 'chirashi-losos')
  t.equal(card.optionGroups.length, 2, 'the category page card carries them too')
})

t.test('the menu follows a group attached and an option switched off or on', async (t) => {
  const a = await app(t)
  const headers = { authorization: `Bearer ${await staffToken(a)}` }
  const before = (await a.inject({ url: '/api/menu/products/nigiri-losos' })).json()
  t.same(before.optionGroups, [])
  const group = (
    await a.inject({
      method: 'POST',
      url: '/api/menu/option-groups',
      headers,
      payload: {
        name: { pl: 'Sos', en: 'Sauce' },
        min: 0,
        max: 1,
        options: [
          { name: { pl: 'sojowy bezglutenowy', en: 'gluten-free soy' }, priceDelta: 2 },
          { name: { pl: 'teriyaki', en: 'teriyaki' }, priceDelta: 3 },
        ],
      },
    })
  ).json()
  const attach = await a.inject({
    method: 'PUT',
    url: '/api/menu/products/nigiri-losos/option-groups',
    headers,
    payload: { groupIds: [group.id] },
  })
  t.equal(attach.statusCode, 200, attach.body)
  const after = (await a.inject({ url: '/api/menu/products/nigiri-losos?lang=en' })).json()
  t.same(
    after.optionGroups.map((g: Answer['optionGroups'][number]) => g.name),
    ['Sauce'],
    'attached: visible at once',
  )

  const teriyaki = group.options[1].id
  const off = await a.inject({
    method: 'PUT',
    url: `/api/menu/availability/options/${teriyaki}`,
    headers,
    payload: { available: false },
  })
  t.equal(off.statusCode, 200, off.body)
  const menu = (await a.inject({ url: '/api/menu' })).json()
  t.same(
    productOf(menu, 'nigiri-losos').optionGroups[0]!.options.map((o) => o.available),
    [true, false],
    'switched off: available false',
  )
  await a.inject({
    method: 'PUT',
    url: `/api/menu/availability/options/${teriyaki}`,
    headers,
    payload: { available: true },
  })
  const on = (await a.inject({ url: '/api/menu/products/nigiri-losos' })).json()
  t.same(
    on.optionGroups[0].options.map((o: { available: boolean }) => o.available),
    [true, true],
  )
})

t.test('a switch-off for the rest of the day ends at midnight in Warsaw, in the menu too', async (t) => {
  // 23:59:59 in Warsaw (UTC+1): the day ends a second later.
  const a = await app(t, new Date('2026-11-25T22:59:59.000Z'))
  const rest = await groupOn(a, t)
  const off = await a.inject({
    method: 'PUT',
    url: `/api/menu/availability/options/${rest.optionId}`,
    headers: rest.headers,
    payload: { available: false, until: 'END_OF_DAY' },
  })
  t.equal(off.statusCode, 200, off.body)
  const read = async () =>
    (await a.inject({ url: '/api/menu/products/nigiri-losos' })).json().optionGroups[0].options[0].available
  t.equal(await read(), false)
  a.setNow(new Date('2026-11-25T23:00:00.200Z'))
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  t.equal(await read(), true, 'offered again after midnight')
})

async function groupOn(a: Awaited<ReturnType<typeof app>>, t: Parameters<typeof app>[0]) {
  const headers = { authorization: `Bearer ${await staffToken(a)}` }
  const group = (
    await a.inject({
      method: 'POST',
      url: '/api/menu/option-groups',
      headers,
      payload: {
        name: { pl: 'Sos', en: 'Sauce' },
        min: 0,
        max: 1,
        options: [{ name: { pl: 'teriyaki', en: 'teriyaki' }, priceDelta: 3 }],
      },
    })
  ).json()
  const attach = await a.inject({
    method: 'PUT',
    url: '/api/menu/products/nigiri-losos/option-groups',
    headers,
    payload: { groupIds: [group.id] },
  })
  t.equal(attach.statusCode, 200, attach.body)
  return { headers, optionId: group.options[0].id as string }
}
