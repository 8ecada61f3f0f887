/**
 * Printer hosts (docs/printing.md, "Direct"): loopback and link-local addresses are refused unless
 * PRINTER_HOSTS names one; the restaurant's private network is accepted; a printer already stored at
 * a refused address gets nothing and the kitchen reads "unreachable".
 */
import net, { type AddressInfo } from 'node:net'
import t from 'tap'
import { type DirectError, sendDirect } from '#plugins/printing/transports/direct.js'
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
  for (const host of [
    '127.0.0.1',
    'localhost',
    '169.254.169.254',
    'fe80::1',
    // Other spellings of the same addresses: judged as what they are.
    '0::1',
    '0:0:0:0:0:0:0:1',
    '0::ffff:7f00:1',
    '0::ffff:127.0.0.1',
    '0::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '127.1',
    '2130706433',
  ]) {
    const res = await add(host)
    t.equal(res.statusCode, 400, host)
    t.match(res.json(), { code: 'VALIDATION', field: 'host', message: /PRINTER_HOSTS/ }, host)
  }
  // The schema already refuses an address that starts with a colon or a bracket.
  for (const host of ['::1', '::ffff:7f00:1', '::ffff:127.0.0.1', '[::1]'])
    t.match((await add(host)).json(), { statusCode: 400, code: 'VALIDATION', field: 'host' }, host)
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
  // The one named, in another spelling, is the same host.
  for (const host of ['0::ffff:7f00:1', '127.1']) {
    const again = await app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: auth,
      payload: { name: 'Most', kind: 'DIRECT', host, port: 9100 },
    })
    t.equal(again.statusCode, 201, host)
  }
  const other = await app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: auth,
    payload: { name: 'Most', kind: 'DIRECT', host: '0::1', port: 9100 },
  })
  t.match(other.json(), { statusCode: 400, field: 'host' }, '::1 is not the one named')
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
  // The same machine spelled as an IPv4-mapped IPv6 address (connected to without a lookup).
  await s.app.db
    .updateTable('printers')
    .set({ host: '0::ffff:7f00:1' })
    .where('id', '=', added.json().id)
    .execute()
  s.tick(10_000)
  t.equal(await s.run(), 0)
  t.equal(s.printer.tickets.length, 0, 'nothing reached the mapped address either')
})

t.test('the socket’s error goes to the server log only: the kitchen reads "unreachable"', async (t) => {
  const closed = net.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const { port } = closed.address() as AddressInfo
  await new Promise((resolve) => closed.close(resolve))
  const timeouts = { timeoutMs: 400, statusWaitMs: 100 }
  const refused = await sendDirect({ host: '127.0.0.1', port }, Buffer.from('x'), timeouts, [
    '127.0.0.1',
  ]).catch((error: DirectError) => error)
  t.match(refused, { message: 'unreachable', detail: 'ECONNREFUSED', maybePrinted: false })
  const blocked = await sendDirect({ host: '0::1', port }, Buffer.from('x'), timeouts, []).catch(
    (error: DirectError) => error,
  )
  t.match(blocked, { message: 'unreachable', detail: /loopback or link-local/ })
})
