/**
 * Printer hosts (docs/printing.md, "Direct"): loopback and link-local addresses are refused unless
 * PRINTER_HOSTS names one; the restaurant's private network is accepted; a printer already stored at
 * a refused address gets nothing and the kitchen reads "unreachable".
 */
import t from 'tap'
import { build } from '../../helpers/app.js'
import { setup } from '../../helpers/printing-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

t.test('the owner may not add or move a printer to this machine or a link-local address', async (t) => {
  const app = await build(t, { env: { PRINTER_HOSTS: '' } })
  const auth = { authorization: `Bearer ${await staffToken(app, 'ania')}` }
  const add = (host: string) =>
    app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: auth,
      payload: { name: 'Kuchnia', kind: 'DIRECT', host, port: 9100 },
    })
  for (const host of ['127.0.0.1', 'localhost', '169.254.169.254', 'fe80::1']) {
    const res = await add(host)
    t.equal(res.statusCode, 400, host)
    t.match(res.json(), { code: 'VALIDATION', field: 'host', message: /PRINTER_HOSTS/ })
  }
  // The schema already refuses an address that starts with a colon.
  t.match((await add('::1')).json(), { statusCode: 400, field: 'host' })
  const lan = await add('192.168.1.50')
  t.equal(lan.statusCode, 201, 'a private network address is accepted')
  const moved = await app.inject({
    method: 'PATCH',
    url: `/api/printers/${lan.json().id}`,
    headers: auth,
    payload: { host: '127.0.0.1' },
  })
  t.equal(moved.statusCode, 400)
  t.match(moved.json(), { field: 'host' })
  t.equal((await add('10.0.0.7')).statusCode, 201)
})

t.test('PRINTER_HOSTS lets a print bridge on this machine through', async (t) => {
  const app = await build(t, { env: { PRINTER_HOSTS: '127.0.0.1' } })
  const auth = { authorization: `Bearer ${await staffToken(app, 'ania')}` }
  const res = await app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: auth,
    payload: { name: 'Most', kind: 'DIRECT', host: '127.0.0.1', port: 9100 },
  })
  t.equal(res.statusCode, 201, res.body)
})

t.test('a stored printer at a refused address gets nothing: "unreachable"', async (t) => {
  // The stand-in listens on 127.0.0.1: added while allowed, then the rule applies when sending.
  const s = await setup(t, { allowedHosts: [] })
  const added = await s.app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: s.auth,
    payload: { name: 'Kuchnia', kind: 'DIRECT', host: '192.168.1.50', port: s.printer.port },
  })
  t.equal(added.statusCode, 201)
  await s.app.db
    .updateTable('printers')
    .set({ host: '127.0.0.1' })
    .where('id', '=', added.json().id)
    .execute()
  await s.place()
  t.equal(await s.run(), 0)
  t.equal(s.printer.tickets.length, 0, 'nothing reached the address')
  t.match((await s.states())[0], { status: 'OFFLINE', lastError: 'unreachable', waiting: 1 })
})
