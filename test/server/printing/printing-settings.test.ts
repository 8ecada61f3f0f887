/** The printers' settings through the API, and printing again (docs/printing.md). */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { readEscPos } from '../../helpers/printer-stand-in.js'
import { setup } from '../../helpers/printing-setup.js'

t.test('the printers’ settings: validation, the CloudPRNT URL, changes, removal, staff only', async (t) => {
  const s = await setup(t)
  const anonymous = await s.app.inject({
    method: 'POST',
    url: '/api/printers',
    payload: { name: 'X', kind: 'DIRECT' },
  })
  t.equal(anonymous.statusCode, 401)
  const noHost = await s.app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: s.auth,
    payload: { name: 'Kuchnia', kind: 'DIRECT' },
  })
  t.equal(noHost.statusCode, 400)
  t.match(noHost.json(), { code: 'VALIDATION', field: 'host' })
  const badWidth = await s.app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: s.auth,
    payload: { name: 'Kuchnia', kind: 'DIRECT', host: '127.0.0.1', paperWidth: 76 },
  })
  t.equal(badWidth.statusCode, 400)
  t.match(badWidth.json(), { field: 'paperWidth' })
  const cloud = await s.addPrinter({ name: 'Bar', kind: 'CLOUDPRNT', host: undefined, port: undefined })
  t.match(cloud.cloudPrntUrl, /^https:\/\/sakanasushi\.test\/api\/cloudprnt\/\d+\/[A-Za-z0-9_-]{24}$/)
  const direct = await s.addPrinter()
  t.match(direct, {
    host: '127.0.0.1',
    port: s.printer.port,
    paperWidth: 80,
    copies: 1,
    kitchenTicket: 'PLACED',
  })
  t.match(direct, { courierCopy: false, codepage: 'cp852', maxAgeMinutes: 30, cloudPrntUrl: null })
  const patched = await s.app.inject({
    method: 'PATCH',
    url: `/api/printers/${direct.id}`,
    headers: s.auth,
    payload: { copies: 3, codepage: 'windows1250', name: 'Kuchnia gorąca' },
  })
  t.equal(patched.statusCode, 200, patched.body)
  t.match(patched.json(), { copies: 3, codepage: 'windows1250', name: 'Kuchnia gorąca' })
  const rotated = await s.app.inject({
    method: 'PATCH',
    url: `/api/printers/${cloud.id}`,
    headers: s.auth,
    payload: { newSecret: true },
  })
  t.not(rotated.json().cloudPrntUrl, cloud.cloudPrntUrl, 'a new secret, a new URL')
  const hostOnCloud = await s.app.inject({
    method: 'PATCH',
    url: `/api/printers/${cloud.id}`,
    headers: s.auth,
    payload: { host: '10.0.0.5' },
  })
  t.match(hostOnCloud.json(), { statusCode: 400, field: 'host' })
  const list = await s.app.inject({ url: '/api/printers', headers: s.auth })
  t.same(
    list.json().printers.map((p: { name: string }) => p.name),
    ['Bar', 'Kuchnia gorąca'],
  )
  const removed = await s.app.inject({ method: 'DELETE', url: `/api/printers/${direct.id}`, headers: s.auth })
  t.equal(removed.statusCode, 204)
  const again = await s.app.inject({ method: 'DELETE', url: `/api/printers/${direct.id}`, headers: s.auth })
  t.equal(again.statusCode, 404)
  t.match(again.json(), { code: 'PRINTER_NOT_FOUND' })
  const test = await s.app.inject({ method: 'POST', url: `/api/printers/${cloud.id}/test`, headers: s.auth })
  t.equal(test.statusCode, 202)
  const waiting = await s.app.inject({ url: '/api/print-jobs', headers: s.auth })
  t.match(waiting.json().jobs, [{ kind: 'TEST', printerName: 'Bar', status: 'WAITING', orderId: null }])
})

t.test('reprint: no printer, unknown order, a courier copy of a pick-up', async (t) => {
  const s = await setup(t)
  const placed = await s.place({ deliveryType: 'SELF', address: undefined })
  const none = await s.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/print`,
    headers: s.auth,
    payload: {},
  })
  t.equal(none.statusCode, 409)
  t.match(none.json(), { code: 'NO_PRINTER' })
  await s.addPrinter()
  const unknown = await s.app.inject({
    method: 'POST',
    url: '/api/orders/XXXXXXXXXXXX/print',
    headers: s.auth,
    payload: {},
  })
  t.equal(unknown.statusCode, 404)
  const courier = await s.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/print`,
    headers: s.auth,
    payload: { kind: 'COURIER' },
  })
  t.equal(courier.statusCode, 422)
  t.match(courier.json(), { code: 'NOT_A_DELIVERY', field: 'kind' })
  await s.run()
  for (const round of [1, 2]) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/print`,
      headers: s.auth,
      payload: {},
    })
    t.same(res.json(), { jobs: 1 }, `reprint ${round}`)
  }
  t.equal(await s.run(), 2)
  t.equal(s.printer.tickets.length, 2, 'placed before the printer was added: only the two reprints')
  t.match(readEscPos(s.printer.tickets[1]!).lines.join('\n'), `Odbiór osobisty`)
})

t.test('roles: the owner sets printers up; the kitchen sees their state and prints again', async (t) => {
  const s = await setup(t)
  await s.addPrinter()
  const placed = await s.place()
  await createStaff(s.app.db, 'kucharz', 'correct-horse-battery', undefined, { role: 'KITCHEN' })
  const login = await s.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'kucharz', password: 'correct-horse-battery' },
  })
  const cook = { authorization: `Bearer ${login.json().token}` }
  const add = await s.app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: cook,
    payload: { name: 'Bar', kind: 'CLOUDPRNT' },
  })
  t.equal(add.statusCode, 403)
  t.equal((await s.app.inject({ url: '/api/printers', headers: cook })).statusCode, 403)
  t.equal((await s.app.inject({ url: '/api/printers/status', headers: cook })).statusCode, 200)
  t.equal((await s.app.inject({ url: '/api/print-jobs', headers: cook })).statusCode, 200)
  const again = await s.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/print`,
    headers: cook,
    payload: {},
  })
  t.equal(again.statusCode, 202)
})
