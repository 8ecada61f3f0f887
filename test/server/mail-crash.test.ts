import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import t from 'tap'
import { childEnv } from '../child-env.js'
import { dishes, orderBody } from '../fixtures.js'
import { build, TEST_JWT_SECRET } from '../helper.js'
import { freePort, SmtpSink } from '../smtp-sink.js'
import { staffToken } from './staff-helper.js'

// The outbox across kill -9: the real server process is killed while the SMTP server is down, and
// the e-mail still goes out exactly once after a restart; killing it again sends nothing twice.

const dir = mkdtempSync(join(tmpdir(), 'sushi-mail-crash-'))
const database = join(dir, 'crash.db')
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

function outbox(): { status: string; attempts: number }[] {
  const db = new SQLite(database, { readonly: true })
  try {
    return db.prepare('select status, attempts from mail_outbox').all() as {
      status: string
      attempts: number
    }[]
  } finally {
    db.close()
  }
}

async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Starts the real server (server/main.ts) on the database; resolves once it listens. */
const outputs: string[] = []
async function startServer(smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: childEnv({
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database,
      LOG_LEVEL: 'info',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'https://sakanasushi.test',
      SMTP_URL: smtpUrl,
      MAIL_RETRY_SECONDS: '1',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const index = outputs.push('') - 1
  const keep = (chunk: unknown) => {
    output += String(chunk)
    outputs[index] = output
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  await until(() => output.includes('Server listening') || child.exitCode !== null, 'the server to listen')
  if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
  return child
}

async function kill9(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

t.test('an e-mail survives kill -9 and is sent exactly once', async (t) => {
  // The order is placed by the app in-process (open today, whatever the hour), sender not started.
  const seed = await build(t, { env: { DATABASE_URL: database }, mail: { autoStart: false } })
  const auth = { authorization: `Bearer ${await staffToken(seed)}` }
  await seed.inject({ method: 'POST', url: '/api/utils/openToday', headers: auth })
  const placed = await seed.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'idempotency-key': randomUUID() },
    payload: orderBody({
      items: [{ productId: dishes.salmonNigiri.id, count: 2 }],
      customer: { name: 'Jan Nowak', phone: '600 100 200', email: 'jan@example.pl' },
    }),
  })
  t.equal(placed.statusCode, 201, placed.body)
  await seed.close()
  t.match(outbox(), [{ status: 'PENDING', attempts: 0 }], 'written with the order')

  const port = await freePort()
  const smtpUrl = `smtp://127.0.0.1:${port}`
  const first = await startServer(smtpUrl)
  // Two attempts have failed (the row waits for its retry, not leased to an attempt in flight).
  await until(() => {
    const row = outbox()[0]
    return row !== undefined && row.attempts >= 2 && row.status === 'PENDING'
  }, 'two failed attempts')
  await kill9(first)
  t.equal(outbox()[0]?.status === 'SENT', false, 'not sent while the SMTP server was down')

  const smtp = new SmtpSink()
  await smtp.start(port)
  t.teardown(() => smtp.stop())
  const second = await startServer(smtpUrl)
  await until(() => smtp.received.length > 0 && outbox()[0]?.status === 'SENT', 'the delivery').catch((e) => {
    console.error(JSON.stringify(outbox()), outputs.join('\n----\n').slice(-6000))
    throw e
  })
  await kill9(second)
  t.equal(smtp.received.length, 1)
  t.match(smtp.received[0]!.subject, /^Zamówienie nr \d+ — potwierdzenie/)

  const third = await startServer(smtpUrl)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  await kill9(third)
  t.equal(smtp.received.length, 1, 'a restart sends nothing twice')
  t.match(outbox(), [{ status: 'SENT' }])
})
