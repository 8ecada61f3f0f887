import './setup.js'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { NotificationStack } from '../../client/features/notifications/notifications.js'
import {
  AuthProvider,
  type AuthValue,
  loginFailureMessage,
  useAuth,
} from '../../client/features/staff/auth.js'
import { applyOrderEvent, newestFirst } from '../../client/features/staff/board-state.js'
import {
  addressLines,
  moveLabel,
  paymentLabel,
  placedAt,
  requestedTimeLabel,
  statusLabel,
  telHref,
} from '../../client/features/staff/labels.js'
import { promoCodeBody } from '../../client/features/staff/PromoCodesPanel.js'
import { backoffDelay, connectOrderStream, SseParser } from '../../client/features/staff/sse.js'
import { createTranslator } from '../../client/i18n/index.js'
import { ManagePage } from '../../client/pages/ManagePage.js'
import { Root } from '../../client/Root.js'
import { HttpStatusError } from '../../client/shared/api.js'
import { MemoryRouter } from '../../client/shared/router.js'
import type { StaffOrder } from '../../schemas/orders.js'

// ---------- A small fake server behind globalThis.fetch ----------

interface Call {
  method: string
  url: string
  headers: Record<string, string>
  body: unknown
}
type Handler = (call: Call, init: RequestInit | undefined) => Response | Promise<Response>

const realFetch = globalThis.fetch
let calls: Call[] = []
let routes: Record<string, Handler> = {}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function installFetch(handlers: Record<string, Handler>) {
  calls = []
  routes = handlers
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    )
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, url, headers, body }
    calls.push(call)
    const path = url.split('?')[0]!
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${url}`]
    if (!handler) return json(404, { message: `no fake for ${method} ${url}` })
    return handler(call, init)
  }) as typeof fetch
}

const callsTo = (method: string, path: string) =>
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
  }
}

const SITE_STATUS = {
  closed: false,
  reason: 'SCHEDULE',
  today: { date: '2026-11-25', opensAt: '13:00', closesAt: '22:00' },
  nextOpening: null,
  onlinePaymentAvailable: false,
}

function order(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id: 'ABCDEFGHJK23',
    number: 6,
    status: 'ACCEPTED',
    deliveryType: 'COURIER',
    paymentMethod: 'CASH',
    orderTimeType: 'ASAP',
    items: [
      { productId: 'nigiri-losos', name: 'Nigiri łosoś', price: 19, count: 2, lineTotal: 38 },
      { productId: 'sashimi-losos', name: 'Sashimi łosoś', price: 61, count: 1, lineTotal: 61 },
    ],
    totals: { products: 99, discount: 0, delivery: 9.99, total: 108.99 },
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
    promoCode: null,
    cancelReason: null,
    language: 'pl',
    events: [],
    ...overrides,
  }
}

/** The fake API of a signed-in session: login, status, orders, the stream and promo codes. */
function staffApi(options: { orders?: StaffOrder[] } = {}) {
  const stream = sseStream()
  let orders = options.orders ?? [order()]
  const handlers: Record<string, Handler> = {
    'GET /api/utils/isSiteClosed': () => json(200, false),
    'GET /api/site-status': () => json(200, SITE_STATUS),
    'POST /api/login': (call) =>
      (call.body as { password: string }).password === 'dobre-haslo'
        ? json(200, { token: 'T1' })
        : json(401, { statusCode: 401, message: 'Błędne dane', code: 'INVALID_CREDENTIALS' }),
    'GET /api/orders': () => json(200, { date: '2026-11-25', orders }),
    'GET /api/orders/stream': stream.handler,
    'GET /api/promo-codes': () => json(200, []),
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

function renderManage() {
  return render(
    <MemoryRouter initialEntries={['/manage/']}>
      <Root lang="pl" origin="https://sakanasushi.test">
        <ManagePage />
        <NotificationStack />
      </Root>
    </MemoryRouter>,
  )
}

async function signIn(password = 'dobre-haslo') {
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'kuchnia' } })
  fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }))
  })
}

async function signedIn(api: ReturnType<typeof staffApi>) {
  renderManage()
  await signIn()
  await screen.findByText('Zalogowano jako kuchnia')
  await waitFor(() => {
    if (api.stream.opened() === 0) throw new Error('stream not opened yet')
  })
  await act(async () => {
    api.stream.send('retry: 3000\nevent: ready\ndata: {"heartbeatMs":25000}\n\n')
  })
  await screen.findByText('Na żywo')
}

const notifications = () => screen.queryAllByTestId('notification').map((n) => n.textContent)

async function notified(text: string) {
  await waitFor(() => {
    if (!notifications().includes(text)) throw new Error(`no notification "${text}" in ${notifications()}`)
  })
}

function cards() {
  return [...document.querySelectorAll<HTMLElement>('.manage-orders > article')]
}

t.afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

// ---------- Auth state (specification §3, §4, §8) ----------

function renderAuth() {
  const probe: { current: AuthValue | null } = { current: null }
  function Probe() {
    probe.current = useAuth()
    return null
  }
  render(
    <Root lang="pl" origin="https://sakanasushi.test">
      <AuthProvider>
        <Probe />
      </AuthProvider>
      <NotificationStack />
    </Root>,
  )
  return () => probe.current!
}

t.test('login clears the old token first, then sets the new one; logout clears it', async (t) => {
  let answer: (response: Response) => void = () => {}
  installFetch({
    'GET /api/utils/isSiteClosed': () => json(200, false),
    'GET /api/site-status': () => json(200, SITE_STATUS),
    'POST /api/login': () => new Promise<Response>((resolve) => (answer = resolve)),
  })
  const auth = renderAuth()
  t.same([auth().token, auth().isLoggedIn, auth().error], [null, false, false], 'starts logged out')

  let first!: Promise<boolean>
  act(() => {
    first = auth().login('kuchnia', 'haslo')
  })
  await act(async () => {
    answer(json(200, { token: 'OLD-TOKEN' }))
    t.equal(await first, true)
  })
  t.same([auth().token, auth().isLoggedIn, auth().error], ['OLD-TOKEN', true, false])
  const login = calls.find((c) => c.url === '/api/login')!
  t.equal(login.method, 'POST')
  t.same(login.body, { username: 'kuchnia', password: 'haslo' })
  t.match(login.headers['content-type'], /application\/json/)

  let second!: Promise<boolean>
  act(() => {
    second = auth().login('kuchnia', 'haslo')
  })
  t.same([auth().token, auth().isLoggedIn], [null, false], 'the old token is cleared before the answer')
  await act(async () => {
    answer(json(200, { token: 'NEW-TOKEN' }))
    await second
  })
  t.same(
    [auth().token, auth().isLoggedIn, auth().error],
    ['NEW-TOKEN', true, false],
    'then the new one is set',
  )

  // In memory only: never persisted.
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)!
      t.notMatch(`${key}=${storage.getItem(key)}`, /TOKEN/, 'not in web storage')
    }
  }
  t.notMatch(document.cookie, /TOKEN/, 'not in a cookie')

  act(() => auth().logout())
  t.same([auth().token, auth().isLoggedIn, auth().error], [null, false, false], 'logout clears the token')
})

t.test('a failed login sets the error flag and shows "Błędne dane"', async (t) => {
  installFetch({
    'GET /api/utils/isSiteClosed': () => json(200, false),
    'GET /api/site-status': () => json(200, SITE_STATUS),
    'POST /api/login': () => json(401, { statusCode: 401, message: 'Błędne dane' }),
  })
  const auth = renderAuth()
  let ok = true
  await act(async () => {
    ok = await auth().login('kuchnia', 'zle')
  })
  t.equal(ok, false)
  t.same([auth().token, auth().isLoggedIn, auth().error], [null, false, true])
  await notified('Błędne dane')
  t.equal(document.querySelector('.notification-alert')?.textContent, 'Błędne dane', 'an ALERT')
})

t.test('a logout while the login is under way wins; staff calls need a session', async (t) => {
  const answers: ((response: Response) => void)[] = []
  installFetch({
    'GET /api/utils/isSiteClosed': () => json(200, false),
    'GET /api/site-status': () => json(200, SITE_STATUS),
    'POST /api/login': () => new Promise<Response>((resolve) => answers.push(resolve)),
  })
  const auth = renderAuth()
  let pending!: Promise<boolean>
  act(() => {
    pending = auth().login('kuchnia', 'haslo')
  })
  t.equal(auth().pending, true)
  act(() => auth().logout())
  await act(async () => {
    answers[0]!(json(200, { token: 'LATE' }))
    t.equal(await pending, false, 'the late answer is ignored')
  })
  t.same([auth().token, auth().pending], [null, false])

  act(() => {
    pending = auth().login('kuchnia', 'haslo')
  })
  act(() => auth().logout())
  await act(async () => {
    answers[1]!(json(401, { message: 'Błędne dane' }))
    await pending
  })
  t.equal(auth().error, false, 'a late failure sets no error either')

  await t.rejects(
    auth().staffCall(async () => 'x'),
    { name: 'SessionExpiredError' },
    'no token, no call',
  )
})

t.test('what a failed login says: refused, rate-limited, broken', async (t) => {
  t.equal(loginFailureMessage(new HttpStatusError(401, null), 'Błędne dane', 'Wystąpił błąd'), 'Błędne dane')
  t.equal(loginFailureMessage(new HttpStatusError(400, null), 'Błędne dane', 'Wystąpił błąd'), 'Błędne dane')
  t.equal(
    loginFailureMessage(
      new HttpStatusError(429, { message: 'Zbyt wiele prób. Spróbuj ponownie za 15 min.' }),
      'Błędne dane',
      'Wystąpił błąd',
    ),
    'Zbyt wiele prób. Spróbuj ponownie za 15 min.',
  )
  t.equal(
    loginFailureMessage(new HttpStatusError(500, null), 'Błędne dane', 'Wystąpił błąd'),
    'Wystąpił błąd',
  )
  t.equal(
    loginFailureMessage(new TypeError('Failed to fetch'), 'Błędne dane', 'Wystąpił błąd'),
    'Wystąpił błąd',
  )
})

// ---------- The page ----------

t.test(
  '/manage/ shows only the login form until login; a wrong password shows the inline error',
  async (t) => {
    const api = staffApi()
    renderManage()
    t.ok(screen.getByRole('heading', { level: 1, name: 'Panel obsługi' }))
    t.equal(screen.getByLabelText('Login').getAttribute('autocomplete'), 'username')
    t.equal(screen.getByLabelText('Hasło').getAttribute('autocomplete'), 'current-password')
    t.equal(screen.getByLabelText('Hasło').getAttribute('type'), 'password')
    t.equal(document.querySelector('.manage-board'), null, 'no board')
    t.equal(callsTo('GET', '/api/orders').length, 0, 'no staff call before login')

    await signIn('zle')
    await notified('Błędne dane')
    const inline = document.querySelector('.manage-login [role="alert"]')
    t.equal(inline?.textContent, 'Błędne dane', 'inline error too')
    t.equal(screen.getByLabelText('Hasło').getAttribute('aria-invalid'), 'true')
    t.equal((screen.getByLabelText('Hasło') as HTMLInputElement).value, '', 'password cleared')

    await signIn()
    await screen.findByText('Zalogowano jako kuchnia')
    await waitFor(() => {
      if (callsTo('GET', '/api/orders').length === 0) throw new Error('orders not fetched')
    })
    t.equal(callsTo('GET', '/api/orders')[0]!.headers.authorization, 'Bearer T1')
    await waitFor(() => {
      if (api.stream.opened() === 0) throw new Error('stream not opened')
    })
    const stream = callsTo('GET', '/api/orders/stream')[0]!
    t.equal(stream.headers.authorization, 'Bearer T1', 'the stream sends the bearer header')
    t.equal(stream.headers.accept, 'text/event-stream')

    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj' }))
    t.ok(screen.getByRole('button', { name: 'Zaloguj się' }), 'back to the login form')
    t.equal(document.querySelector('.manage-board'), null)
  },
)

t.test('open, close and reset send the bearer header and fetch the status again 1 s later', async (t) => {
  const api = staffApi()
  await signedIn(api)
  const realSetTimeout = globalThis.setTimeout
  t.teardown(() => {
    globalThis.setTimeout = realSetTimeout
  })

  for (const [label, path] of [
    ['Otwórz dziś', '/api/utils/openToday'],
    ['Zamknij dziś', '/api/utils/closeToday'],
    ['Przywróć harmonogram', '/api/utils/resetOverrides'],
  ] as const) {
    // A recorder for the site status's timers; every other timer (React's, waitFor's) runs as usual.
    const delayed: (() => void)[] = []
    const delays: (number | undefined)[] = []
    globalThis.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (new Error().stack?.includes('site-status')) {
        delays.push(ms)
        delayed.push(fn)
        return 0 as unknown as ReturnType<typeof setTimeout>
      }
      return realSetTimeout(fn, ms, ...rest)
    }) as typeof setTimeout

    const before = callsTo('GET', '/api/utils/isSiteClosed').length
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: label }))
    })
    await waitFor(() => {
      if (delayed.length === 0) throw new Error('no 1 s timer yet')
    })
    const action = callsTo('POST', path)
    t.equal(action.length, 1, `${label}: one POST`)
    t.equal(action[0]!.headers.authorization, 'Bearer T1', `${label}: bearer header`)
    t.same(delays, [1000], `${label}: one timer, of 1000 ms`)
    t.equal(callsTo('GET', '/api/utils/isSiteClosed').length, before, `${label}: not fetched before 1 s`)

    globalThis.setTimeout = realSetTimeout
    await act(async () => {
      delayed[0]!()
    })
    await waitFor(() => {
      if (callsTo('GET', '/api/utils/isSiteClosed').length !== before + 1) throw new Error('not re-fetched')
    })
    t.pass(`${label}: status fetched again after the 1 s timer`)
  }
})

t.test('a failed open/close/reset shows "Wystąpił błąd"', async (t) => {
  const api = staffApi()
  api.handlers['POST /api/utils/closeToday'] = () => json(500, { statusCode: 500, message: 'x' })
  await signedIn(api)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij dziś' }))
  })
  await notified('Wystąpił błąd')
  t.ok(screen.getByText('Zalogowano jako kuchnia'), 'still signed in')
})

t.test('a 401 from a staff call returns to the login form with a notification', async (t) => {
  const api = staffApi()
  await signedIn(api)
  api.handlers['POST /api/utils/openToday'] = () =>
    json(401, { statusCode: 401, message: 'Brak autoryzacji — zaloguj się ponownie.', code: 'UNAUTHORIZED' })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Otwórz dziś' }))
  })
  await screen.findByRole('button', { name: 'Zaloguj się' })
  await notified('Sesja wygasła — zaloguj się ponownie.')
  t.notOk(notifications().includes('Wystąpił błąd'), 'no second, generic error')
  t.equal(document.querySelector('.manage-board'), null, 'no staff data left on screen')
})

t.test('the stream refusing the token (401) also ends the session', async (t) => {
  const api = staffApi()
  api.handlers['GET /api/orders/stream'] = () => json(401, { statusCode: 401, message: 'x' })
  renderManage()
  await signIn()
  await screen.findByRole('button', { name: 'Zaloguj się' })
  await notified('Sesja wygasła — zaloguj się ponownie.')
  t.pass()
})

// ---------- The board ----------

t.test('the board applies live events: a new order on top, highlighted until accepted', async (t) => {
  const api = staffApi({ orders: [order({ id: 'OLDORDER2345', number: 6, status: 'ACCEPTED' })] })
  await signedIn(api)
  t.equal(cards().length, 1)
  t.notOk(cards()[0]!.dataset.highlighted, 'an accepted order is not highlighted')

  const fresh = order({
    id: 'NEWORDER2345',
    number: 7,
    status: 'NEW',
    deliveryType: 'SELF',
    address: null,
    totals: { products: 99, discount: 0, delivery: 0, total: 99 },
    createdAt: '2026-11-25T14:01:00.000Z',
    comment: 'Bez wasabi, proszę',
  })
  const created = JSON.stringify({ type: 'created', order: fresh })
  await act(async () => {
    // Split across chunks, with a heartbeat comment in between.
    api.stream.send(': ping\n\nevent: order\nda')
    api.stream.send(`ta: ${created.slice(0, 40)}`)
    api.stream.send(`${created.slice(40)}\n\n`)
  })
  await waitFor(() => {
    if (cards().length !== 2) throw new Error('new order not shown')
  })
  const top = cards()[0]!
  t.equal(top.dataset.orderId, 'NEWORDER2345', 'newest first')
  t.equal(top.dataset.highlighted, 'true', 'highlighted')
  t.ok(within(top).getByText('Czeka na przyjęcie'))
  t.ok(within(top).getByText('#7', { exact: false }))
  t.ok(within(top).getByText('Bez wasabi, proszę'))
  t.ok(within(top).getByText('Odbiór osobisty'))
  t.ok(within(top).getByText('Jak najszybciej'))
  t.ok(within(top).getByText('Gotówka'))
  t.equal(within(top).getByText('600 100 200').getAttribute('href'), 'tel:+48600100200')
  t.match(top.textContent, /2 ×\s*Nigiri łosoś/)
  t.match(top.textContent, /99,00\s*zł/)
  t.ok(screen.getByText('1 nowe zamówienie czeka na przyjęcie'))
  t.match(document.title, /^\(1\) Panel obsługi/)

  const updated = JSON.stringify({ type: 'updated', order: { ...fresh, status: 'ACCEPTED' } })
  await act(async () => {
    api.stream.send(`event: order\r\ndata: ${updated}\r\n\r\n`)
  })
  await waitFor(() => {
    if (cards()[0]!.dataset.highlighted) throw new Error('still highlighted')
  })
  t.equal(cards().length, 2, 'replaced, not added')
  t.equal(within(cards()[0]!).getByText('Przyjęte').className, 'manage-status manage-status-accepted')
  t.equal(screen.queryByText('1 nowe zamówienie czeka na przyjęcie'), null)
  t.notMatch(document.title, /^\(/)
})

t.test('accepting with a quick choice sends estimatedReadyAt; the lifecycle buttons follow', async (t) => {
  const fresh = order({ id: 'NEWORDER2345', number: 7, status: 'NEW', comment: 'Domofon nie działa' })
  const api = staffApi({ orders: [fresh] })
  api.handlers['POST /api/orders/NEWORDER2345/status'] = (call) => {
    const body = call.body as { status: StaffOrder['status']; estimatedReadyAt?: string }
    return json(200, { ...fresh, status: body.status, estimatedReadyAt: body.estimatedReadyAt ?? null })
  }
  await signedIn(api)
  const card = () => cards()[0]!
  t.equal(card().dataset.highlighted, 'true')
  t.ok(within(card()).getByText('ul. Józefa 12/4', { exact: false }), 'courier address')

  fireEvent.click(within(card()).getByRole('button', { name: 'Przyjmij' }))
  const started = Date.now()
  await act(async () => {
    fireEvent.click(within(card()).getByRole('button', { name: 'Za 15 min' }))
  })
  await waitFor(() => {
    if (card().dataset.highlighted) throw new Error('still NEW')
  })
  const sent = callsTo('POST', '/api/orders/NEWORDER2345/status')[0]!
  t.equal(sent.headers.authorization, 'Bearer T1')
  t.equal((sent.body as { status: string }).status, 'ACCEPTED')
  const eta = Date.parse((sent.body as { estimatedReadyAt: string }).estimatedReadyAt)
  t.ok(Math.abs(eta - (started + 15 * 60_000)) < 5000, 'now + 15 min')

  // Courier: ACCEPTED → IN_DELIVERY (or cancel).
  t.ok(within(card()).getByRole('button', { name: 'Wydane kurierowi' }))
  t.ok(within(card()).getByRole('button', { name: 'Anuluj' }))
  t.equal(within(card()).queryByRole('button', { name: 'Gotowe do odbioru' }), null)
})

t.test('accepting at a typed time, and cancelling only with a reason', async (t) => {
  const fresh = order({ id: 'NEWORDER2345', number: 7, status: 'NEW' })
  const api = staffApi({ orders: [fresh] })
  api.handlers['POST /api/orders/NEWORDER2345/status'] = (call) => {
    const body = call.body as { status: StaffOrder['status']; reason?: string }
    return json(200, { ...fresh, status: body.status, cancelReason: body.reason ?? null })
  }
  await signedIn(api)
  const card = () => cards()[0]!

  fireEvent.click(within(card()).getByRole('button', { name: 'Przyjmij' }))
  const time = within(card()).getByLabelText('Gotowe o') as HTMLInputElement
  t.match(time.value, /^\d{2}:\d{2}$/, 'a time is proposed')
  fireEvent.change(time, { target: { value: '' } })
  fireEvent.submit(time.form!)
  t.ok(within(card()).getByText('Podaj godzinę w formacie GG:MM.'))
  t.equal(callsTo('POST', '/api/orders/NEWORDER2345/status').length, 0)
  fireEvent.click(within(card()).getByRole('button', { name: 'Wróć' }))

  fireEvent.click(within(card()).getByRole('button', { name: 'Anuluj' }))
  const form = within(card()).getByRole('form', { name: 'Anuluj zamówienie' })
  fireEvent.submit(form)
  t.ok(within(card()).getByText('Podaj powód anulowania.'), 'a reason is required')
  t.equal(callsTo('POST', '/api/orders/NEWORDER2345/status').length, 0, 'nothing sent without a reason')
  fireEvent.click(within(card()).getByRole('button', { name: 'Brak składników' }))
  await act(async () => {
    fireEvent.submit(form)
  })
  await waitFor(() => {
    if (cards().length !== 0) throw new Error('not cancelled')
  })
  t.same(callsTo('POST', '/api/orders/NEWORDER2345/status')[0]!.body, {
    status: 'CANCELLED',
    reason: 'Brak składników',
  })
  t.equal(cards().length, 0, 'a cancelled order leaves the in-progress view')
  fireEvent.click(screen.getByRole('button', { name: /^Wszystkie dziś/ }))
  t.equal(cards().length, 1, 'and is listed under all')
  t.ok(within(card()).getByText('Brak składników'))
})

t.test('a 409 shows the server message and fetches the list again', async (t) => {
  const api = staffApi({ orders: [order({ id: 'ORDER2345678', status: 'ACCEPTED', deliveryType: 'SELF' })] })
  api.handlers['POST /api/orders/ORDER2345678/status'] = () =>
    json(409, {
      statusCode: 409,
      message: 'Zamówienie zmieniło się w międzyczasie. Odśwież listę.',
      code: 'ORDER_CHANGED',
    })
  await signedIn(api)
  const before = callsTo('GET', '/api/orders').length
  api.setOrders([order({ id: 'ORDER2345678', status: 'READY', deliveryType: 'SELF' })])
  await act(async () => {
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Gotowe do odbioru' }))
  })
  await notified('Zamówienie zmieniło się w międzyczasie. Odśwież listę.')
  await waitFor(() => {
    if (!within(cards()[0]!).queryByRole('button', { name: 'Odebrane' })) throw new Error('not refreshed')
  })
  t.ok(callsTo('GET', '/api/orders').length > before, 'list fetched again')
})

t.test('"Drukuj bon" prints a kitchen ticket of that order only', async (t) => {
  const api = staffApi({ orders: [order({ comment: 'Bez sezamu' })] })
  await signedIn(api)
  let printed = 0
  const realPrint = window.print
  window.print = () => {
    printed++
  }
  t.teardown(() => {
    window.print = realPrint
  })
  fireEvent.click(screen.getByRole('button', { name: 'Drukuj bon' }))
  const ticket = document.querySelector('body > .manage-print-root .manage-ticket')
  t.ok(ticket, 'the ticket is mounted at the end of <body> (the print CSS hides the rest)')
  t.match(ticket?.textContent, /#6/)
  t.match(ticket?.textContent, /2 ×\s*Nigiri łosoś/)
  t.match(ticket?.textContent, /Bez sezamu/)
  await waitFor(() => {
    if (printed === 0) throw new Error('not printed')
  })
  act(() => {
    window.dispatchEvent(new window.Event('afterprint'))
  })
  t.equal(document.querySelector('.manage-print-root'), null, 'removed after printing')
})

t.test('the board re-fetches the list when the stream reconnects', async (t) => {
  const api = staffApi()
  await signedIn(api)
  const before = callsTo('GET', '/api/orders').length
  await act(async () => {
    api.stream.send('event: ready\ndata: {}\n\n')
  })
  await waitFor(() => {
    if (callsTo('GET', '/api/orders').length !== before + 1) throw new Error('not re-fetched')
  })
  t.pass()
})

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
  t.equal(callsTo('POST', '/api/promo-codes')[0]!.headers.authorization, 'Bearer T1')

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

// ---------- The pieces ----------

t.test('the SSE parser: split chunks, CRLF and CR, comments, multi-line data, default event', async (t) => {
  const parser = new SseParser()
  t.same(parser.push(': hello\n\nevent: ready\ndata: {"a"'), [])
  t.same(parser.push(':1}\n\n'), [{ event: 'ready', data: '{"a":1}' }])
  t.same(parser.push('data: one\r'), [])
  t.same(parser.push('\ndata: two\r\n\r\n'), [{ event: 'message', data: 'one\ntwo' }])
  t.same(parser.push('event: order\rdata:x\r\r'), [], 'a CR at the end waits: it may start a CRLF')
  t.same(
    parser.push('event: nothing\n\n'),
    [{ event: 'order', data: 'x' }],
    'the lone CR ended the event; an event without data is not dispatched',
  )
  t.same(parser.push('id: 5\nretry: 100\ndata\n\n'), [{ event: 'message', data: '', id: '5' }])
  t.same(
    parser.push('data: no id\n\n'),
    [{ event: 'message', data: 'no id' }],
    'an id belongs to its event only',
  )
})

t.test('a reconnect sends the last order event id as Last-Event-ID, to get what it missed', async (t) => {
  const sent: (string | undefined)[] = []
  const fakeFetch = (async (_url: string, init?: RequestInit) => {
    sent.push((init?.headers as Record<string, string> | undefined)?.['last-event-id'])
    const first = sent.length === 1
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        const order = JSON.stringify({ type: 'created', order: { id: 'ABC' } })
        c.enqueue(
          new TextEncoder().encode(`event: ready\ndata: {}\n\nid: 41\nevent: order\ndata: ${order}\n\n`),
        )
        if (first) c.close()
      },
    })
    return new Response(body, { status: 200 })
  }) as typeof fetch
  const stream = connectOrderStream({
    token: 'T',
    fetch: fakeFetch,
    delay: () => 5,
    onReady: () => {},
    onOrder: () => {},
    onUnauthorized: () => t.fail('not refused'),
  })
  await waitFor(() => {
    if (sent.length < 2) throw new Error('not reconnected')
  })
  stream.close()
  t.same(sent.slice(0, 2), [undefined, '41'], 'none at first, then the last id seen')
})

t.test('reconnect backoff grows to 30 s with jitter', async (t) => {
  t.equal(
    backoffDelay(0, () => 1),
    1000,
  )
  t.equal(
    backoffDelay(1, () => 1),
    2000,
  )
  t.equal(
    backoffDelay(3, () => 0),
    6000,
  )
  t.equal(
    backoffDelay(20, () => 1),
    30_000,
  )
})

t.test('the stream reconnects by itself after a drop, and stops on close', async (t) => {
  let opened = 0
  const readies: number[] = []
  const statuses: boolean[] = []
  const fakeFetch = (async () => {
    opened++
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'))
        // The first connection drops at once; the second stays open.
        if (opened === 1) c.close()
      },
    })
    return new Response(body, { status: 200 })
  }) as typeof fetch
  const stream = connectOrderStream({
    token: 'T',
    fetch: fakeFetch,
    delay: () => 5,
    onReady: () => readies.push(opened),
    onOrder: () => {},
    onUnauthorized: () => t.fail('not refused'),
    onStatus: (s) => statuses.push(s),
  })
  await waitFor(() => {
    if (readies.length < 2) throw new Error('not reconnected')
  })
  stream.close()
  t.same(readies, [1, 2], 'ready after each connection')
  t.same(statuses.slice(0, 3), [true, false, true])

  let attempts = 0
  const failing = connectOrderStream({
    token: 'T',
    fetch: (async () => {
      attempts++
      return new Response('no', { status: 503 })
    }) as typeof fetch,
    delay: () => 5,
    onReady: () => {},
    onOrder: () => {},
    onUnauthorized: () => {},
  })
  await waitFor(() => {
    if (attempts < 3) throw new Error('not retrying')
  })
  failing.close()
  const after = attempts
  await new Promise((r) => setTimeout(r, 30))
  t.ok(attempts <= after + 1, 'stopped after close')
})

t.test('newest first, and an event replaces the older copy', async (t) => {
  const a = order({ id: 'A', number: 1, createdAt: '2026-11-25T13:00:00Z' })
  const b = order({ id: 'B', number: 2, createdAt: '2026-11-25T13:30:00Z' })
  t.same(
    newestFirst([a, b]).map((o) => o.id),
    ['B', 'A'],
  )
  const moved = applyOrderEvent([b, a], { type: 'updated', order: { ...a, status: 'READY' } })
  t.same(
    moved.map((o) => [o.id, o.status]),
    [
      ['B', 'ACCEPTED'],
      ['A', 'READY'],
    ],
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

t.test('the promo form keeps validity dates between 1900-01-01 and 2099-12-31 (issue 10)', async (t) => {
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

t.test('labels: statuses, moves, payments, requested times, phone links', async (t) => {
  const { t: tr } = createTranslator('pl')
  t.same(
    (['NEW', 'ACCEPTED', 'READY', 'IN_DELIVERY', 'COMPLETED', 'CANCELLED'] as const).map((s) =>
      statusLabel(tr, s),
    ),
    ['Nowe', 'Przyjęte', 'Gotowe do odbioru', 'W dostawie', 'Zakończone', 'Anulowane'],
  )
  const self = order({ deliveryType: 'SELF' })
  t.same(
    (['ACCEPTED', 'READY', 'IN_DELIVERY', 'CANCELLED'] as const).map((s) => moveLabel(tr, s, self)),
    ['Przyjmij', 'Gotowe do odbioru', 'Wydane kurierowi', 'Anuluj'],
  )
  t.equal(moveLabel(tr, 'COMPLETED', self), 'Odebrane')
  t.equal(moveLabel(tr, 'COMPLETED', order()), 'Dostarczone')
  t.same(
    (['CASH', 'CARD', 'ONLINE'] as const).map((m) => paymentLabel(tr, { paymentMethod: m })),
    ['Gotówka', 'Karta', 'Online'],
  )
  const now = new Date('2026-11-25T14:00:00Z')
  const dated = order({ orderTimeType: 'DATE', orderTime: '2026-11-25T17:30:00Z' })
  t.equal(requestedTimeLabel(tr, dated, 'pl', now), 'Na 18:30', 'Warsaw time, today')
  t.equal(
    requestedTimeLabel(tr, { ...dated, orderTime: '2026-11-26T17:30:00Z' }, 'pl', now),
    'Na 26.11.2026, 18:30',
    'another day shows its date',
  )
  t.equal(requestedTimeLabel(tr, { ...dated, orderTime: 'nonsense' }, 'pl', now), 'Jak najszybciej')
  t.equal(requestedTimeLabel(tr, order(), 'pl', now), 'Jak najszybciej')
  t.equal(telHref('+48 600-100-200'), 'tel:+48600100200')
  t.equal(telHref('+420 601 234 567'), 'tel:+420601234567')
  t.equal(placedAt(order({ createdAt: 'x' }), 'pl'), '')
  t.same(addressLines(order({ address: null })), [])
})

t.test('a DATE order with a discount shows its time, code and discount; English works too', async (t) => {
  const api = staffApi({
    orders: [
      order({
        orderTimeType: 'DATE',
        orderTime: new Date(Date.now() + 3 * 3600_000).toISOString(),
        paymentMethod: 'ONLINE',
        promoCode: 'ZIMA10',
        totals: { products: 99, discount: 9.9, delivery: 9.99, total: 99.09 },
        estimatedReadyAt: '2026-11-25T15:10:00.000Z',
      }),
    ],
  })
  await signedIn(api)
  const card = cards()[0]!
  t.match(card.textContent, /Rabat \(ZIMA10\)−9,90\s*zł/)
  t.match(card.textContent, /Na \d{2}:\d{2}|Na \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
  t.match(card.textContent, /Gotowe ok\.16:10/)
  t.ok(within(card).getByText('Online'))
  cleanup()

  staffApi()
  render(
    <MemoryRouter initialEntries={['/manage/']}>
      <Root lang="en" origin="https://sakanasushi.test">
        <ManagePage />
      </Root>
    </MemoryRouter>,
  )
  t.ok(screen.getByRole('heading', { level: 1, name: 'Staff area' }))
  t.ok(screen.getByLabelText('Username'))
  t.ok(screen.getByRole('button', { name: 'Sign in' }))
})

// ---------- Sound (last: the chime keeps the audio context it made) ----------

class FakeAudioContext {
  static allow = false
  static tones: number[] = []
  state: 'suspended' | 'running' = 'suspended'
  currentTime = 0
  destination = {}
  resume() {
    if (!FakeAudioContext.allow) return Promise.reject(new Error('needs a gesture'))
    this.state = 'running'
    return Promise.resolve()
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start() {
        FakeAudioContext.tones.push(this.frequency.value)
      },
      stop() {},
    }
  }
  createGain() {
    const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} }
    return { gain: param, connect: (node: unknown) => node }
  }
}

t.test('a new order rings two tones; blocked audio shows "Włącz dźwięk"', async (t) => {
  ;(window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext
  t.teardown(() => {
    delete (window as unknown as { AudioContext?: unknown }).AudioContext
  })
  const { chime } = await import('../../client/features/staff/chime.js')
  t.equal(chime.state(), 'blocked', 'no context yet')
  t.equal(chime.ring(), false, 'cannot ring before a gesture')

  // The browser refuses audio even after the login click: the board offers a button.
  const api = staffApi({ orders: [] })
  await signedIn(api)
  const enable = await screen.findByRole('button', { name: 'Włącz dźwięk' })
  await act(async () => {
    api.stream.send(
      `event: order\ndata: ${JSON.stringify({ type: 'created', order: order({ status: 'NEW' }) })}\n\n`,
    )
  })
  await waitFor(() => {
    if (cards().length !== 1) throw new Error('no card')
  })
  t.same(FakeAudioContext.tones, [], 'blocked: silent')

  FakeAudioContext.allow = true
  await act(async () => {
    fireEvent.click(enable)
  })
  await screen.findByRole('button', { name: 'Sprawdź dźwięk' })
  t.same(FakeAudioContext.tones, [880, 1318.5], 'the test chime: two tones')

  FakeAudioContext.tones = []
  await act(async () => {
    api.stream.send(
      `event: order\ndata: ${JSON.stringify({ type: 'created', order: order({ id: 'SECOND234567', number: 7, status: 'NEW' }) })}\n\n`,
    )
  })
  await waitFor(() => {
    if (FakeAudioContext.tones.length !== 2) throw new Error('no ring')
  })
  t.same(FakeAudioContext.tones, [880, 1318.5], 'a new order rings')

  FakeAudioContext.tones = []
  await act(async () => {
    api.stream.send(
      `event: order\ndata: ${JSON.stringify({ type: 'updated', order: order({ status: 'ACCEPTED' }) })}\n\n`,
    )
  })
  t.same(FakeAudioContext.tones, [], 'a move does not ring')
})

t.test(
  'a paid ONLINE order shows how it was paid, a failed refund and a failed e-mail, with retries',
  async (t) => {
    const paid = order({
      status: 'CANCELLED',
      cancelReason: 'Brak łososia',
      paymentMethod: 'ONLINE',
      payment: {
        provider: 'PAYU',
        status: 'PAID',
        refund: { status: 'FAILED', at: null, error: 'PayU refused the refund (400 NO_BALANCE)' },
      },
      emails: [
        {
          kind: 'CONFIRMATION',
          to: 'a@b.pl',
          status: 'SENT',
          attempts: 1,
          lastError: null,
          sentAt: '2026-11-25T14:01:00Z',
        },
        {
          kind: 'CANCELLED',
          to: 'a@b.pl',
          status: 'FAILED',
          attempts: 20,
          lastError: '550 Mailbox unavailable',
          sentAt: null,
        },
      ],
    })
    const api = staffApi({ orders: [paid] })
    const retried: string[] = []
    api.handlers[`POST /api/payments/${paid.id}/refund`] = () => {
      retried.push('refund')
      return json(200, {
        ...paid,
        payment: { ...paid.payment!, refund: { status: 'REQUESTED', at: null, error: null } },
      })
    }
    api.handlers[`POST /api/orders/${paid.id}/emails/retry`] = () => {
      retried.push('emails')
      return json(200, {
        ...paid,
        payment: { ...paid.payment!, refund: { status: 'REQUESTED', at: null, error: null } },
        emails: [],
      })
    }
    await signedIn(api)
    // A cancelled order is under "all of today".
    fireEvent.click(await screen.findByRole('button', { name: /Wszystkie dziś/ }))
    const card = cards()[0]!
    t.ok(within(card).getByText('Online (PayU) — opłacone'))
    t.ok(within(card).getByText(/Zwrot nieudany: PayU refused the refund \(400 NO_BALANCE\)/))
    t.ok(within(card).getByText(/E-mail do gościa nie dotarł \(anulowanie\): 550 Mailbox unavailable/))
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Ponów zwrot' }))
    })
    t.ok(await within(cards()[0]!).findByText('Zwrot zlecony w PayU'))
    await act(async () => {
      fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Wyślij ponownie' }))
    })
    await waitFor(() => {
      if (within(cards()[0]!).queryByText(/E-mail do gościa/)) throw new Error('still shown')
    })
    t.same(retried, ['refund', 'emails'])
    const key = ((k: string) => k) as never
    t.equal(
      paymentLabel(key, { paymentMethod: 'ONLINE', payment: { provider: 'PAYU', status: 'PENDING' } }),
      'manage.payment.PENDING',
    )
    t.equal(
      paymentLabel(key, { paymentMethod: 'ONLINE', payment: { provider: 'PAYU', status: 'CANCELED' } }),
      'manage.payment.CANCELED',
    )
  },
)
