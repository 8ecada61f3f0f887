/** Two option groups on Chirashi z łososiem (52,00 zł), for the options suites (docs/menu.md, "Options"). */
import { app, order } from './orders-setup.js'
import { staffToken } from './staff-helper.js'

export const FISH = {
  name: { pl: 'Ryba', en: 'Fish' },
  min: 1,
  max: 1,
  options: [
    { name: { pl: 'łosoś', en: 'salmon' }, priceDelta: 0, default: true },
    { name: { pl: 'tuńczyk', en: 'tuna' }, priceDelta: 6 },
  ],
}
export const EXTRAS = {
  name: { pl: 'Dodatki', en: 'Extras' },
  min: 0,
  max: 2,
  options: [
    { name: { pl: 'jajko', en: 'egg' }, priceDelta: 4 },
    { name: { pl: 'ogórek', en: 'cucumber' }, priceDelta: 0, default: true },
    { name: { pl: 'awokado', en: 'avocado' }, priceDelta: 5.5 },
  ],
}

export async function setup(t: Parameters<typeof app>[0]) {
  const a = await app(t)
  const token = await staffToken(a)
  const headers = { authorization: `Bearer ${token}` }
  const post = (payload: object) =>
    a.inject({ method: 'POST', url: '/api/menu/option-groups', headers, payload })
  const fish = (await post(FISH)).json()
  const extras = (await post(EXTRAS)).json()
  const attach = await a.inject({
    method: 'PUT',
    url: '/api/menu/products/chirashi-losos/option-groups',
    headers,
    payload: { groupIds: [fish.id, extras.id] },
  })
  t.equal(attach.statusCode, 200, attach.body)
  const id = (group: { options: { id: string; name: { pl: string } }[] }, pl: string) =>
    group.options.find((o) => o.name.pl === pl)!.id
  const ids = {
    salmon: id(fish, 'łosoś'),
    tuna: id(fish, 'tuńczyk'),
    egg: id(extras, 'jajko'),
    cucumber: id(extras, 'ogórek'),
    avocado: id(extras, 'awokado'),
  }
  const place = (items: object[], extra: Record<string, unknown> = {}) =>
    a.inject({ method: 'POST', url: '/api/order', payload: order({ items, ...extra }) })
  return { a, headers, fish, extras, ids, place }
}
