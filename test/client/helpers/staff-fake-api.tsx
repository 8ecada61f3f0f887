/**
 * The staff page's component tests (test/client/manage-*.test.tsx) share this: a small fake server
 * behind globalThis.fetch (recording every call), a text/event-stream the test writes to, a staff
 * order, the fake API of a signed-in session, and the steps of signing in.
 *
 * The fake plays the remembered device's cookie too: a successful POST /api/login with `remember`
 * sets it, POST /api/logout clears it; POST /api/staff/device/token answers a fresh token while it
 * is set, 401 otherwise. `call.cookie` says whether a call carried it (only that route's can).
 * A staff call without `Authorization: Bearer` is refused with 401, as the server does.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { ManagePage } from '#client/pages/ManagePage.js'
import { Root } from '#client/Root.js'
import { NotificationStack } from '#client/shared/toast.js'
import type { StaffOrder } from '#schemas/orders.js'

interface Call {
  method: string
  url: string
  headers: Record<string, string>
  body: unknown
  /** The remembered device's cookie went with the call. */
  cookie: boolean
  /** The call's HTTP cache mode ('no-store': never a copy the browser kept). */
  cache: RequestCache | undefined
}
type Handler = (call: Call, init: RequestInit | undefined) => Response | Promise<Response>

const realFetch = globalThis.fetch
let calls: Call[] = []
let routes: Record<string, Handler> = {}
let deviceCookie = false

/** This browser was remembered at sign-in (a kitchen tablet's reload); call after installFetch. */
export function withRememberedDevice() {
  deviceCookie = true
  // What the page keeps after such a sign-in (no name, no token).
  localStorage.setItem('staffDevice', '1')
}

const NO_SESSION = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Brak autoryzacji — zaloguj się ponownie.',
  code: 'UNAUTHORIZED',
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export function installFetch(handlers: Record<string, Handler>) {
  calls = []
  routes = handlers
  deviceCookie = false
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    )
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const path = url.split('?')[0]!
    const deviceRoute = path === '/api/staff/device/token'
    const call = { method, url, headers, body, cookie: deviceCookie && deviceRoute, cache: init?.cache }
    calls.push(call)
    const staffRoute =
      /^\/api\/(staff|orders|promo-codes|printers|invoices|utils\/(open|close|reset)|logout)/.test(path)
    if (staffRoute && !deviceRoute && !headers.authorization?.startsWith('Bearer '))
      return json(401, NO_SESSION)
    if (deviceRoute && !routes[`${method} ${path}`])
      return deviceCookie ? json(200, { token: 'DEVICE-TOKEN', username: 'kuchnia' }) : json(401, NO_SESSION)
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${url}`]
    if (!handler) return json(404, { message: `no fake for ${method} ${url}` })
    const response = await handler(call, init)
    if (path === '/api/login' && response.ok && (body as { remember?: boolean })?.remember)
      deviceCookie = true
    if (path === '/api/logout' || (deviceRoute && response.status === 401)) deviceCookie = false
    return response
  }) as typeof fetch
}

export const callsTo = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split('?')[0] === path)

/** A text/event-stream body the test writes to; it errors when the client aborts. */
function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const encoder = new TextEncoder()
  let open = 0
  const handler: Handler = (_call, init) => {
    open++
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c
      },
    })
    init?.signal?.addEventListener('abort', () => {
      try {
        controller.error(new Error('aborted'))
      } catch {}
    })
    return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } })
  }
  return {
    handler,
    opened: () => open,
    send(text: string) {
      controller.enqueue(encoder.encode(text))
    },
    /** The connection breaks (the server went away). */
    drop() {
      controller.error(new Error('connection lost'))
    },
  }
}

export const SITE_STATUS = {
  closed: false,
  reason: 'SCHEDULE',
  today: { date: '2026-11-25', opensAt: '13:00', closesAt: '22:00' },
  nextOpening: null,
  onlinePaymentAvailable: false,
  blikCodeAvailable: false,
}

export function order(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id: 'ABCDEFGHJK23',
    number: 6,
    status: 'ACCEPTED',
    deliveryType: 'COURIER',
    paymentMethod: 'CASH',
    orderTimeType: 'ASAP',
    items: [
      {
        productId: 'nigiri-losos',
        name: 'Nigiri łosoś',
        price: 19,
        count: 2,
        lineTotal: 38,
        vatRate: 8,
        gross: 38,
        deposit: 0,
      },
      {
        productId: 'sashimi-losos',
        name: 'Sashimi łosoś',
        price: 61,
        count: 1,
        lineTotal: 61,
        vatRate: 8,
        gross: 61,
        deposit: 0,
      },
    ],
    // 108,99 at 8 %: VAT 108,99 × 8 / 108 = 8,073… → 8,07.
    totals: {
      products: 99,
      discount: 0,
      delivery: 9.99,
      deposits: 0,
      total: 108.99,
      byRate: [{ rate: 8, gross: 108.99, net: 100.92, vat: 8.07 }],
    },
    expectedAt: '2026-11-25T14:50:00.000Z',
    estimatedReadyAt: null,
    createdAt: '2026-11-25T13:50:00.000Z',
    orderTime: null,
    customer: { name: 'Anna Kowalska', phone: '600 100 200', email: 'anna@example.pl' },
    address: {
      street: 'ul. Józefa',
      buildingNumber: '12',
      apartment: '4',
      floor: '2',
      postalCode: '31-056',
      city: 'Kraków',
    },
    comment: null,
    extras: null,
    deliveryNote: null,
    invoice: null,
    promoCode: null,
    cancelReason: null,
    language: 'pl',
    events: [],
    ...overrides,
  }
}

/** The fake API of a signed-in session: login, status, orders, the stream and promo codes. */
export function staffApi(options: { orders?: StaffOrder[]; unpaidHolds?: number } = {}) {
  const stream = sseStream()
  let orders = options.orders ?? [order()]
  const handlers: Record<string, Handler> = {
    'GET /api/utils/isSiteClosed': () => json(200, false),
    'GET /api/site-status': () => json(200, SITE_STATUS),
    'POST /api/login': (call) =>
      (call.body as { password: string }).password === 'dobre-haslo'
        ? json(200, { token: 'T1' })
        : json(401, { statusCode: 401, message: 'Błędne dane', code: 'INVALID_CREDENTIALS' }),
    'GET /api/staff/me': () =>
      json(200, {
        username: 'kuchnia',
        role: 'MANAGER',
        pending: null,
        totpEnabled: false,
        recoveryCodesLeft: 0,
        idleMinutes: 60,
      }),
    'GET /api/orders': () => json(200, { date: '2026-11-25', orders, unpaidHolds: options.unpaidHolds ?? 0 }),
    'GET /api/orders/stream': stream.handler,
    'GET /api/promo-codes': () => json(200, []),
    'GET /api/printers/status': () => json(200, { printers: [] }),
    'GET /api/printers': () => json(200, { printers: [] }),
    'GET /api/invoices/failing': () => json(200, { invoices: [] }),
    'POST /api/utils/openToday': () => json(200, { ...SITE_STATUS, reason: 'OVERRIDE_OPEN' }),
    'POST /api/utils/closeToday': () =>
      json(200, { ...SITE_STATUS, closed: true, reason: 'OVERRIDE_CLOSED' }),
    'POST /api/utils/resetOverrides': () => json(200, SITE_STATUS),
  }
  installFetch(handlers)
  return {
    stream,
    handlers,
    setOrders: (next: StaffOrder[]) => {
      orders = next
    },
  }
}

export function renderManage(lang: 'pl' | 'en' = 'pl') {
  return render(
    <MemoryRouter initialEntries={['/manage/']}>
      <Root lang={lang} origin="https://sakanasushi.test">
        <ManagePage />
        <NotificationStack />
      </Root>
    </MemoryRouter>,
  )
}

export async function signIn(password = 'dobre-haslo', lang: 'pl' | 'en' = 'pl') {
  const en = lang === 'en'
  fireEvent.change(screen.getByLabelText(en ? 'Username' : 'Login'), { target: { value: 'kuchnia' } })
  fireEvent.change(screen.getByLabelText(en ? 'Password' : 'Hasło'), { target: { value: password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: en ? 'Sign in' : 'Zaloguj się' }))
  })
}

/** Renders the staff area in `lang` (Polish unless told), signs in and waits for the live board. */
export async function signedIn(api: ReturnType<typeof staffApi>, options: { lang?: 'pl' | 'en' } = {}) {
  const lang = options.lang ?? 'pl'
  renderManage(lang)
  await signIn('dobre-haslo', lang)
  await screen.findByText(lang === 'en' ? 'Signed in as kuchnia' : 'Zalogowano jako kuchnia')
  await waitFor(() => {
    if (api.stream.opened() === 0) throw new Error('stream not opened yet')
  })
  await act(async () => {
    api.stream.send('retry: 3000\nevent: ready\ndata: {"heartbeatMs":25000}\n\n')
  })
  await screen.findByText(lang === 'en' ? 'Live' : 'Na żywo')
}

export const notifications = () => screen.queryAllByTestId('notification').map((n) => n.textContent)

export async function notified(text: string) {
  await waitFor(() => {
    if (!notifications().includes(text)) throw new Error(`no notification "${text}" in ${notifications()}`)
  })
}

export function cards() {
  return [...document.querySelectorAll<HTMLElement>('.manage-orders > article')]
}

/** All requests the fake server received since it was installed. */
export function recordedCalls(): readonly Call[] {
  return calls
}

/** After each test: unmount what it rendered and give back the real fetch. */
export function restoreAfterTest() {
  cleanup()
  localStorage.removeItem('staffDevice')
  globalThis.fetch = realFetch
}
