// Redirects (docs/operations.md, "Limits"), tokens, the order limit and the sign-in rule, as an
// outside attacker tried them. Each test fails on the code before the fix.
import { createHmac, randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { LoginGuard } from '#plugins/auth/sign-in/throttle.js'
import { loadConfig } from '#server/config.js'
import { build, TEST_JWT_SECRET } from '../../helpers/app.js'
import { orderBody } from '../../helpers/fixtures.js'
import { OPEN } from '../../helpers/instants.js'

const ORDER = orderBody()

type App = Awaited<ReturnType<typeof build>>

async function countOrders(app: App): Promise<number> {
  const row = await app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Sends raw bytes over a socket and resolves with everything the server answered until it closed. */
function rawRequest(port: number, text: string, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no complete answer within ${timeoutMs} ms: ${JSON.stringify(answer.slice(0, 200))}`))
    }, timeoutMs)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('error', reject)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(answer)
    })
    socket.write(text)
  })
}

async function listening(t: Parameters<typeof build>[0], env: Record<string, string> = {}) {
  const app = await build(t, { now: () => OPEN, env })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, port: (app.server.address() as AddressInfo).port }
}

function hs256(header: object, payload: object, key = TEST_JWT_SECRET): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const body = `${b64(header)}.${b64(payload)}`
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

t.test('1. redirects only ever go to a path on this site', async (t) => {
  const { port } = await listening(t)
  const attacks = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5c/evil.example',
    '//evil.example/menu',
    '/\\/evil.example?x=1',
    '//evil.example@sakanasushi.test',
  ]
  for (const path of attacks) {
    const answer = await rawRequest(
      port,
      `GET ${path} HTTP/1.1\r\nHost: sakanasushi.test\r\nConnection: close\r\n\r\n`,
    )
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])
    t.ok(status > 0 && status < 500, `${path}: answered ${status}`)
    const location = /\r\nlocation: ([^\r\n]*)/i.exec(answer)?.[1]
    if (!location) continue
    t.match(location, /^\/(?![/\\])/, `${path} → ${location}: one slash, then a path`)
    t.notMatch(location, /^\/\/|\\|^[a-z]+:/i, `${path} → ${location}: no host, no backslash`)
    const resolved = new URL(location, 'https://sakanasushi.test')
    t.equal(resolved.host, 'sakanasushi.test', `${path} → ${location} stays on the site`)
  }
  const plain = await rawRequest(port, 'GET //evil.example HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
  t.match(plain, /\r\nlocation: \/evil\.example\/\r\n/i, '//evil.example → /evil.example/ (a page path)')
  const ordinary = await rawRequest(port, 'GET /kontakt?a=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
  t.match(ordinary, /\r\nlocation: \/kontakt\/\?a=1\r\n/i, 'ordinary redirects keep working')
})

t.test('3. tokens: no iat in the future beyond 30 s of skew, only the exact audience', async (t) => {
  const app = await build(t, { now: () => OPEN })
  const user = await createStaff(app.db, 'ania', 'correct-horse-battery')
  // A live session's jti: a token is refused without one (docs/security.md, "Staff sessions").
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'ania', password: 'correct-horse-battery' },
  })
  const jti = JSON.parse(Buffer.from(signedIn.json().token.split('.')[1], 'base64url').toString()).jti
  const now = Math.floor(Date.now() / 1000)
  const claims = { sub: 'ania', ver: user.updatedAt, jti, iss: 'sakana-sushi', exp: now + 3600 }
  const header = { alg: 'HS256', typ: 'JWT' }
  const call = (token: string) =>
    app.inject({ url: '/api/orders', headers: { authorization: `Bearer ${token}` } })
  const good = hs256(header, { ...claims, aud: 'sakana-sushi-staff', iat: now })
  t.equal((await call(good)).statusCode, 200, 'control: a well-formed token passes')
  const skewed = hs256(header, { ...claims, aud: 'sakana-sushi-staff', iat: now + 10 })
  t.equal((await call(skewed)).statusCode, 200, 'an iat 10 s ahead is within the allowed skew')
  const refused: [string, object][] = [
    ['iat 2 minutes in the future', { ...claims, aud: 'sakana-sushi-staff', iat: now + 120 }],
    ['iat a year in the future', { ...claims, aud: 'sakana-sushi-staff', iat: now + 365 * 86400 }],
    ['aud array with ours and another', { ...claims, aud: ['sakana-sushi-staff', 'someone'], iat: now }],
    ['aud array with only ours', { ...claims, aud: ['sakana-sushi-staff'], iat: now }],
    ['no iat', { ...claims, aud: 'sakana-sushi-staff' }],
  ]
  for (const [name, payload] of refused) {
    const res = await call(hs256(header, payload))
    t.equal(res.statusCode, 401, name)
    t.equal(res.json().code, 'UNAUTHORIZED', `${name}: JSON 401`)
  }
})

t.test('4. orders are limited per address; a replayed key is answered and never counts', async (t) => {
  const app = await build(t, { now: () => OPEN, env: { ORDER_RATE_LIMIT: '3' } })
  const place = (key: string, remoteAddress = '10.9.0.1', body: object = ORDER) =>
    app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'idempotency-key': key },
      payload: body,
      remoteAddress,
    })
  const first = randomUUID()
  const firstAnswer = await place(first)
  t.equal(firstAnswer.statusCode, 201, firstAnswer.body)
  t.equal((await place(randomUUID())).statusCode, 201)
  for (let i = 0; i < 5; i++) {
    const replay = await place(first)
    t.equal(replay.statusCode, 201, `replay ${i + 1} answered from the stored answer`)
    t.same(replay.json(), firstAnswer.json(), 'the same answer')
  }
  t.equal((await place(randomUUID())).statusCode, 201, 'the third order: replays did not count')
  const before = await countOrders(app)
  const refused = await place(randomUUID())
  t.equal(refused.statusCode, 429, 'the fourth order in 10 minutes is refused')
  t.match(refused.json(), { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' })
  t.match(refused.json().message, /^Zbyt wiele zamówień z tego adresu\. Spróbuj ponownie za \d+ min/)
  const retryAfter = Number(refused.headers['retry-after'])
  t.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter} s`)
  t.equal(await countOrders(app), before, 'nothing written')
  const english = await place(randomUUID(), '10.9.0.1', { ...ORDER, language: 'en' })
  t.match(english.json().message, /^Too many orders from this address/)
  t.equal((await place(first)).statusCode, 201, 'a replay is still answered while the address is limited')
  t.equal((await place(randomUUID(), '10.9.0.2')).statusCode, 201, 'another address is not affected')
})

t.test('4. the default is 10 orders per address; ORDER_RATE_LIMIT=0 turns the limit off', async (t) => {
  t.equal(loadConfig({}).orderRateLimit, 10)
  t.equal(loadConfig({ ORDER_RATE_LIMIT: '0' }).orderRateLimit, 0)
  t.throws(() => loadConfig({ ORDER_RATE_LIMIT: '-1' }), /ORDER_RATE_LIMIT/)
  const limited = await build(t, { now: () => OPEN, env: { ORDER_RATE_LIMIT: '10' } })
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) {
    const res = await limited.inject({ method: 'POST', url: '/api/order', payload: ORDER })
    statuses.push(res.statusCode)
  }
  t.same(statuses, [...Array(10).fill(201), 429], '80 orders in 0.2 s are no longer possible')
  const off = await build(t, { now: () => OPEN, env: { ORDER_RATE_LIMIT: '0' } })
  for (let i = 0; i < 30; i++) {
    const res = await off.inject({ method: 'POST', url: '/api/order', payload: ORDER })
    if (res.statusCode !== 201) t.fail(`order ${i + 1}: ${res.statusCode}`)
  }
  t.equal(await countOrders(off), 30, 'no limit with 0')
})

t.test('5. wrong passwords from one address never lock out the right one from another', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', 'correct horse battery')
  const login = (password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ania', password },
      remoteAddress,
    })
  for (let i = 1; i <= 5; i++) {
    t.equal((await login(`wrong-${i}`, '203.0.113.66')).statusCode, 401, `attacker's failure ${i}`)
  }
  const attacker = await login('correct horse battery', '203.0.113.66')
  t.equal(attacker.statusCode, 429, 'the failing address is held back, even with the right password')
  t.ok(Number(attacker.headers['retry-after']) > 0, 'with Retry-After')
  const kitchen = await login('correct horse battery', '198.51.100.7')
  t.equal(kitchen.statusCode, 200, 'the kitchen tablet signs in')
  t.ok(kitchen.json().token)
})

t.test(
  '5. the login rule: per (address, username), per address, per username for failing addresses',
  async (t) => {
    let now = 1_000_000
    const guard = new LoginGuard(
      {
        pair: { max: 5, windowMs: 15 * 60_000 },
        address: { max: 20, windowMs: 15 * 60_000 },
        username: { max: 50, windowMs: 15 * 60_000 },
      },
      () => now,
    )
    for (let i = 0; i < 5; i++) t.ok(guard.attempt('a1', 'ania').allowed)
    t.notOk(guard.attempt('a1', 'ania').allowed, '6th from the same address for the same user')
    t.ok(guard.attempt('a1', 'bartek').allowed, 'the same address may still try another user')
    t.ok(guard.attempt('a2', 'ania').allowed, 'another address may try the same user')

    // One address spraying many usernames: 20 failures in 15 minutes.
    for (let i = 0; i < 20; i++) guard.attempt('spray', `user${i}`)
    t.notOk(guard.attempt('spray', 'user-new').allowed, 'per address: 21st refused')

    // Many addresses, one username: past 50 failures only failing addresses are held back.
    for (let i = 0; i < 60; i++) guard.attempt(`bot${i}`, 'kasia')
    t.notOk(guard.attempt('bot1', 'kasia').allowed, 'an address that failed is held back')
    t.ok(guard.attempt('clean', 'kasia').allowed, 'a clean address can still try the right password')
    guard.succeeded('clean', 'kasia')

    // A success clears the pair and gives the attempt back.
    for (let i = 0; i < 4; i++) guard.attempt('b1', 'ola')
    guard.succeeded('b1', 'ola')
    for (let i = 0; i < 5; i++) t.ok(guard.attempt('b1', 'ola').allowed, `after a success, try ${i + 1}`)
    now += 15 * 60_000
    t.ok(guard.attempt('a1', 'ania').allowed, 'a new window after 15 minutes')
  },
)
