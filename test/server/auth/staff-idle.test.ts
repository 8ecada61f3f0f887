// The idle rule with STAFF_IDLE_MINUTES=1 on the app's clock (docs/security.md, "Staff sessions"):
// a session nobody uses ends; an open order stream (the board) keeps its session, and the remembered
// device it came from, alive.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'
import { PASSWORD, UNAUTHORIZED } from './auth-setup.js'

const START = new Date('2026-11-25T14:00:00Z')
const seconds = (n: number) => new Date(START.getTime() + n * 1000)
const IDLE = { STAFF_IDLE_MINUTES: '1' }

type App = Awaited<ReturnType<typeof build>>

/** Signs in (ticking "Remember this device"); the token, which the page keeps in memory. */
async function signIn(app: App, username: string) {
  await createStaff(app.db, username, PASSWORD)
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: PASSWORD, remember: true },
  })
  devices.set(token(res), res.cookies.find((c) => c.name === 'sakana_device')!.value)
  return token(res)
}
const token = (res: { json: () => { token: string } }) => res.json().token
/** The device cookie each token's sign-in set. */
const devices = new Map<string, string>()

/** A reload of the remembered device: its cookie, from a page of this site, for a fresh token. */
const reload = (app: App, signedIn: string) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/device/token',
    headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    cookies: { sakana_device: devices.get(signedIn)! },
  })

const me = (app: App, bearer: string) =>
  app.inject({ method: 'GET', url: '/api/staff/me', headers: { authorization: `Bearer ${bearer}` } })

t.test('STAFF_IDLE_MINUTES=1: a minute without a request ends a session', async (t) => {
  let clock = START
  const app = await build(t, { now: () => clock, env: IDLE })
  const cookie = await signIn(app, 'ania')
  clock = seconds(59)
  const used = await me(app, cookie)
  t.equal(used.statusCode, 200, '59 s after signing in')
  t.equal(used.json().idleMinutes, 1, 'the page learns the idle time from /api/staff/me')
  clock = seconds(59 + 59)
  t.equal((await me(app, cookie)).statusCode, 200, '59 s after the last request')
  clock = seconds(59 + 59 + 61)
  const idle = await me(app, cookie)
  t.equal(idle.statusCode, 401, '61 s without a request')
  t.same(idle.json(), UNAUTHORIZED)
  clock = seconds(59 + 59 + 62)
  t.equal((await me(app, cookie)).statusCode, 401, 'and it stays ended')
  t.equal((await reload(app, cookie)).statusCode, 401, 'the device it came from is forgotten with it')
})

/** The order stream over a real socket with the bearer token (as the board's fetch sends it). */
function openStream(port: number, bearer: string) {
  let pings = 0
  let ready: () => void = () => {}
  const readyNow = new Promise<void>((resolve) => (ready = resolve))
  let ended: () => void = () => {}
  const endedNow = new Promise<void>((resolve) => (ended = resolve))
  let status = 0
  const req = http.get(
    {
      port,
      host: '127.0.0.1',
      path: '/api/orders/stream',
      headers: { authorization: `Bearer ${bearer}` },
      agent: false,
    },
    (res) => {
      status = res.statusCode ?? 0
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        if (chunk.includes('event: ready')) ready()
        pings += chunk.split(': ping').length - 1
      })
      res.on('end', ended)
      res.on('close', ended)
    },
  )
  req.on('error', ended)
  return {
    ready: readyNow,
    ended: endedNow,
    status: () => status,
    pings: () => pings,
    close: () => req.destroy(),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

t.test('an open order stream keeps its session alive; once closed, the idle minute ends it', async (t) => {
  let clock = START
  const app = await build(t, { now: () => clock, env: IDLE, streamHeartbeatMs: 100 })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  const board = await signIn(app, 'kuchnia')
  const nobody = await signIn(app, 'ania')

  const stream = openStream(port, board)
  t.teardown(stream.close)
  await stream.ready
  t.equal(stream.status(), 200, 'the stream opens with the bearer token')
  // Five minutes of the app's clock pass in 20-second steps, each with a heartbeat in between.
  for (let step = 1; step <= 15; step++) {
    clock = seconds(step * 20)
    const pings = stream.pings()
    while (stream.pings() < pings + 2) await sleep(20)
  }
  t.equal((await me(app, board)).statusCode, 200, 'the board is still signed in after 5 minutes')
  t.equal((await me(app, nobody)).statusCode, 401, 'the session with no stream and no request ended')
  const again = await reload(app, board)
  t.equal(again.statusCode, 200, 'a reload of the board after 5 minutes gets a fresh token from its device')
  t.equal((await me(app, again.json().token)).statusCode, 200, 'and that token signs in')
  t.equal((await reload(app, nobody)).statusCode, 401, 'the device nobody used for 5 minutes is forgotten')

  stream.close()
  await stream.ended
  const lastUse = 15 * 20
  clock = seconds(lastUse + 59)
  t.equal((await me(app, board)).statusCode, 200, 'closed for 59 s: still signed in')
  clock = seconds(lastUse + 59 + 61)
  t.equal((await me(app, board)).statusCode, 401, 'closed and unused for 61 s: signed out')
})

t.test('a stream whose session went idle while it was cut off ends, and is refused again', async (t) => {
  let clock = START
  const app = await build(t, { now: () => clock, env: IDLE, streamHeartbeatMs: 60_000 })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  const board = await signIn(app, 'kuchnia')
  const stream = openStream(port, board)
  t.teardown(stream.close)
  await stream.ready
  // No heartbeat within the minute (a stalled connection): the session check ends the stream.
  clock = seconds(61)
  await stream.ended
  t.pass('the stream ended with its session')
  const again = openStream(port, board)
  t.teardown(again.close)
  await again.ended
  t.equal(again.status(), 401, 'reconnecting is refused: the board shows the sign-in form')
})
