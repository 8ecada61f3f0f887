/**
 * The owner's "Drukarki" settings in the kitchen tab (docs/printing.md, Printers): adding a printer,
 * a field refused by the API, the CloudPRNT URL (shown once a new one is saved), editing, a test
 * page, and deleting or a new secret only once confirmed.
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

const BAR = {
  ...PRINTER,
  id: 2,
  name: 'Bar',
  kind: 'CLOUDPRNT',
  host: null,
  port: null,
  copies: 2,
  codepage: 'windows1250',
  cloudPrntUrl: 'https://sakanasushi.test/api/cloudprnt/2/s3cr3t',
  cloudPrnt: {
    serverUrl: 'https://sakanasushi.test/api/cloudprnt/2',
    username: 'printer-2',
    password: 's3cr3t',
  },
}

function printersApi(printers: unknown[]) {
  const api = staffApi()
  api.handlers['GET /api/printers'] = () => json(200, { printers })
  api.handlers['GET /api/kitchen'] = () => json(200, KITCHEN)
  api.handlers['GET /api/calendar'] = () => json(200, { from: '2026-11-25', to: '2027-01-23', days: [] })
  return api
}

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
  const printers: unknown[] = [BAR]
  const api = printersApi(printers)
  api.handlers['POST /api/printers/2/test'] = () => json(202, { jobs: 1 })
  api.handlers['DELETE /api/printers/2'] = () => {
    printers.length = 0
    return new Response(null, { status: 204 })
  }
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
    const cloud = {
      ...BAR,
      cloudPrntUrl: 'https://sakanasushi.test/api/cloudprnt/2/old-secret',
      cloudPrnt: { ...BAR.cloudPrnt, password: 'old-secret' },
    }
    const rotated = {
      ...cloud,
      cloudPrntUrl: 'https://sakanasushi.test/api/cloudprnt/2/new-secret',
      cloudPrnt: { ...cloud.cloudPrnt, password: 'new-secret' },
    }
    const printers: unknown[] = [cloud]
    const api = printersApi(printers)
    api.handlers['PATCH /api/printers/2'] = () => {
      printers[0] = rotated
      return json(200, rotated)
    }
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

t.test(
  'a new CloudPRNT printer (two copies, Windows-1250) stays open with its Server URL once saved',
  async (t) => {
    const printers: unknown[] = []
    const api = printersApi(printers)
    api.handlers['POST /api/printers'] = () => {
      printers.push(BAR)
      return json(201, BAR)
    }
    await signedIn(api)
    const panel = await openKitchen()
    fireEvent.click(await within(panel).findByRole('button', { name: 'Dodaj drukarkę' }))
    const form = within(panel).getByRole('form', { name: 'Nowa drukarka' })
    fireEvent.change(within(form).getByLabelText('Nazwa'), { target: { value: 'Bar' } })
    fireEvent.change(within(form).getByLabelText('Rodzaj'), { target: { value: 'CLOUDPRNT' } })
    t.equal(within(form).queryByLabelText('Adres drukarki (host)'), null, 'no host for CloudPRNT')
    t.ok(within(form).getByText('Adres dla drukarki (z sekretem) pojawi się po zapisaniu.'))
    fireEvent.change(within(form).getByLabelText('Liczba kopii'), { target: { value: '2' } })
    fireEvent.change(within(form).getByLabelText('Strona kodowa (polskie litery)'), {
      target: { value: 'windows1250' },
    })
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Zapisz drukarkę' }))
    })
    await notified('Zapisano drukarkę Bar.')
    t.same(callsTo('POST', '/api/printers')[0]?.body, {
      name: 'Bar',
      kind: 'CLOUDPRNT',
      paperWidth: 80,
      copies: 2,
      kitchenTicket: 'PLACED',
      courierCopy: false,
      codepage: 'windows1250',
      ticketLanguage: 'pl',
      maxAgeMinutes: 30,
    })
    const saved = within(panel).getByRole('form', { name: 'Drukarka: Bar' })
    t.ok(within(saved).getByText('https://sakanasushi.test/api/cloudprnt/2'), 'the Server URL to type in')
    t.ok(within(saved).getByText('s3cr3t'), 'and its password')
  },
)

t.test(
  "a printer's new port is saved without its kind; 'Anuluj' in the secret and delete dialogs changes nothing",
  async (t) => {
    const api = printersApi([PRINTER, BAR])
    api.handlers['PATCH /api/printers/1'] = (call) => json(200, { ...PRINTER, ...(call.body as object) })
    await signedIn(api)
    const panel = await openKitchen()
    fireEvent.click(await within(panel).findByRole('button', { name: 'Edytuj: Kuchnia' }))
    const form = within(panel).getByRole('form', { name: 'Drukarka: Kuchnia' })
    t.equal((within(form).getByLabelText('Rodzaj') as HTMLSelectElement).disabled, true, 'the kind stays')
    fireEvent.change(within(form).getByLabelText('Port'), { target: { value: '9101' } })
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Zapisz drukarkę' }))
    })
    await notified('Zapisano drukarkę Kuchnia.')
    t.same(callsTo('PATCH', '/api/printers/1')[0]?.body, {
      name: 'Kuchnia',
      paperWidth: 80,
      copies: 1,
      kitchenTicket: 'PLACED',
      courierCopy: false,
      codepage: 'cp852',
      ticketLanguage: 'pl',
      maxAgeMinutes: 30,
      host: '192.168.1.50',
      port: 9101,
    })

    fireEvent.click(within(panel).getByRole('button', { name: 'Edytuj: Bar' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Nowy sekret drukarki' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Anuluj' }))
    t.equal(screen.queryByRole('alertdialog'), null, 'the question is gone')
    t.ok(within(panel).getByText('s3cr3t'), 'the printer keeps its password')
    fireEvent.click(within(panel).getByRole('button', { name: 'Usuń: Bar' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Anuluj' }))
    t.equal(screen.queryByRole('alertdialog'), null)
    t.same([callsTo('PATCH', '/api/printers/2').length, callsTo('DELETE', '/api/printers/2').length], [0, 0])
    t.ok(within(panel).getByRole('button', { name: 'Strona testowa: Bar' }), 'Bar is still there')
  },
)
