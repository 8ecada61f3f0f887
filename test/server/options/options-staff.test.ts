/**
 * The staff's option groups over the API (docs/api.md, "Dish options"): create, refuse what could
 * never be ordered, edit and reorder, attach to dishes, delete (409 while attached), switch one off.
 */
import t from 'tap'
import { EXTRAS, FISH, setup } from '../../helpers/options-setup.js'
import { app } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

t.test('staff create a group: 201 with ids, both languages, in order', async (t) => {
  const a = await app(t)
  const headers = { authorization: `Bearer ${await staffToken(a)}` }
  const denied = await a.inject({ method: 'POST', url: '/api/menu/option-groups', payload: FISH })
  t.equal(denied.statusCode, 401)
  const res = await a.inject({ method: 'POST', url: '/api/menu/option-groups', headers, payload: FISH })
  t.equal(res.statusCode, 201, res.body)
  t.match(res.json(), {
    id: String,
    name: { pl: 'Ryba', en: 'Fish' },
    min: 1,
    max: 1,
    options: [
      { id: String, name: { pl: 'łosoś' }, priceDelta: 0, default: true, available: true, until: null },
      { id: String, name: { pl: 'tuńczyk' }, priceDelta: 6, default: false, available: true },
    ],
    productIds: [],
  })
  const list = await a.inject({ url: '/api/menu/option-groups', headers })
  t.equal(list.json().groups.length, 1)
})

t.test('a group that could never be ordered is refused, naming the field', async (t) => {
  const a = await app(t)
  const headers = { authorization: `Bearer ${await staffToken(a)}` }
  const cases: [object, number, string][] = [
    [{ ...FISH, min: 2, max: 1 }, 422, 'min'],
    [{ ...FISH, max: 3 }, 422, 'max'],
    [{ ...EXTRAS, max: 1, options: EXTRAS.options.map((o) => ({ ...o, default: true })) }, 422, 'options'],
    [{ ...FISH, options: [FISH.options[0], FISH.options[1], FISH.options[1]] }, 422, 'options.2.name'],
    [{ ...FISH, options: [{ ...FISH.options[0], priceDelta: 1.005 }] }, 400, 'options.0.priceDelta'],
    [{ ...FISH, options: [] }, 400, 'options'],
  ]
  for (const [payload, status, field] of cases) {
    const res = await a.inject({ method: 'POST', url: '/api/menu/option-groups', headers, payload })
    t.equal(res.statusCode, status, `${field}: ${res.body}`)
    t.equal(res.json().field, field)
  }
  t.equal(
    (await a.inject({ url: '/api/menu/option-groups', headers })).json().groups.length,
    0,
    'nothing written',
  )
})

t.test('edit, reorder, attach, delete (409 while attached), switch one option off', async (t) => {
  const { a, headers, fish, ids } = await setup(t)
  const patch = await a.inject({
    method: 'PATCH',
    url: `/api/menu/option-groups/${fish.id}`,
    headers,
    payload: {
      name: { pl: 'Ryba w środku', en: 'Fish inside' },
      options: [
        { id: ids.tuna, name: { pl: 'tuńczyk', en: 'tuna' }, priceDelta: 7 },
        { id: ids.salmon, name: { pl: 'łosoś', en: 'salmon' }, priceDelta: 0, default: true },
      ],
    },
  })
  t.equal(patch.statusCode, 200, patch.body)
  t.strictSame(
    patch.json().options.map((o: { id: string; priceDelta: number }) => [o.id, o.priceDelta]),
    [
      [ids.tuna, 7],
      [ids.salmon, 0],
    ],
    'reordered, ids kept, price changed',
  )
  t.strictSame(patch.json().productIds, ['chirashi-losos'])
  const foreign = await a.inject({
    method: 'PATCH',
    url: `/api/menu/option-groups/${fish.id}`,
    headers,
    payload: { options: [{ id: ids.egg, name: { pl: 'jajko', en: 'egg' }, priceDelta: 4 }] },
  })
  t.equal(foreign.statusCode, 422)
  t.equal(foreign.json().field, 'options.0.id')
  const missing = await a.inject({
    method: 'PATCH',
    url: '/api/menu/option-groups/nope',
    headers,
    payload: { min: 0 },
  })
  t.equal(missing.statusCode, 404)

  const attached = await a.inject({ method: 'DELETE', url: `/api/menu/option-groups/${fish.id}`, headers })
  t.equal(attached.statusCode, 409)
  t.equal(attached.json().code, 'OPTION_GROUP_IN_USE')
  t.match(attached.json().message, /chirashi-losos/)

  const unknownDish = await a.inject({
    method: 'PUT',
    url: '/api/menu/products/no-such-dish/option-groups',
    headers,
    payload: { groupIds: [fish.id] },
  })
  t.equal(unknownDish.statusCode, 404)
  const unknownGroup = await a.inject({
    method: 'PUT',
    url: '/api/menu/products/chirashi-losos/option-groups',
    headers,
    payload: { groupIds: ['ghost'] },
  })
  t.equal(unknownGroup.statusCode, 422)
  t.equal(unknownGroup.json().field, 'groupIds')

  const off = await a.inject({
    method: 'PUT',
    url: `/api/menu/availability/options/${ids.tuna}`,
    headers,
    payload: { available: false, until: 'END_OF_DAY' },
  })
  t.equal(off.statusCode, 200, off.body)
  t.match(
    off.json().options.find((o: { id: string }) => o.id === ids.tuna),
    { available: false, until: 'END_OF_DAY' },
  )
  t.equal(
    (
      await a.inject({
        method: 'PUT',
        url: '/api/menu/availability/options/ghost',
        headers,
        payload: { available: false },
      })
    ).statusCode,
    404,
  )
  // Back by itself at the next midnight in Kraków (00:00 CET = 23:00 UTC).
  const stored = await a.db.selectFrom('option_availability').select('expires_at').executeTakeFirstOrThrow()
  t.equal(new Date(stored.expires_at!).toISOString(), '2026-11-25T23:00:00.000Z')

  const detach = await a.inject({
    method: 'PUT',
    url: '/api/menu/products/chirashi-losos/option-groups',
    headers,
    payload: { groupIds: [] },
  })
  t.strictSame(detach.json(), { productId: 'chirashi-losos', groupIds: [] })
  const gone = await a.inject({ method: 'DELETE', url: `/api/menu/option-groups/${fish.id}`, headers })
  t.equal(gone.statusCode, 204)
  t.equal(
    (await a.inject({ method: 'DELETE', url: `/api/menu/option-groups/${fish.id}`, headers })).statusCode,
    404,
  )
})
