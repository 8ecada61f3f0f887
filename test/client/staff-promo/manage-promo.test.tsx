/**
 * The staff page's promo codes: list, create, deactivate, and the form's own checks.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen } from '@testing-library/react'
import t from 'tap'
import { promoCodeBody } from '#client/features/staff-promo/PromoCodesPanel.js'
import { callsTo, json, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

// ---------- Promo codes ----------

t.test('promo codes: list, create (server message on a 400), deactivate', async (t) => {
  const api = staffApi()
  const existing = {
    code: 'ZIMA10',
    type: 'PERCENTAGE',
    value: 10,
    active: true,
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
    maxUses: 100,
    uses: 3,
    usable: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    createdBy: 'kuchnia',
  }
  api.handlers['GET /api/promo-codes'] = () => json(200, [existing])
  api.handlers['POST /api/promo-codes'] = (call) => {
    const body = call.body as { code: string; value: number; type: string }
    if (body.value >= 100 && body.type === 'PERCENTAGE') {
      return json(400, {
        statusCode: 400,
        message: 'Nieprawidłowe pole „value”: rabat procentowy musi być mniejszy niż 100.',
        code: 'VALIDATION',
        field: 'value',
      })
    }
    return json(201, { ...existing, ...body, code: body.code.toUpperCase(), uses: 0, maxUses: null })
  }
  api.handlers['PATCH /api/promo-codes/ZIMA10'] = (call) =>
    json(200, { ...existing, active: (call.body as { active: boolean }).active, usable: false })
  await signedIn(api)

  fireEvent.click(screen.getByRole('button', { name: 'Kody promocyjne' }))
  const row = await screen.findByRole('row', { name: /ZIMA10/ })
  t.match(row.textContent, /10%/)
  t.match(row.textContent, /od 01\.11\.2026 do 31\.12\.2026/)
  t.match(row.textContent, /3 \/ 100/)
  t.match(row.textContent, /Aktywny/)

  fireEvent.change(screen.getByLabelText('Kod'), { target: { value: 'wiosna' } })
  fireEvent.change(screen.getByLabelText('Wartość (%)'), { target: { value: '150' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kod' }))
  })
  const error = await screen.findByText(
    'Nieprawidłowe pole „value”: rabat procentowy musi być mniejszy niż 100.',
  )
  t.equal(error.getAttribute('role'), 'alert')
  t.equal(screen.getByLabelText('Wartość (%)').getAttribute('aria-invalid'), 'true')
  t.same(
    [
      callsTo('POST', '/api/promo-codes')[0]!.headers.authorization,
      callsTo('POST', '/api/promo-codes')[0]!.cookie,
    ],
    ['Bearer T1', false],
    'the token from the page’s memory as a bearer header, no cookie',
  )

  fireEvent.change(screen.getByLabelText('Wartość (%)'), { target: { value: '15,5' } })
  fireEvent.change(screen.getByLabelText('Ważny do'), { target: { value: '2026-12-24' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kod' }))
  })
  await screen.findByRole('row', { name: /WIOSNA/ })
  t.same(callsTo('POST', '/api/promo-codes')[1]!.body, {
    code: 'wiosna',
    type: 'PERCENTAGE',
    value: 15.5,
    validTo: '2026-12-24',
  })

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Wyłącz kod ZIMA10' }))
  })
  await screen.findByRole('button', { name: 'Włącz kod ZIMA10' })
  t.same(callsTo('PATCH', '/api/promo-codes/ZIMA10')[0]!.body, { active: false })
  t.match(screen.getByRole('row', { name: /ZIMA10/ }).textContent, /Wyłączony/)
})

t.test('the promo form body: decimal comma, optional fields left out', async (t) => {
  t.same(
    promoCodeBody({
      code: ' LATO ',
      type: 'FIXED',
      value: '20,50',
      validFrom: '',
      validTo: '',
      maxUses: ' 5 ',
    }),
    { code: 'LATO', type: 'FIXED', value: 20.5, maxUses: 5 },
  )
})

t.test('the promo form checks code and value before calling the server', async (t) => {
  const api = staffApi()
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Kody promocyjne' }))
  await screen.findByText('Nie ma jeszcze kodów promocyjnych.')
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj kod' }))
  t.ok(screen.getByText('Podaj kod.'))
  t.equal(screen.getByLabelText('Kod').getAttribute('aria-invalid'), 'true')
  fireEvent.change(screen.getByLabelText('Kod'), { target: { value: 'LATO' } })
  fireEvent.change(screen.getByLabelText('Rodzaj'), { target: { value: 'FIXED' } })
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj kod' }))
  t.ok(screen.getByText('Podaj wartość rabatu, np. 10 lub 15,50.'))
  t.equal(screen.getByLabelText('Wartość (zł)').getAttribute('aria-invalid'), 'true')
  t.equal(callsTo('POST', '/api/promo-codes').length, 0, 'nothing sent')
})

t.test('the promo form keeps validity dates between 1900-01-01 and 2099-12-31', async (t) => {
  const api = staffApi()
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Kody promocyjne' }))
  await screen.findByText('Nie ma jeszcze kodów promocyjnych.')
  for (const label of ['Ważny od', 'Ważny do']) {
    t.equal(screen.getByLabelText(label).getAttribute('min'), '1900-01-01', `${label}: min`)
    t.equal(screen.getByLabelText(label).getAttribute('max'), '2099-12-31', `${label}: max`)
  }
  fireEvent.change(screen.getByLabelText('Kod'), { target: { value: 'ROK3000' } })
  fireEvent.change(screen.getByLabelText(/^Wartość/), { target: { value: '10' } })
  fireEvent.change(screen.getByLabelText('Ważny do'), { target: { value: '3000-01-01' } })
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj kod' }))
  t.ok(screen.getByText('Daty ważności muszą mieścić się między 01.01.1900 a 31.12.2099.'))
  t.equal(screen.getByLabelText('Ważny do').getAttribute('aria-invalid'), 'true', 'the field is marked')
  t.equal(callsTo('POST', '/api/promo-codes').length, 0, 'nothing sent')
})
