// The audit trail (docs/security.md, "Audit trail") of the option groups, the printers and reprints:
// each staff write leaves one entry with who did it, what and to what, read back by the owner.
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { runRetention } from '#plugins/retention/service.js'
import { EXTRAS, FISH } from '../../helpers/options-setup.js'
import { app, OPEN } from '../../helpers/orders-setup.js'
import { setup as printingSetup } from '../../helpers/printing-setup.js'
import { login, PASSWORD } from './auth-setup.js'

interface Entry {
  action: string
  username: string | null
  target: string | null
  address: string | null
  before: unknown
  after: unknown
}

type App = Awaited<ReturnType<typeof app>>

/** An owner and a manager with their Authorization headers. */
async function staff(a: Pick<App, 'db' | 'inject'>) {
  await createStaff(a.db, 'wlasciciel', PASSWORD, undefined, { role: 'OWNER' })
  await createStaff(a.db, 'kierownik', PASSWORD, undefined, { role: 'MANAGER' })
  const header = async (username: string) => ({
    authorization: `Bearer ${(await login(a as App, username, PASSWORD)).json().token}`,
  })
  return { owner: await header('wlasciciel'), manager: await header('kierownik') }
}

/** The owner's view of the trail, oldest first, without the sign-ins. */
async function trail(a: Pick<App, 'inject'>, owner: Record<string, string>): Promise<Entry[]> {
  const res = await a.inject({ url: '/api/audit', headers: owner })
  if (res.statusCode !== 200) throw new Error(res.body)
  return (res.json().entries as Entry[]).filter((e) => !e.action.startsWith('auth.')).reverse()
}

t.test('option groups: create, edit, attach, switch an option off and delete are recorded', async (t) => {
  const a = await app(t)
  const { owner, manager } = await staff(a)
  const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    a.inject({ method, url, headers: manager, ...(payload ? { payload } : {}) })

  const fish = (await call('POST', '/api/menu/option-groups', FISH)).json()
  const extras = (await call('POST', '/api/menu/option-groups', EXTRAS)).json()
  const renamed = await call('PATCH', `/api/menu/option-groups/${extras.id}`, {
    name: { pl: 'Dodatki extra', en: 'More extras' },
    max: 3,
  })
  t.equal(renamed.statusCode, 200, renamed.body)
  const attached = await call('PUT', '/api/menu/products/chirashi-losos/option-groups', {
    groupIds: [fish.id, extras.id],
  })
  t.equal(attached.statusCode, 200, attached.body)
  const tuna = fish.options.find((o: { name: { pl: string } }) => o.name.pl === 'tuńczyk').id
  const off = await call('PUT', `/api/menu/availability/options/${tuna}`, {
    available: false,
    until: 'END_OF_DAY',
  })
  t.equal(off.statusCode, 200, off.body)
  t.equal(
    (await call('PUT', '/api/menu/products/chirashi-losos/option-groups', { groupIds: [fish.id] }))
      .statusCode,
    200,
  )
  t.equal((await call('DELETE', `/api/menu/option-groups/${extras.id}`)).statusCode, 204)

  const entries = await trail(a, owner)
  t.same(
    entries.map((e) => [e.action, e.username, e.target]),
    [
      ['option-group.create', 'kierownik', 'Ryba'],
      ['option-group.create', 'kierownik', 'Dodatki'],
      ['option-group.update', 'kierownik', 'Dodatki extra'],
      ['option-group.attach', 'kierownik', 'chirashi-losos'],
      ['availability.option', 'kierownik', 'Ryba: tuńczyk'],
      ['option-group.attach', 'kierownik', 'chirashi-losos'],
      ['option-group.delete', 'kierownik', 'Dodatki extra'],
    ],
  )
  t.same(entries[0]!.after, {
    name: 'Ryba',
    min: 1,
    max: 1,
    options: [
      { name: 'łosoś', priceDelta: 0, default: true },
      { name: 'tuńczyk', priceDelta: 6, default: false },
    ],
  })
  t.match(entries[2], { before: { name: 'Dodatki', max: 2 }, after: { name: 'Dodatki extra', max: 3 } })
  t.same([entries[3]!.before, entries[3]!.after], [{ groups: [] }, { groups: ['Ryba', 'Dodatki extra'] }])
  t.same(entries[4]!.after, { available: false, until: 'END_OF_DAY' })
  t.same(
    [entries[5]!.before, entries[5]!.after],
    [{ groups: ['Ryba', 'Dodatki extra'] }, { groups: ['Ryba'] }],
  )
  t.match(entries[6], { before: { name: 'Dodatki extra', min: 0, max: 3 }, after: null })
  t.equal(entries[6]!.address, '127.0.0.1')
})

t.test('a refused option-group write leaves no entry', async (t) => {
  const a = await app(t)
  const { owner, manager } = await staff(a)
  const bad = await a.inject({
    method: 'PUT',
    url: '/api/menu/products/chirashi-losos/option-groups',
    headers: manager,
    payload: { groupIds: ['no-such-group'] },
  })
  t.equal(bad.statusCode, 422, bad.body)
  t.same(await trail(a, owner), [])
})

t.test('printers: add, change and remove are recorded without the CloudPRNT secret', async (t) => {
  const s = await printingSetup(t)
  const { owner } = await staff(s.app)
  const added = await s.app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: owner,
    payload: { name: 'Bar', kind: 'CLOUDPRNT' },
  })
  t.equal(added.statusCode, 201, added.body)
  const { id, cloudPrntUrl } = added.json()
  const patched = await s.app.inject({
    method: 'PATCH',
    url: `/api/printers/${id}`,
    headers: owner,
    payload: { copies: 2, newSecret: true },
  })
  t.equal(patched.statusCode, 200, patched.body)
  const test = await s.app.inject({ method: 'POST', url: `/api/printers/${id}/test`, headers: owner })
  t.equal(test.statusCode, 202, test.body)
  t.equal(
    (await s.app.inject({ method: 'DELETE', url: `/api/printers/${id}`, headers: owner })).statusCode,
    204,
  )

  const entries = await trail(s.app, owner)
  t.same(
    entries.map((e) => [e.action, e.username, e.target]),
    [
      ['printing.printer-add', 'wlasciciel', 'Bar'],
      ['printing.printer', 'wlasciciel', 'Bar'],
      ['printing.printer-test', 'wlasciciel', 'Bar'],
      ['printing.printer-remove', 'wlasciciel', 'Bar'],
    ],
  )
  t.same(entries[2]!.after, { jobs: 1 }, 'the test page: one job')
  t.match(entries[0]!.after, {
    name: 'Bar',
    kind: 'CLOUDPRNT',
    host: null,
    copies: 1,
    paperWidth: 80,
    ticketLanguage: 'pl',
  })
  t.match(entries[1], { before: { copies: 1 }, after: { copies: 2, newSecret: true } })
  t.match(entries[3], { before: { name: 'Bar', copies: 2 }, after: null })
  const secret = new URL(cloudPrntUrl).pathname.split('/').pop()!
  t.notOk(JSON.stringify(entries).includes(secret), 'the printer’s secret is not in the trail')
})

t.test('a reprint is recorded with the order number and the ticket', async (t) => {
  const s = await printingSetup(t)
  const { owner, manager } = await staff(s.app)
  const printer = await s.addPrinter()
  const placed = await s.place()
  const reprint = await s.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/print`,
    headers: manager,
    payload: { kind: 'KITCHEN', printerId: printer.id },
  })
  t.equal(reprint.statusCode, 202, reprint.body)
  const entry = (await trail(s.app, owner)).find((e) => e.action === 'printing.reprint')
  t.match(entry, {
    username: 'kierownik',
    target: `#${placed.number}`,
    after: { kind: 'KITCHEN', printerId: printer.id, jobs: 1 },
  })
})

t.test(
  'the retention job removes entries (and the addresses they hold) after the audit period',
  async (t) => {
    const a = await app(t)
    await staff(a)
    const DAY = 24 * 60 * 60_000
    a.setNow(new Date(OPEN.getTime() + 200 * DAY))
    t.equal((await login(a, 'kierownik', PASSWORD, '192.0.2.7')).statusCode, 200)
    const addresses = async () =>
      (await a.db.selectFrom('audit_log').select(['action', 'address']).orderBy('id').execute()).map(
        (row) => `${row.action} ${row.address}`,
      )
    t.same(await addresses(), ['auth.sign-in 127.0.0.1', 'auth.sign-in 127.0.0.1', 'auth.sign-in 192.0.2.7'])

    // 366 days after the first two sign-ins, 166 days after the third.
    const now = new Date(OPEN.getTime() + 366 * DAY)
    const dry = await runRetention(a.db, { now, orderPiiDays: 365, auditDays: 365, dryRun: true })
    t.match(dry, { ran: true, auditEntriesRemoved: 2 })
    t.equal((await addresses()).length, 3, 'a dry run removes nothing')
    t.match(await runRetention(a.db, { now, orderPiiDays: 365, auditDays: 365 }), { auditEntriesRemoved: 2 })
    t.same(await addresses(), ['auth.sign-in 192.0.2.7'])
    t.match(await runRetention(a.db, { now, orderPiiDays: 365, auditDays: 100 }), { auditEntriesRemoved: 1 })
    t.same(await addresses(), [], 'a shorter AUDIT_RETENTION_DAYS removes sooner')
  },
)
