/**
 * The recovery codes shown once after two-factor sign-in is turned on (docs/security.md,
 * "Two-factor sign-in") can be copied, downloaded as a text file and printed alone.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen } from '@testing-library/react'
import t from 'tap'
import { json, notified, renderManage, restoreAfterTest, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

const CODES = Array.from({ length: 10 }, (_, i) => `kod${i}-aaaa-bbbb-cccc`)

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}

/** Signs in as "kuchnia", whose role requires two-factor, and turns it on. */
async function turnOn(lang: 'pl' | 'en') {
  const api = staffApi()
  let me = {
    username: 'kuchnia',
    role: 'OWNER',
    pending: 'TOTP_ENROLMENT_REQUIRED' as string | null,
    totpEnabled: false,
    recoveryCodesLeft: 0,
    idleMinutes: 60,
  }
  api.handlers['GET /api/staff/me'] = () => json(200, me)
  api.handlers['POST /api/staff/me/totp'] = () =>
    json(200, { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Sakana:kuchnia', qrSvg: '<svg/>' })
  api.handlers['POST /api/staff/me/totp/confirm'] = () => {
    me = { ...me, pending: null, totpEnabled: true, recoveryCodesLeft: 10 }
    return json(200, { recoveryCodes: CODES, token: 'TOKEN-AFTER-TWO-FACTOR' })
  }
  renderManage(lang)
  const pl = lang === 'pl'
  fireEvent.change(screen.getByLabelText(pl ? 'Login' : 'Username'), { target: { value: 'kuchnia' } })
  fireEvent.change(screen.getByLabelText(pl ? 'Hasło' : 'Password'), { target: { value: 'dobre-haslo' } })
  await click(pl ? 'Zaloguj się' : 'Sign in')
  const start = pl ? 'Włącz logowanie dwuetapowe' : 'Turn on two-step sign-in'
  await screen.findByRole('button', { name: start }, { timeout: 5000 })
  await click(start)
  const first = await screen.findByLabelText(
    pl ? 'Pierwszy kod z aplikacji (6 cyfr)' : 'First code from the app (6 digits)',
  )
  fireEvent.change(first, { target: { value: '246810' } })
  fireEvent.change(screen.getByLabelText(pl ? 'Twoje hasło (potwierdzenie)' : 'Your password (to confirm)'), {
    target: { value: 'dobre-haslo' },
  })
  await act(async () => {
    fireEvent.submit(first.closest('form')!)
  })
  await screen.findByText(CODES[0]!)
}

const FILE_PL = [
  'Sakana Sushi (https://sakanasushi.test/manage/) — kody odzyskiwania konta kuchnia',
  'Każdy kod pozwala zalogować się jeden raz bez telefonu.',
  '',
  ...CODES,
  '',
].join('\n')

t.test('Kopiuj puts the codes, the site and the account on the clipboard', async (t) => {
  let copied: string | null = null
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        copied = text
      },
    },
  })
  t.teardown(() => Reflect.deleteProperty(navigator, 'clipboard'))
  await turnOn('pl')
  await click('Kopiuj')
  t.equal(copied, FILE_PL)
  await notified('Kody skopiowane.')
})

t.test('a refused clipboard says to download or print instead', async (t) => {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async () => Promise.reject(new Error('NotAllowedError')) },
  })
  t.teardown(() => Reflect.deleteProperty(navigator, 'clipboard'))
  await turnOn('pl')
  await click('Kopiuj')
  await notified('Nie udało się skopiować: pobierz albo wydrukuj kody.')
})

t.test('Pobierz (.txt) is a link to a text file named after the site and the account', async (t) => {
  await turnOn('pl')
  const link = screen.getByRole('link', { name: 'Pobierz (.txt)' })
  t.equal(link.getAttribute('download'), 'sakana-sushi-kody-odzyskiwania-kuchnia.txt')
  const href = link.getAttribute('href') ?? ''
  t.ok(href.startsWith('data:text/plain;charset=utf-8,'))
  t.equal(decodeURIComponent(href.slice('data:text/plain;charset=utf-8,'.length)), FILE_PL)
})

t.test('Drukuj prints a sheet with only the codes, then takes it away', async (t) => {
  let printed: string[] | null = null
  const realPrint = window.print
  window.print = () => {
    printed = [...document.querySelectorAll('body > .manage-print-root li')].map((li) => li.textContent ?? '')
  }
  t.teardown(() => {
    window.print = realPrint
  })
  await turnOn('pl')
  await click('Drukuj')
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 80))
  })
  t.strictSame(printed, CODES, 'the ten codes are what is printed')
  const sheet = document.querySelector('body > .manage-print-root')
  t.equal(
    sheet?.querySelector('p')?.textContent,
    'Sakana Sushi (https://sakanasushi.test/manage/) — kody odzyskiwania konta kuchnia',
  )
  t.equal(sheet?.querySelectorAll('button, input, a').length, 0, 'nothing of the page on the sheet')
  await act(async () => {
    window.dispatchEvent(new window.Event('afterprint'))
  })
  t.equal(document.querySelector('.manage-print-root'), null, 'gone after printing')
})

t.test('in English: Copy, Download (.txt), Print and an English file', async (t) => {
  await turnOn('en')
  t.ok(screen.getByRole('button', { name: 'Copy' }))
  t.ok(screen.getByRole('button', { name: 'Print' }))
  const link = screen.getByRole('link', { name: 'Download (.txt)' })
  t.equal(link.getAttribute('download'), 'sakana-sushi-recovery-codes-kuchnia.txt')
  const text = decodeURIComponent(
    (link.getAttribute('href') ?? '').replace('data:text/plain;charset=utf-8,', ''),
  )
  t.equal(
    text.split('\n').slice(0, 2).join('\n'),
    'Sakana Sushi (https://sakanasushi.test/manage/) — recovery codes of the account kuchnia\nEach code signs you in once without your phone.',
  )
})
