/**
 * A first sign-in that must change its password (docs/security.md, "Staff passwords"): it says how
 * many orders wait behind the form, in the language's plural form, and lists the password rules
 * before the first try.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen } from '@testing-library/react'
import t from 'tap'
import { callsTo, json, renderManage, restoreAfterTest, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

async function firstSignIn(lang: 'pl' | 'en', waitingOrders: number) {
  const api = staffApi()
  api.handlers['GET /api/staff/me'] = () =>
    json(200, {
      username: 'kuchnia',
      role: 'KITCHEN',
      pending: 'PASSWORD_CHANGE_REQUIRED',
      totpEnabled: false,
      recoveryCodesLeft: 0,
      waitingOrders,
      idleMinutes: 60,
    })
  renderManage(lang)
  const words = lang === 'pl' ? ['Login', 'Hasło', 'Zaloguj się'] : ['Username', 'Password', 'Sign in']
  fireEvent.change(screen.getByLabelText(words[0]!), { target: { value: 'kuchnia' } })
  fireEvent.change(screen.getByLabelText(words[1]!), { target: { value: 'dobre-haslo' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: words[2]! }))
  })
}

const waitingLine = () => document.querySelector('.manage-password [role="status"]')?.textContent ?? null
const rules = () => [...document.querySelectorAll('.manage-password-rules li')].map((li) => li.textContent)

t.test(
  'in Polish: why the password comes first, how many orders wait, the rules before any try',
  async (t) => {
    await firstSignIn('pl', 3)
    t.equal(
      (await screen.findByText(/czeka|waiting/, { selector: '[role="status"]' })).textContent,
      '3 zamówienia czekają — zmień hasło, aby je zobaczyć',
    )
    t.ok(screen.getByText('To Twoje pierwsze logowanie: ustaw własne hasło, zanim przejdziesz dalej.'))
    t.equal(screen.getByText('Nowe hasło:').tagName, 'P')
    t.strictSame(rules(), [
      'ma co najmniej 10 znaków,',
      'nie zawiera nazwy restauracji (Sakana Sushi),',
      'nie zawiera Twojego loginu (kuchnia),',
      'nie jest jednym z najczęściej używanych haseł.',
    ])
    t.equal(callsTo('POST', '/api/staff/me/password').length, 0, 'shown before the first try')
    const field = screen.getByLabelText('Nowe hasło (co najmniej 10 znaków)')
    const describedBy = field.getAttribute('aria-describedby') ?? ''
    t.match(
      document.getElementById(describedBy)?.textContent ?? '',
      /ma co najmniej 10 znaków/,
      'the field reads its rules',
    )
    t.equal(callsTo('GET', '/api/orders').length, 0, 'no order is read')
  },
)

for (const [count, line] of [
  [1, '1 zamówienie czeka — zmień hasło, aby je zobaczyć'],
  [4, '4 zamówienia czekają — zmień hasło, aby je zobaczyć'],
  [5, '5 zamówień czeka — zmień hasło, aby je zobaczyć'],
  [12, '12 zamówień czeka — zmień hasło, aby je zobaczyć'],
  [22, '22 zamówienia czekają — zmień hasło, aby je zobaczyć'],
] as const) {
  t.test(`Polish plural: ${count}`, async (t) => {
    await firstSignIn('pl', count)
    t.equal((await screen.findByText(/czeka|waiting/, { selector: '[role="status"]' })).textContent, line)
  })
}

t.test('with no order waiting there is no count, only the reason and the rules', async (t) => {
  await firstSignIn('pl', 0)
  await screen.findByText('To Twoje pierwsze logowanie: ustaw własne hasło, zanim przejdziesz dalej.')
  t.equal(waitingLine(), null)
  t.equal(rules().length, 4)
})

t.test('in English', async (t) => {
  await firstSignIn('en', 3)
  t.equal(
    (await screen.findByText(/czeka|waiting/, { selector: '[role="status"]' })).textContent,
    '3 orders are waiting — change your password to see them',
  )
  t.strictSame(rules(), [
    'has at least 10 characters,',
    'does not contain the restaurant’s name (Sakana Sushi),',
    'does not contain your login (kuchnia),',
    'is not one of the most common passwords.',
  ])
  restoreAfterTest()
  await firstSignIn('en', 1)
  t.equal(
    (await screen.findByText(/czeka|waiting/, { selector: '[role="status"]' })).textContent,
    '1 order is waiting — change your password to see it',
  )
})
