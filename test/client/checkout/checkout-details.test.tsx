/**
 * The checkout's details: chopsticks suggested from the cart and changed with − / +, sauces,
 * the invoice with its NIP checked as it is typed, the courier note, and the BLIK code field.
 */
import '../helpers/setup.js'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { OrderPage } from '#client/pages/OrderPage.js'
import {
  calls,
  emptyBrowser,
  json,
  mockFetch,
  openStatus,
  renderAt,
  statusHandler,
  until,
} from './checkout-fixtures.js'

t.beforeEach(emptyBrowser)
t.afterEach(() => cleanup())

const created = () => json({ id: 'K7Q2X9MPTDAB', number: 12, status: 'NEW', totals: {}, expectedAt: '' }, 201)

function serve(status: Record<string, unknown> = openStatus) {
  mockFetch((url, init) => {
    if (url === '/api/site-status') return json(status)
    if (url === '/api/order') return created()
    return statusHandler(false)(url, init)
  })
}

function fillContact() {
  fireEvent.change(screen.getByLabelText('Imię i nazwisko'), { target: { value: 'Anna Kowalska' } })
  fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '600 100 200' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.pl' } })
  fireEvent.click(screen.getByLabelText(/Akceptuję regulamin/))
}

function fillAddress() {
  fireEvent.change(screen.getByLabelText('Ulica'), { target: { value: 'Józefa' } })
  fireEvent.change(screen.getByLabelText('Nr domu'), { target: { value: '12' } })
  fireEvent.change(screen.getByLabelText('Kod pocztowy'), { target: { value: '31-056' } })
}

const sentOrder = async () => {
  await screen.findByTestId('where')
  return JSON.parse(String(calls.find((c) => c.url === '/api/order')!.init.body))
}
const pairs = () => (screen.getByLabelText('Pałeczki (pary)') as HTMLInputElement).value
const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked

t.test('chopsticks follow the cart until the guest changes them; sauces are on for sushi', async (t) => {
  cart.set('zestaw-lososiowy', 2)
  cart.set('napoj-sencha', 3)
  serve()
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  const suggestion = Number(pairs())
  t.ok(suggestion >= 2, `two sets need more than one pair (${suggestion})`)
  t.ok(screen.getByText(`Proponujemy ${suggestion} — ok. jedną parę na 10–12 kawałków.`))
  t.ok(checked('Sos sojowy') && checked('Imbir') && checked('Wasabi'), 'sauces on with sushi')
  t.notOk(checked('Sztućce'), 'no cutlery unless asked')

  cart.set('zestaw-lososiowy', 4)
  t.equal(await until(() => Number(pairs()) > suggestion, true), true, 'more sets, more pairs')
  fireEvent.click(screen.getByRole('button', { name: 'Więcej pałeczek' }))
  fireEvent.click(screen.getByRole('button', { name: 'Więcej pałeczek' }))
  fireEvent.click(screen.getByRole('button', { name: 'Mniej pałeczek' }))
  const chosen = Number(pairs())
  cart.set('zestaw-lososiowy', 1)
  t.equal(await until(() => Number(pairs()), chosen), chosen, 'the changed number stays')
  fireEvent.change(screen.getByLabelText('Pałeczki (pary)'), { target: { value: '25' } })
  t.equal(pairs(), '20', 'never more than 20')
  fireEvent.click(screen.getByLabelText('Wasabi'))
  fireEvent.click(screen.getByLabelText('Sztućce'))

  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fillContact()
  fireEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }))
  const sent = await sentOrder()
  t.same(sent.extras, { chopsticks: 20, soySauce: true, ginger: true, wasabi: false, cutlery: true })
  t.notOk('invoice' in sent, 'no invoice unless asked')
  t.notOk('deliveryNote' in sent, 'no courier note for pick-up')
})

t.test('drinks only: no chopsticks, sauces off', async (t) => {
  cart.set('napoj-sencha', 2)
  serve()
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  t.equal(pairs(), '0')
  t.equal((screen.getByRole('button', { name: 'Mniej pałeczek' }) as HTMLButtonElement).disabled, true)
  t.notOk(checked('Sos sojowy') || checked('Imbir') || checked('Wasabi'))
})

t.test('invoice: NIP judged as it is typed, address the same as the delivery address', async (t) => {
  cart.set('zestaw-lososiowy', 2)
  serve()
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  t.equal(screen.queryByLabelText('NIP'), null, 'hidden until asked for')
  fireEvent.click(screen.getByLabelText('Chcę fakturę na firmę'))
  const nip = screen.getByLabelText('NIP')
  fireEvent.change(nip, { target: { value: '774-000-14' } })
  t.equal(screen.queryByText('Nieprawidłowy NIP — sprawdź cyfry.'), null, 'not judged before ten digits')
  fireEvent.change(nip, { target: { value: '774-000-14-55' } })
  t.ok(screen.getByText('Nieprawidłowy NIP — sprawdź cyfry.'), 'a wrong checksum, before leaving the field')
  t.equal(nip.getAttribute('aria-invalid'), 'true')
  fireEvent.change(nip, { target: { value: 'PL 774-000-14-54' } })
  t.ok(screen.getByText('NIP poprawny.'))
  t.equal(nip.getAttribute('aria-invalid'), null)
  fireEvent.change(screen.getByLabelText('Nazwa firmy'), { target: { value: 'Orlen S.A.' } })
  t.ok(checked('Adres firmy taki sam jak adres dostawy'), 'the delivery address by default')
  fillAddress()
  fireEvent.change(screen.getByLabelText('Wskazówki dla kuriera'), {
    target: { value: 'Domofon 12, 3 piętro' },
  })
  fillContact()
  fireEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }))
  const sent = await sentOrder()
  t.same(sent.invoice, {
    nip: '7740001454',
    companyName: 'Orlen S.A.',
    address: { street: 'Józefa', buildingNumber: '12', postalCode: '31-056', city: 'Kraków' },
  })
  t.equal(sent.deliveryNote, 'Domofon 12, 3 piętro')
})

t.test('invoice: its own address, prefilled from the delivery address', async (t) => {
  cart.set('zestaw-lososiowy', 2)
  serve()
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  fillAddress()
  fireEvent.click(screen.getByLabelText('Chcę fakturę na firmę'))
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '5252674798' } })
  fireEvent.change(screen.getByLabelText('Nazwa firmy'), { target: { value: 'Allegro sp. z o.o.' } })
  fireEvent.click(screen.getByLabelText('Adres firmy taki sam jak adres dostawy'))
  const company = screen.getByRole('group', { name: 'Adres firmy' })
  const street = company.querySelector('input') as HTMLInputElement
  t.equal(street.value, 'Józefa', 'prefilled from the delivery address')
  fireEvent.change(street, { target: { value: 'Grunwaldzka' } })
  fillContact()
  fireEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }))
  const sent = await sentOrder()
  t.same(sent.invoice.address, {
    street: 'Grunwaldzka',
    buildingNumber: '12',
    postalCode: '31-056',
    city: 'Kraków',
  })
})

t.test('an invalid NIP stops the order', async (t) => {
  cart.set('zestaw-lososiowy', 1)
  serve()
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fireEvent.click(screen.getByLabelText('Chcę fakturę na firmę'))
  fireEvent.change(screen.getByLabelText('NIP'), { target: { value: '1234567890' } })
  fireEvent.change(screen.getByLabelText('Nazwa firmy'), { target: { value: 'Firma' } })
  t.ok(screen.getByRole('group', { name: 'Adres firmy' }), 'pick-up: the company address is asked for')
  fillContact()
  fireEvent.click(screen.getByRole('button', { name: /Zamawiam i płacę/ }))
  t.ok(await screen.findByText('Popraw zaznaczone pola formularza.'))
  t.notOk(
    calls.some((c) => c.url === '/api/order'),
    'nothing sent',
  )
})

t.test('BLIK: six digits typed on the page, only where the server offers the code', async (t) => {
  cart.set('zestaw-lososiowy', 1)
  serve({ ...openStatus, onlinePaymentAvailable: true })
  renderAt('/zamowienie/', <OrderPage />)
  await until(() => calls.some((c) => c.url === '/api/site-status'), true)
  fireEvent.click(await screen.findByRole('radio', { name: /Płatność online/ }))
  t.equal(screen.queryByLabelText('Kod BLIK'), null, 'no code field without PAYU_BLIK_CODE')
  cleanup()

  serve({ ...openStatus, onlinePaymentAvailable: true, blikCodeAvailable: true })
  renderAt('/zamowienie/', <OrderPage />)
  fireEvent.click(await screen.findByRole('radio', { name: /Płatność online/ }))
  t.ok(screen.getByRole('radio', { name: /^BLIK/ }), 'BLIK beside PayU’s other methods')
  const code = screen.getByLabelText('Kod BLIK')
  t.equal(code.getAttribute('autocomplete'), 'one-time-code')
  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fillContact()
  fireEvent.change(code, { target: { value: '12345' } })
  const submit = screen.getByRole('button', { name: /Zamawiam i płacę BLIK-iem/ })
  fireEvent.click(submit)
  t.ok(await screen.findByText('Kod BLIK ma 6 cyfr.'))
  t.notOk(calls.some((c) => c.url === '/api/order'))
  fireEvent.change(code, { target: { value: '777 123' } })
  fireEvent.click(submit)
  const sent = await sentOrder()
  t.equal(sent.paymentMethod, 'ONLINE')
  t.equal(sent.blikCode, '777123', 'sent without the space')
  t.equal(screen.getByTestId('where').textContent, '/dziekujemy/?id=K7Q2X9MPTDAB', 'no redirect to PayU')
})

t.test('BLIK: PayU’s page instead sends no code', async (t) => {
  cart.set('zestaw-lososiowy', 1)
  serve({ ...openStatus, onlinePaymentAvailable: true, blikCodeAvailable: true })
  renderAt('/zamowienie/', <OrderPage />)
  fireEvent.click(await screen.findByRole('radio', { name: /Płatność online/ }))
  fireEvent.click(screen.getByRole('radio', { name: /Przelew, karta lub BLIK w PayU/ }))
  t.equal(screen.queryByLabelText('Kod BLIK'), null)
  fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
  fillContact()
  fireEvent.click(screen.getByRole('button', { name: /Zamawiam i przechodzę do płatności/ }))
  const sent = await sentOrder()
  t.notOk('blikCode' in sent)
})
