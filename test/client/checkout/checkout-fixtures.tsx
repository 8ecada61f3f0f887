import { render, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { cart } from '#client/features/cart/cart.js'
import { Root } from '#client/Root.js'
import { NotificationStack } from '#client/shared/toast.js'
import { BuiltPageData } from '../helpers/page-data.js'

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const openStatus = {
  closed: false,
  reason: 'SCHEDULE',
  today: { date: '2026-11-25', opensAt: '13:00', closesAt: '22:00' },
  nextOpening: null,
  onlinePaymentAvailable: false,
  blikCodeAvailable: false,
}

export let calls: { url: string; init: RequestInit }[] = []
export function mockFetch(handler: Handler) {
  calls = []
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, init })
    return handler(url, init)
  }) as typeof fetch
}
export function statusHandler(closed = false): Handler {
  return (url) => {
    if (url === '/api/utils/isSiteClosed') return json(closed)
    if (url === '/api/site-status') return json({ ...openStatus, closed, reason: 'SCHEDULE' })
    return json({ statusCode: 404, message: 'nie ma' }, 404)
  }
}

/** Waits until `read()` returns `wanted` (waitFor retries only a callback that throws). */
export async function until<T>(read: () => T, wanted: T) {
  await waitFor(() => {
    if (read() !== wanted) throw new Error(`still ${String(read())}`)
  })
  return read()
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

export function renderAt(path: string, element: React.ReactNode, lang: 'pl' | 'en' = 'pl') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Root lang={lang} origin="https://sakanasushi.test">
        <BuiltPageData>
          <Routes>
            <Route path="/zamowienie/" element={element} />
            <Route path="/dziekujemy/" element={<Where />} />
          </Routes>
        </BuiltPageData>
        <NotificationStack />
      </Root>
    </MemoryRouter>,
  )
}

/** Before each test: an empty cart and empty browser storage. */
export function emptyBrowser() {
  localStorage.clear()
  sessionStorage.clear()
  cart.reset()
}
