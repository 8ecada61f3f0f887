/** The owner's "Dziennik zmian" tab: the entries in words, the filters, moving by periods, a refusal. */
import '../helpers/setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t, { type Test } from 'tap'
import { ManagePage } from '#client/pages/ManagePage.js'
import { Root } from '#client/Root.js'
import { callsTo, json, renderManage, restoreAfterTest, signIn, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

const me = (role: string) => () =>
  json(200, { username: 'kuchnia', role, pending: null, totpEnabled: false, recoveryCodesLeft: 0 })

const entry = (id: number, at: string, action: string, extra: object = {}) => ({
  id,
  at,
  action,
  username: 'ania',
  address: '192.0.2.10',
  target: null,
  before: null,
  after: null,
  ...extra,
})

// Wednesday 25 November 2026, 23:30 in Kraków (22:30 UTC): "today" is the 25th there.
const NOW = new Date('2026-11-25T22:30:00Z')

/** The week the log shows first: the six days before today and today. */
const WEEK = { from: '2026-11-19', to: '2026-11-25', truncated: false }

/** The fake API of an owner's session, the page's clock at NOW. */
function ownerAt(t: Test) {
  const clock = FakeTimers.install({ now: NOW, toFake: ['Date'] })
  t.teardown(() => clock.uninstall())
  const api = staffApi()
  api.handlers['GET /api/staff/me'] = me('OWNER')
  return api
}

async function openAudit() {
  renderManage()
  await signIn()
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Dziennik zmian' }))
  })
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const lines = [...cell.querySelectorAll('li')]
        return lines.length > 0 ? lines.map((li) => li.textContent).join(' | ') : cell.textContent
      }),
    )

t.test('the owner reads who did what, in words, in Warsaw time, newest first', async (t) => {
  const api = ownerAt(t)
  api.handlers['GET /api/audit'] = () =>
    json(200, {
      ...WEEK,
      entries: [
        entry(3, '2026-11-25T22:05:00.000Z', 'staff.update', {
          target: 'kucharz',
          before: { role: 'KITCHEN', disabled: false },
          after: { role: 'MANAGER', disabled: false, passwordReset: false },
        }),
        entry(2, '2026-11-25T18:40:00.000Z', 'site.pause', { after: { minutes: 30 } }),
        entry(1, '2026-11-19T08:00:00.000Z', 'auth.sign-in-failed', {
          username: null,
          address: '198.51.100.7',
        }),
        // The command line (npm run staff): no account, no address.
        entry(0, '2026-11-19T07:00:00.000Z', 'staff.totp-reset', {
          username: null,
          address: null,
          target: 'ania',
        }),
      ],
    })
  await openAudit()
  await screen.findByRole('table')
  t.match(callsTo('GET', '/api/audit')[0]!.url, /\?from=2026-11-19&to=2026-11-25$/)
  t.same(rows(), [
    [
      '25.11.2026, 23:05',
      'ania',
      'Zmiana konta (rola, stan, hasło)',
      'kucharz',
      'Rola: kuchnia → kierownik | Nowe pierwsze hasło: nie',
      '192.0.2.10',
    ],
    ['25.11.2026, 19:40', 'ania', 'Wstrzymanie zamówień', '—', 'Minuty: 30', '192.0.2.10'],
    ['19.11.2026, 09:00', '(nieznane konto)', 'Nieudane logowanie', '—', '—', '198.51.100.7'],
    ['19.11.2026, 08:00', '(wiersz poleceń)', 'Zresetowanie logowania dwuetapowego', 'ania', '—', '—'],
  ])
  t.ok(screen.getByText('Okres: 19.11.2026 – 25.11.2026'))
})

t.test('filters by account and dates, moves by periods, and offers a retry after a refusal', async (t) => {
  const api = ownerAt(t)
  let refuse = false
  api.handlers['GET /api/audit'] = () =>
    refuse
      ? json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Pole „to”: najwyżej 92 dni naraz.',
          code: 'INVALID_RANGE',
          field: 'to',
        })
      : json(200, {
          ...WEEK,
          truncated: true,
          entries: [entry(1, NOW.toISOString(), 'menu.edit')],
        })
  await openAudit()
  await screen.findByText(/Pokazano 1 najnowszych wpisów/)
  t.ok(
    (screen.getByRole('button', { name: 'Późniejsze dni (7) →' }) as HTMLButtonElement).disabled,
    'nothing later than today',
  )

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '← Wcześniejsze dni (7)' }))
  })
  await screen.findByRole('table')
  t.match(callsTo('GET', '/api/audit').at(-1)!.url, /\?from=2026-11-12&to=2026-11-18$/)

  const filters = screen.getByRole('form', { name: 'Filtry dziennika' })
  fireEvent.change(within(filters).getByLabelText('Od dnia'), { target: { value: '2026-11-01' } })
  fireEvent.change(within(filters).getByLabelText('Do dnia (włącznie)'), { target: { value: '2026-11-10' } })
  fireEvent.change(within(filters).getByLabelText('Konto (login, puste = wszystkie)'), {
    target: { value: ' kucharz ' },
  })
  await act(async () => {
    fireEvent.click(within(filters).getByRole('button', { name: 'Pokaż' }))
  })
  await screen.findByRole('table')
  t.match(callsTo('GET', '/api/audit').at(-1)!.url, /\?from=2026-11-01&to=2026-11-10&username=kucharz$/)
  t.ok(screen.getByRole('button', { name: '← Wcześniejsze dni (10)' }))

  refuse = true
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '← Wcześniejsze dni (10)' }))
  })
  const refusal = await screen.findByText('Pole „to”: najwyżej 92 dni naraz.')
  const alert = refusal.closest<HTMLElement>('[role="alert"]')!
  t.ok(alert, 'announced as an alert')
  refuse = false
  await act(async () => {
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }))
  })
  await screen.findByRole('table')
  t.match(callsTo('GET', '/api/audit').at(-1)!.url, /\?from=2026-10-22&to=2026-10-31&username=kucharz$/)
})

t.test('only the owner has the tab', async (t) => {
  for (const role of ['MANAGER', 'KITCHEN']) {
    const api = staffApi()
    api.handlers['GET /api/staff/me'] = me(role)
    renderManage()
    await signIn()
    await screen.findByRole('button', { name: 'Moje konto' })
    t.notOk(screen.queryByRole('button', { name: 'Dziennik zmian' }), `${role}: no audit tab`)
    t.equal(callsTo('GET', '/api/audit').length, 0)
    restoreAfterTest()
  }
})

t.test('in English: the actions, the fields and British dates', async (t) => {
  const api = ownerAt(t)
  api.handlers['GET /api/audit'] = () =>
    json(200, {
      ...WEEK,
      entries: [
        entry(1, '2026-11-25T22:05:00.000Z', 'staff.create', {
          target: 'kucharz',
          after: { role: 'KITCHEN' },
        }),
      ],
    })
  render(
    <MemoryRouter initialEntries={['/en/manage/']}>
      <Root lang="en" origin="https://sakanasushi.test">
        <ManagePage />
      </Root>
    </MemoryRouter>,
  )
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'kuchnia' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'dobre-haslo' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  })
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Audit log' }))
  })
  await screen.findByRole('table')
  t.same(rows(), [
    ['25/11/2026, 23:05', 'ania', 'Added an account', 'kucharz', 'Role: kitchen', '192.0.2.10'],
  ])
  t.ok(screen.getByRole('button', { name: '← Earlier days (7)' }))
})
