/**
 * The checkout's invoice fields filled in from the VAT White List: a valid NIP asks our server
 * (GET /api/invoice/company), the company's name and address fill the fields, which stay
 * editable; a NIP that is not an active VAT payer, one the register does not know, and a register
 * that cannot be asked each leave a note, and the order goes on.
 */
import '../helpers/setup.js'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { OrderPage } from '#client/pages/OrderPage.js'
import { calls, emptyBrowser, json, mockFetch, renderAt, statusHandler, until } from './checkout-fixtures.js'

t.beforeEach(emptyBrowser)
t.afterEach(() => cleanup())

const MGBI = {
  nip: '7010446505',
  name: 'MGBI SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  vatStatus: 'ACTIVE',
  activeVatPayer: true,
  address: { street: 'ŻURAWIA', buildingNumber: '6/12/766', postalCode: '00-503', city: 'WARSZAWA' },
  addressText: 'ŻURAWIA 6/12/766, 00-503 WARSZAWA',
  checkedOn: '2027-01-15',
}

const created = () => json({ id: 'K7Q2X9MPTDAB', number: 12, status: 'NEW', totals: {}, expectedAt: '' }, 201)

function serve(company: (nip: string) => Response) {
  mockFetch((url, init) => {
    const m = /^\/api\/invoice\/company\?nip=(\d+)$/.exec(url)
    if (m) return company(m[1]!)
    if (url === '/api/order') return created()
    return statusHandler(false)(url, init)
  })
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value
const lookups = () => calls.filter((c) => c.url.startsWith('/api/invoice/company'))

async function openInvoice() {
  cart.set('zestaw-lososiowy', 2)
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  fireEvent.click(screen.getByLabelText('Chcę fakturę na firmę'))
}

t.test('a valid NIP fills the company name and its own address from the register', async (t) => {
  serve(() => json(MGBI))
  cart.set('zestaw-lososiowy', 2)
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  // The delivery address first (its fields share their labels with the company's address).
  fireEvent.change(screen.getByLabelText('Ulica'), { target: { value: 'Józefa' } })
  fireEvent.change(screen.getByLabelText('Nr domu'), { target: { value: '12' } })
  fireEvent.change(screen.getByLabelText('Kod pocztowy'), { target: { value: '31-056' } })
  fireEvent.click(screen.getByLabelText('Chcę fakturę na firmę'))
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '701-044-65' } })
  t.equal(lookups().length, 0, 'nothing asked before ten digits')
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '701-044-65-06' } })
  t.equal(lookups().length, 0, 'nothing asked for a wrong checksum')
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: 'PL 701-044-65-05' } })
  t.ok(await screen.findByText(/Uzupełniliśmy nazwę i adres firmy z wykazu podatników VAT/))
  t.same(
    lookups().map((c) => c.url),
    ['/api/invoice/company?nip=7010446505'],
    'asked once, with the digits',
  )
  t.equal(value('Nazwa firmy'), 'MGBI SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ')
  const checkbox = screen.getByLabelText('Adres firmy taki sam jak adres dostawy') as HTMLInputElement
  t.notOk(checkbox.checked, 'a delivery: the company gets its own address')
  const company = screen.getByRole('group', { name: 'Adres firmy' })
  const inputs = [...company.querySelectorAll('input')].map((i) => (i as HTMLInputElement).value)
  t.same(inputs, ['ŻURAWIA', '6/12/766', '00-503', 'WARSZAWA'])

  // The fields stay editable, and what the guest types is sent.
  fireEvent.change(screen.getByLabelText('Nazwa firmy'), { target: { value: 'MGBI sp. z o.o.' } })
  fireEvent.change(screen.getByLabelText('Imię i nazwisko'), { target: { value: 'Anna Kowalska' } })
  fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '600 100 200' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.pl' } })
  fireEvent.click(screen.getByLabelText(/Akceptuję regulamin/))
  fireEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }))
  await screen.findByTestId('where')
  const sent = JSON.parse(String(calls.find((c) => c.url === '/api/order')!.init.body))
  t.same(sent.invoice, {
    nip: '7010446505',
    companyName: 'MGBI sp. z o.o.',
    address: { street: 'ŻURAWIA', buildingNumber: '6/12/766', postalCode: '00-503', city: 'WARSZAWA' },
  })
  t.equal(lookups().length, 1, 'not asked again')
})

t.test("another NIP clears the previous company's data, but not what the guest changed", async (t) => {
  serve((nip) =>
    nip === MGBI.nip
      ? json(MGBI)
      : json({ statusCode: 404, error: 'Not Found', message: '…', code: 'NIP_NOT_FOUND', field: 'nip' }, 404),
  )
  await openInvoice()
  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '7010446505' } })
  await screen.findByText(/Uzupełniliśmy nazwę i adres firmy/)
  const company = screen.getByRole('group', { name: 'Adres firmy' })
  const street = company.querySelector('input') as HTMLInputElement
  t.equal(street.value, 'ŻURAWIA')
  fireEvent.change(street, { target: { value: 'Józefa' } })
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '5260250274' } })
  await screen.findByText(/Tego NIP nie ma w wykazie podatników VAT/)
  t.equal(value('Nazwa firmy'), '', "the previous company's name is gone")
  const inputs = [...company.querySelectorAll('input')].map((i) => (i as HTMLInputElement).value)
  t.same(inputs, ['Józefa', '', '', ''], 'what the guest typed stays')
})

t.test('a NIP that is not an active VAT payer: filled, with a warning naming its status', async (t) => {
  serve(() => json({ ...MGBI, vatStatus: 'EXEMPT', activeVatPayer: false }))
  await openInvoice()
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '7010446505' } })
  t.ok(
    await screen.findByText(
      'Uwaga: ten NIP nie jest czynnym podatnikiem VAT (w wykazie: zwolniony). Sprawdź, czy to właściwy numer.',
    ),
  )
  t.equal(value('Nazwa firmy'), MGBI.name)
})

t.test('a NIP the register does not know: a note, the fields left to the guest', async (t) => {
  serve(() =>
    json(
      {
        statusCode: 404,
        error: 'Not Found',
        message: 'Tego NIP nie ma',
        code: 'NIP_NOT_FOUND',
        field: 'nip',
      },
      404,
    ),
  )
  await openInvoice()
  fireEvent.change(screen.getByLabelText('Nazwa firmy'), { target: { value: 'Moja Firma' } })
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '5260250274' } })
  t.ok(await screen.findByText(/Tego NIP nie ma w wykazie podatników VAT. Sprawdź numer/))
  t.equal(value('Nazwa firmy'), 'Moja Firma', 'what the guest typed stays')
})

t.test('the register down: a short note, and the company is typed by hand', async (t) => {
  serve(() =>
    json(
      { statusCode: 503, error: 'Service Unavailable', message: '…', code: 'WHITE_LIST_UNAVAILABLE' },
      503,
    ),
  )
  await openInvoice()
  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '7010446505' } })
  t.ok(
    await screen.findByText(
      'Nie udało się teraz sprawdzić NIP w wykazie podatników VAT. Wpisz dane firmy ręcznie.',
    ),
  )
  const name = screen.getByLabelText('Nazwa firmy') as HTMLInputElement
  t.equal(name.value, '')
  t.notOk(name.disabled || name.readOnly, 'editable')
  fireEvent.change(name, { target: { value: 'MGBI sp. z o.o.' } })
  t.equal(name.value, 'MGBI sp. z o.o.')
})

t.test('a network failure is the same note; in English too', async (t) => {
  serve(() => {
    throw new TypeError('Failed to fetch')
  })
  cart.set('zestaw-lososiowy', 2)
  renderAt('/zamowienie/', <OrderPage />, 'en')
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  fireEvent.click(screen.getByLabelText('I need a VAT invoice for a company'))
  fireEvent.change(screen.getByLabelText('NIP (tax number)'), { target: { value: '7010446505' } })
  t.ok(
    await screen.findByText(
      'We could not check the NIP in the VAT taxpayer register just now. Please type the company details yourself.',
    ),
  )
})
