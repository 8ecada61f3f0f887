/** The owner's "Faktury / KSeF" tab: the company, the environment, the token never shown, numbering, the check. */
import '../helpers/setup.js'
import { act, fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import { callsTo, json, recordedCalls, restoreAfterTest, staffApi } from '../helpers/staff-fake-api.js'
import { me, signedInAs } from './invoice-fixtures.js'

t.afterEach(restoreAfterTest)

const SETTINGS = {
  active: false,
  enabled: null,
  missing: ['token KSeF'],
  environment: 'production',
  apiUrl: 'https://api.ksef.mf.gov.pl/v2',
  sellerNip: '6762465290',
  sellerName: 'Sakana Sushi sp. z o.o.',
  sellerAddressLine1: 'ul. Miodowa 12',
  sellerAddressLine2: '31-055 Kraków',
  numberPattern: 'FV/{YYYY}/{MM}/{n}',
  nextNumber: 'FV/2026/11/3',
  token: null,
}

function ownerApi() {
  const api = staffApi()
  api.handlers['GET /api/staff/me'] = me('OWNER')
  api.handlers['GET /api/invoices/settings'] = () => json(200, SETTINGS)
  return api
}

async function openTab(name: string) {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name }))
  })
  return screen.findByRole('region', {
    name: name === 'Faktury / KSeF' ? 'Faktury w KSeF' : 'Invoices in KSeF',
  })
}

t.test('only the owner has the tab', async (t) => {
  const api = staffApi()
  api.handlers['GET /api/staff/me'] = me('MANAGER')
  await signedInAs(api, 'pl')
  await screen.findByRole('button', { name: 'Raport dnia' })
  t.equal(screen.queryByRole('button', { name: 'Faktury / KSeF' }), null, 'a manager has no such tab')
  t.same(callsTo('GET', '/api/invoices/settings'), [])
})

t.test('the owner sets the company, the environment and a new token; the token is never shown', async (t) => {
  const api = ownerApi()
  let saved: object = {}
  api.handlers['PUT /api/invoices/settings'] = (call) => {
    saved = call.body as object
    return json(200, {
      ...SETTINGS,
      active: true,
      missing: [],
      environment: 'test',
      apiUrl: 'https://api-test.ksef.mf.gov.pl/v2',
      sellerName: 'Sakana Sushi Kraków sp. z o.o.',
      token: 'SETTINGS',
    })
  }
  await signedInAs(api, 'pl')
  const panel = await openTab('Faktury / KSeF')
  const w = within(panel)
  t.match(panel.textContent, 'Faktury nie są wystawiane. Brakuje: token KSeF.')
  t.equal((w.getByLabelText('NIP') as HTMLInputElement).value, '6762465290')
  t.equal((w.getByLabelText('Adres: kod pocztowy i miejscowość') as HTMLInputElement).value, '31-055 Kraków')
  t.equal(w.getByTestId('invoice-token-state').textContent, 'Token nie jest ustawiony.')
  t.equal(w.getByTestId('invoice-next-number').textContent, 'Następna faktura: FV/2026/11/3')
  t.equal(w.queryByLabelText('Nowy token KSeF'), null, 'no token field until asked for')

  fireEvent.change(w.getByLabelText('Nazwa'), { target: { value: 'Sakana Sushi Kraków sp. z o.o.' } })
  fireEvent.change(w.getByLabelText('Środowisko KSeF'), { target: { value: 'test' } })
  fireEvent.click(w.getByRole('button', { name: 'Ustaw token' }))
  const tokenField = w.getByLabelText('Nowy token KSeF') as HTMLInputElement
  t.equal(tokenField.type, 'password')
  fireEvent.change(tokenField, { target: { value: '20261128-EC-ABCDEF|nip-6762465290|secret' } })
  await act(async () => {
    fireEvent.click(w.getByRole('button', { name: 'Zapisz ustawienia faktur' }))
  })
  t.same(
    saved,
    {
      sellerName: 'Sakana Sushi Kraków sp. z o.o.',
      environment: 'test',
      token: '20261128-EC-ABCDEF|nip-6762465290|secret',
    },
    'only what changed, the token as typed',
  )
  t.match(panel.textContent, 'Faktury są wystawiane.')
  t.equal(
    w.getByTestId('invoice-token-state').textContent,
    'Token jest zapisany w ustawieniach (nie jest pokazywany).',
  )
  t.match(panel.textContent, 'Adres API: https://api-test.ksef.mf.gov.pl/v2')
  t.equal(w.queryByLabelText('Nowy token KSeF'), null, 'the field is gone after saving')
  t.notMatch(document.body.innerHTML, 'secret', 'the token is nowhere on the page')
  t.same(callsTo('PUT', '/api/invoices/settings')[0]?.headers.authorization, 'Bearer T1')
})

t.test("'Nie zmieniaj tokenu' drops the typed token; switching invoices off is sent alone", async (t) => {
  const api = ownerApi()
  api.handlers['PUT /api/invoices/settings'] = (call) => json(200, { ...SETTINGS, ...(call.body as object) })
  await signedInAs(api, 'pl')
  const w = within(await openTab('Faktury / KSeF'))
  fireEvent.click(w.getByRole('button', { name: 'Ustaw token' }))
  fireEvent.change(w.getByLabelText('Nowy token KSeF'), {
    target: { value: '20261128-EC-FEDCBA|nip-6762465290|x' },
  })
  fireEvent.click(w.getByRole('button', { name: 'Nie zmieniaj tokenu' }))
  t.equal(w.queryByLabelText('Nowy token KSeF'), null, 'the field is gone')
  // Asked again, the field starts empty: the dropped token is not kept in the page.
  fireEvent.click(w.getByRole('button', { name: 'Ustaw token' }))
  t.equal((w.getByLabelText('Nowy token KSeF') as HTMLInputElement).value, '')
  fireEvent.click(w.getByRole('button', { name: 'Nie zmieniaj tokenu' }))
  const enabled = w.getByLabelText('Wystawiaj faktury w KSeF') as HTMLInputElement
  t.equal(enabled.checked, true, 'on unless the owner turned it off')
  fireEvent.click(enabled)
  await act(async () => {
    fireEvent.click(w.getByRole('button', { name: 'Zapisz ustawienia faktur' }))
  })
  t.same(
    callsTo('PUT', '/api/invoices/settings').map((call) => call.body),
    [{ enabled: false }],
    'no token, nothing else',
  )
  t.equal((w.getByLabelText('Wystawiaj faktury w KSeF') as HTMLInputElement).checked, false)
})

t.test(
  "the API's refusal shows at the field it names; the connection check says the server's words",
  async (t) => {
    const api = ownerApi()
    api.handlers['PUT /api/invoices/settings'] = () =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'NIP sprzedawcy jest nieprawidłowy: 10 cyfr z poprawną cyfrą kontrolną.',
        code: 'INVALID_NIP',
        field: 'sellerNip',
      })
    api.handlers['POST /api/invoices/settings/check'] = () =>
      json(200, {
        ok: false,
        message: 'KSeF nie przyjął tokenu: token jest nieprawidłowy albo unieważniony.',
      })
    await signedInAs(api, 'pl')
    const panel = await openTab('Faktury / KSeF')
    const w = within(panel)
    const nip = w.getByLabelText('NIP')
    fireEvent.change(nip, { target: { value: '1234567890' } })
    await act(async () => {
      fireEvent.click(w.getByRole('button', { name: 'Zapisz ustawienia faktur' }))
    })
    t.equal(nip.getAttribute('aria-invalid'), 'true')
    const described = document.getElementById(nip.getAttribute('aria-describedby') ?? '')
    t.equal(described?.textContent, 'NIP sprzedawcy jest nieprawidłowy: 10 cyfr z poprawną cyfrą kontrolną.')
    t.same(callsTo('PUT', '/api/invoices/settings')[0]?.body, { sellerNip: '1234567890' })

    await act(async () => {
      fireEvent.click(w.getByRole('button', { name: 'Sprawdź połączenie' }))
    })
    t.equal(
      w.getByTestId('invoice-check').textContent,
      'KSeF nie przyjął tokenu: token jest nieprawidłowy albo unieważniony.',
    )
    t.equal(callsTo('POST', '/api/invoices/settings/check').length, 1)
  },
)

t.test('in English: the same panel, the pattern refused at its field', async (t) => {
  const api = ownerApi()
  api.handlers['GET /api/invoices/settings'] = () => json(200, { ...SETTINGS, token: 'CONFIGURATION' })
  api.handlers['PUT /api/invoices/settings'] = () =>
    json(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Wzór musi zawierać {n} dokładnie raz.',
      code: 'INVALID_NUMBER_PATTERN',
      field: 'numberPattern',
    })
  await signedInAs(api, 'en')
  const panel = await openTab('Invoices / KSeF')
  const w = within(panel)
  t.equal(
    w.getByTestId('invoice-token-state').textContent,
    "The token comes from the server's configuration (never shown).",
  )
  t.ok(w.getByRole('button', { name: 'Replace the token' }))
  t.equal(w.getByTestId('invoice-next-number').textContent, 'Next invoice: FV/2026/11/3')
  const pattern = w.getByLabelText('Number pattern')
  fireEvent.change(pattern, { target: { value: 'FV/{YYYY}' } })
  await act(async () => {
    fireEvent.click(w.getByRole('button', { name: 'Save the invoice settings' }))
  })
  t.equal(pattern.getAttribute('aria-invalid'), 'true')
  t.match(panel.textContent, 'Wzór musi zawierać {n} dokładnie raz.')
  t.ok(
    recordedCalls().every((c) => !JSON.stringify(c.body ?? '').includes('token')),
    'no token sent',
  )
})
