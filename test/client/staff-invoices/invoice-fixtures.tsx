/** The invoice tests' shared parts: a signed-in session of a role in either language, and invoice states. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { StaffOrder } from '#schemas/orders.js'
import { json, renderManage, type staffApi } from '../helpers/staff-fake-api.js'

export const me = (role: 'OWNER' | 'MANAGER' | 'KITCHEN') => () =>
  json(200, {
    username: 'kuchnia',
    role,
    pending: null,
    totpEnabled: false,
    recoveryCodesLeft: 0,
    idleMinutes: 60,
  })

const WORDS = {
  pl: {
    login: 'Login',
    password: 'Hasło',
    submit: 'Zaloguj się',
    signedIn: 'Zalogowano jako kuchnia',
    live: 'Na żywo',
  },
  en: {
    login: 'Username',
    password: 'Password',
    submit: 'Sign in',
    signedIn: 'Signed in as kuchnia',
    live: 'Live',
  },
}

/** Signs in through the page in `lang` and waits for the board's stream to be live. */
export async function signedInAs(api: ReturnType<typeof staffApi>, lang: 'pl' | 'en') {
  const w = WORDS[lang]
  renderManage(lang)
  fireEvent.change(screen.getByLabelText(w.login), { target: { value: 'kuchnia' } })
  fireEvent.change(screen.getByLabelText(w.password), { target: { value: 'dobre-haslo' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: w.submit }))
  })
  await screen.findByText(w.signedIn)
  await waitFor(() => {
    if (api.stream.opened() === 0) throw new Error('stream not opened yet')
  })
  await act(async () => {
    api.stream.send('retry: 3000\nevent: ready\ndata: {"heartbeatMs":25000}\n\n')
  })
  await screen.findByText(w.live)
}

/** An office's invoice in a given state (the company of the checkout, then what became of it). */
export function invoice(
  state: Partial<NonNullable<StaffOrder['invoice']>> = {},
): NonNullable<StaffOrder['invoice']> {
  return {
    nip: '7740001454',
    companyName: 'Orlen S.A.',
    address: {
      street: 'ul. Chemików',
      buildingNumber: '7',
      apartment: null,
      postalCode: '09-411',
      city: 'Płock',
    },
    status: 'REQUESTED',
    number: null,
    ksefNumber: null,
    issuedAt: null,
    lastError: null,
    correction: null,
    ...state,
  }
}
