/**
 * The owner's "Drukarki" settings in the kitchen tab (docs/printing.md, Printers): adding a printer,
 * a field refused by the API, the CloudPRNT URL, a test page and deleting with a confirmation.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import { callsTo, json, notified, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

const PRINTER = {
  id: 1,
  name: 'Kuchnia',
  kind: 'DIRECT',
  status: 'READY',
  offlineSince: null,
  lastError: null,
  lastSeenAt: null,
  waiting: 0,
  expired: 0,
  alarm: false,
  host: '192.168.1.50',
  port: 9100,
  cloudPrntUrl: null,
  cloudPrnt: null,
  paperWidth: 80,
  copies: 1,
  kitchenTicket: 'PLACED',
  courierCopy: false,
  codepage: 'cp852',
  ticketLanguage: 'pl',
  maxAgeMinutes: 30,
}

const KITCHEN = { slotCapacity: { COURIER: null, SELF: null }, busyMinutes: 0, deliveryArea: ['31-'] }

async function openKitchen() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Kuchnia' }))
  })
  return screen.findByRole('region', { name: 'Drukarki' })
}

t.test('adding a direct printer: a refused host is shown next to the field, then it saves', async (t) => {
  const api = staffApi()
  let printers: unknown[] = []
  api.handlers['GET /api/printers'] = () => json(200, { printers })
  let attempts = 0
  api.handlers['POST /api/printers'] = (call) => {
    attempts++
    if (attempts === 1)
      return json(400, {
        statusCode: 400,
        message: 'Podaj adres drukarki (host).',
        code: 'VALIDATION',
        field: 'host',
      })
    printers = [{ ...PRINTER, ...(call.body as object) }]
    return json(201, printers[0])
  }
  api.handlers['GET /api/kitchen'] = () => json(200, KITCHEN)
  api.handlers['GET /api/calendar'] = () => json(200, { from: '2026-11-25', to: '2027-01-23', days: [] })
  await signedIn(api)
  const panel = await openKitchen()
  await screen.findByText('Nie ma jeszcze żadnej drukarki.')
  fireEvent.click(within(panel).getByRole('button', { name: 'Dodaj drukarkę' }))
  const form = within(panel).getByRole('form', { name: 'Nowa drukarka' })
  fireEvent.change(within(form).getByLabelText('Nazwa'), { target: { value: 'Kuchnia' } })
  fireEvent.change(within(form).getByLabelText('Szerokość papieru'), { target: { value: '58' } })
  fireEvent.change(within(form).getByLabelText('Bon dla kuchni'), { target: { value: 'ACCEPTED' } })
  fireEvent.click(within(form).getByLabelText('Kopia dla kuriera (zamówienia z dostawą)'))
  fireEvent.change(within(form).getByLabelText('Język bonów'), { target: { value: 'en' } })
  fireEvent.change(within(form).getByLabelText('Nie drukuj samoczynnie bonów starszych niż (minuty)'), {
    target: { value: '20' },
  })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz drukarkę' }))
  })
  const host = within(form).getByLabelText('Adres drukarki (host)')
  t.equal(host.getAttribute('aria-invalid'), 'true')
  t.equal(
    document.getElementById(host.getAttribute('aria-describedby')!)?.textContent,
    'Podaj adres drukarki (host).',
  )
  fireEvent.change(host, { target: { value: '192.168.1.50' } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz drukarkę' }))
  })
  await notified('Zapisano drukarkę Kuchnia.')
  t.same(callsTo('POST', '/api/printers').at(-1)!.body, {
    name: 'Kuchnia',
    kind: 'DIRECT',
    paperWidth: 58,
    copies: 1,
    kitchenTicket: 'ACCEPTED',
    courierCopy: true,
    codepage: 'cp852',
    ticketLanguage: 'en',
    maxAgeMinutes: 20,
    host: '192.168.1.50',
    port: 9100,
  })
  await within(panel).findByText('Kuchnia')
})

t.test('a CloudPRNT printer shows its Server URL; test page; delete asks first', async (t) => {
  const api = staffApi()
  const cloud = {
    ...PRINTER,
    id: 2,
    name: 'Bar',
    kind: 'CLOUDPRNT',
    host: null,
    port: null,
    cloudPrntUrl: 'https://sakanasushi.test/api/cloudprnt/2/s3cr3t',
    cloudPrnt: {
      serverUrl: 'https://sakanasushi.test/api/cloudprnt/2',
      username: 'printer-2',
      password: 's3cr3t',
    },
  }
  let printers: unknown[] = [cloud]
  api.handlers['GET /api/printers'] = () => json(200, { printers })
  api.handlers['POST /api/printers/2/test'] = () => json(202, { jobs: 1 })
  api.handlers['DELETE /api/printers/2'] = () => {
    printers = []
    return new Response(null, { status: 204 })
  }
  api.handlers['GET /api/kitchen'] = () => json(200, KITCHEN)
  api.handlers['GET /api/calendar'] = () => json(200, { from: '2026-11-25', to: '2027-01-23', days: [] })
  await signedIn(api)
  const panel = await openKitchen()
  fireEvent.click(await within(panel).findByRole('button', { name: 'Edytuj: Bar' }))
  t.ok(
    within(panel).getByText('https://sakanasushi.test/api/cloudprnt/2'),
    'the Server URL, without the secret',
  )
  t.ok(within(panel).getByText('s3cr3t'), 'the password to give the printer')
  t.ok(within(panel).getByText('https://sakanasushi.test/api/cloudprnt/2/s3cr3t'), 'the older form')
  t.equal(within(panel).queryByLabelText('Adres drukarki (host)'), null, 'no host for CloudPRNT')
  fireEvent.click(within(panel).getByRole('button', { name: 'Anuluj' }))
  await act(async () => {
    fireEvent.click(within(panel).getByRole('button', { name: 'Strona testowa: Bar' }))
  })
  await notified('Wysłano stronę testową do drukarki Bar.')
  fireEvent.click(within(panel).getByRole('button', { name: 'Usuń: Bar' }))
  const dialog = screen.getByRole('alertdialog')
  t.equal(document.activeElement?.textContent, 'Anuluj', 'the safe answer has the focus')
  t.equal(callsTo('DELETE', '/api/printers/2').length, 0, 'nothing deleted before confirming')
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń drukarkę' }))
  })
  await notified('Usunięto drukarkę Bar.')
  await within(panel).findByText('Nie ma jeszcze żadnej drukarki.')
})

t.test(
  'a new CloudPRNT secret: confirmed, sent, and the form shows the new password and address',
  async (t) => {
    const api = staffApi()
    const cloud = {
      ...PRINTER,
      id: 2,
      name: 'Bar',
      kind: 'CLOUDPRNT',
      host: null,
      port: null,
      cloudPrntUrl: 'https://sakanasushi.test/api/cloudprnt/2/old-secret',
      cloudPrnt: {
        serverUrl: 'https://sakanasushi.test/api/cloudprnt/2',
        username: 'printer-2',
        password: 'old-secret',
      },
    }
    const rotated = {
      ...cloud,
      cloudPrntUrl: 'https://sakanasushi.test/api/cloudprnt/2/new-secret',
      cloudPrnt: { ...cloud.cloudPrnt, password: 'new-secret' },
    }
    let printers: unknown[] = [cloud]
    api.handlers['GET /api/printers'] = () => json(200, { printers })
    api.handlers['PATCH /api/printers/2'] = () => {
      printers = [rotated]
      return json(200, rotated)
    }
    api.handlers['GET /api/kitchen'] = () => json(200, KITCHEN)
    api.handlers['GET /api/calendar'] = () => json(200, { from: '2026-11-25', to: '2027-01-23', days: [] })
    await signedIn(api)
    const panel = await openKitchen()
    fireEvent.click(await within(panel).findByRole('button', { name: 'Edytuj: Bar' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Nowy sekret drukarki' }))
    const dialog = screen.getByRole('alertdialog')
    t.equal(callsTo('PATCH', '/api/printers/2').length, 0, 'nothing changes before the owner confirms')
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Zmień sekret' }))
    })
    t.same(
      callsTo('PATCH', '/api/printers/2').map((c) => c.body),
      [{ newSecret: true }],
    )
    await notified('Drukarka Bar ma nowy sekret: wpisz go w jej ustawieniach.')
    t.ok(await within(panel).findByText('new-secret'), 'the new password is shown')
    t.ok(
      within(panel).getByText('https://sakanasushi.test/api/cloudprnt/2/new-secret'),
      'and the new address',
    )
    t.equal(within(panel).queryByText('old-secret'), null, 'the old one is gone')
  },
)
