// The order stream (docs/security.md, "Staff sessions") ends with the staff member's session (disable, passwd,
// expiry; also when the CLI changes the account from another process), and HEAD answers at once.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { changeRoleOrState, createStaff, setPassword } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'
import { builtCli } from '../../helpers/built-cli.js'
import { childEnv } from '../../helpers/child-env.js'
import { orderBody } from '../../helpers/fixtures.js'
import { OPEN } from '../../helpers/instants.js'
import { staffToken } from '../../helpers/staff-helper.js'
import { login } from './auth-setup.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const ORDER = orderBody()
/** Generous: the stream must end at all, promptly; this is no timing measurement. */
const END_WITHIN_MS = 15_000

/** An open event stream over a real socket: the events received and when it ended. */
function openStream(port: number, token: string) {
  const events: string[] = []
  let onReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (onReady = resolve))
  let onEnd: () => void = () => {}
  const ended = new Promise<void>((resolve) => (onEnd = resolve))
  const req = http.get(
    { port, host: '127.0.0.1', path: '/api/orders/stream', headers: { authorization: `Bearer ${token}` } },
    (res) => {
      res.setEncoding('utf8')
      let buffer = ''
      res.on('data', (chunk: string) => {
        buffer += chunk
        for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
          const event = /^event: (.+)$/m.exec(buffer.slice(0, cut))?.[1]
          buffer = buffer.slice(cut + 2)
          if (event) events.push(event)
          if (event === 'ready') onReady()
        }
      })
      res.on('close', onEnd)
      res.on('end', onEnd)
    },
  )
  req.on('error', onEnd)
  return {
    events,
    ready,
    ended,
    close: () => req.destroy(),
    endsWithin: (ms: number) =>
      Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]),
  }
}

async function listening(t: Parameters<typeof build>[0], env: Record<string, string> = {}) {
  const app = await build(t, { now: () => OPEN, env })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, port: (app.server.address() as AddressInfo).port }
}

t.test('2. disable ends the open stream and no order reaches it afterwards', async (t) => {
  const { app, port } = await listening(t)
  const token = await staffToken(app)
  // Another owner: the last one cannot be disabled.
  await createStaff(app.db, 'szef', 'correct-horse-battery')
  const stream = openStream(port, token)
  t.teardown(stream.close)
  await stream.ready
  t.equal((await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })).statusCode, 201)
  // Wait for the first order event, then disable and place another at once.
  while (!stream.events.includes('order')) await new Promise((r) => setTimeout(r, 20))
  await changeRoleOrState(app.db, 'kuchnia', { disabled: true })
  t.equal((await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })).statusCode, 201)
  t.ok(await stream.endsWithin(END_WITHIN_MS), 'the stream ended')
  t.same(
    stream.events.filter((e) => e === 'order'),
    ['order'],
    'the order placed after disable was never sent to the disabled account',
  )
  t.equal(app.boardUpdates.listenerCount('order'), 0, 'its listener is gone')
})

t.test('2. the owner requiring two-factor of its role ends the stream; no order reaches it', async (t) => {
  const { app, port } = await listening(t)
  const owner = await staffToken(app, 'szef')
  await createStaff(app.db, 'kierownik', 'correct-horse-battery', undefined, { role: 'MANAGER' })
  const signedIn = await login(app, 'kierownik', 'correct-horse-battery')
  const stream = openStream(port, signedIn.json().token as string)
  t.teardown(stream.close)
  await stream.ready
  t.equal((await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })).statusCode, 201)
  while (!stream.events.includes('order')) await new Promise((r) => setTimeout(r, 20))

  const policy = await app.inject({
    method: 'PUT',
    url: '/api/staff/policy',
    headers: { authorization: `Bearer ${owner}` },
    payload: { totpRequiredRoles: ['MANAGER'] },
  })
  t.equal(policy.statusCode, 200)
  t.equal((await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })).statusCode, 201)
  t.ok(await stream.endsWithin(END_WITHIN_MS), 'the stream ended')
  t.same(
    stream.events.filter((e) => e === 'order'),
    ['order'],
    'the order placed after the policy changed was never sent to the account without two-factor',
  )
  const again = await app.inject({
    url: '/api/orders/stream',
    headers: { authorization: `Bearer ${signedIn.json().token}` },
  })
  t.equal(again.statusCode, 403, 'reconnecting: enrol first')
  t.equal(again.json().code, 'TOTP_ENROLMENT_REQUIRED')
})

t.test('2. passwd ends the open stream', async (t) => {
  const { app, port } = await listening(t)
  const token = await staffToken(app)
  const stream = openStream(port, token)
  t.teardown(stream.close)
  await stream.ready
  await setPassword(app.db, 'kuchnia', 'a-brand-new-password')
  t.ok(await stream.endsWithin(END_WITHIN_MS), 'the stream ended without any event to carry it')
  const again = await app.inject({ url: '/api/orders/stream', headers: { authorization: `Bearer ${token}` } })
  t.equal(again.statusCode, 401, 'and the old token cannot open it again')
})

t.test('2. the end of a session is one signal: staffSessions.end(username)', async (t) => {
  const { app, port } = await listening(t)
  const token = await staffToken(app)
  const other = await staffToken(app, 'bar')
  const mine = openStream(port, token)
  const theirs = openStream(port, other)
  t.teardown(() => {
    mine.close()
    theirs.close()
  })
  await Promise.all([mine.ready, theirs.ready])
  app.staffSessions.end('KUCHNIA')
  t.ok(await mine.endsWithin(END_WITHIN_MS), "kuchnia's stream ended")
  t.notOk(await theirs.endsWithin(300), "bar's stream is still open")
})

t.test('2. the stream ends when its token expires', async (t) => {
  const { app, port } = await listening(t)
  const token = await staffToken(app)
  const { sub, ver, jti } = app.jwt.decode<{ sub: string; ver: string; jti: string }>(token)!
  const short = app.jwt.sign({ sub, ver, jti }, { expiresIn: '2s' } as never)
  const stream = openStream(port, short)
  t.teardown(stream.close)
  await stream.ready
  t.ok(await stream.endsWithin(END_WITHIN_MS), 'ended at expiry')
})

t.test('2. `npm run staff -- disable` from another process ends the stream', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sakana-stream-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const databaseUrl = join(dir, 'shop.db')
  const { app, port } = await listening(t, { DATABASE_URL: databaseUrl })
  const token = await staffToken(app)
  await createStaff(app.db, 'szef', 'correct-horse-battery')
  const stream = openStream(port, token)
  t.teardown(stream.close)
  await stream.ready
  const env = childEnv({ ...process.env, DATABASE_URL: databaseUrl })
  const code = await new Promise<number | null>((resolve) => {
    const cli = spawn(process.execPath, [...builtCli('staff'), 'disable', 'kuchnia'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    })
    cli.on('exit', resolve)
  })
  t.equal(code, 0, 'the CLI disabled the account')
  t.ok(await stream.endsWithin(END_WITHIN_MS), 'the open stream ended')
  t.equal((await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })).statusCode, 201)
  await new Promise((r) => setTimeout(r, 200))
  t.notOk(stream.events.includes('order'), 'no order reached it')
})

/** HEAD over a real socket: the headers must come, and the response end, without a body. */
function head(port: number, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, host: '127.0.0.1', path, method: 'HEAD', headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error(`HEAD ${path} did not answer within 10 s`)))
    req.on('error', reject)
    req.end()
  })
}

t.test('9. HEAD answers at once on every GET route, the order stream included', async (t) => {
  const { app, port } = await listening(t)
  const token = await staffToken(app)
  const placed = await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  const orderId = placed.json().id as string
  const spec = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  const samples: Record<string, string> = { id: orderId, code: 'ZIMA10' }
  const getPaths = Object.entries(spec.paths)
    .filter(([, methods]) => 'get' in methods)
    .map(([path]) => path.replace(/\{(\w+)\}/g, (_m, name: string) => samples[name] ?? 'x'))
  t.ok(getPaths.includes('/api/orders/stream'), 'the stream is in the document')
  t.ok(getPaths.length >= 8, `${getPaths.length} GET routes`)
  for (const path of [...getPaths, '/', '/menu/nigiri/', '/robots.txt', '/sitemap.xml', '/healthz']) {
    const status = await head(port, path, token)
    t.ok(status >= 200 && status < 500, `HEAD ${path}: ${status}`)
  }
  t.equal(app.boardUpdates.listenerCount('order'), 0, 'HEAD opened no stream')
})
