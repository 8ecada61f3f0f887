// Not in the PostgreSQL pass: the walkthrough script against a fresh server on its default database.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import t, { type Test } from 'tap'
import { buildApp } from '#server/app.js'
import { testConfig } from '../../helpers/app.js'
import { childEnv } from '../../helpers/child-env.js'

/**
 * The API walkthrough of docs/api.md cannot drift: its commands are scripts/api-walkthrough.sh word for
 * word, and the script runs top to bottom (set -e, every call must succeed) against a fresh server
 * and a new database, on days and hours when the restaurant is closed.
 */

const root = path.resolve(import.meta.dirname, '../../..')
const SCRIPT = path.join(root, 'scripts/api-walkthrough.sh')
const MARKER = '# ---- walkthrough (docs/api.md shows everything below) ----\n'

async function docsWalkthrough(): Promise<string> {
  const docs = await readFile(path.join(root, 'docs/api.md'), 'utf8')
  const at = docs.indexOf('<!-- api-walkthrough:')
  if (at === -1) throw new Error('docs/api.md has no api-walkthrough block')
  const start = docs.indexOf('```sh\n', at) + '```sh\n'.length
  return docs.slice(start, docs.indexOf('```\n', start))
}

t.test('docs/api.md shows the walkthrough script, word for word', async (t) => {
  const script = await readFile(SCRIPT, 'utf8')
  t.ok(script.includes(MARKER), 'the script has its marker line')
  t.equal(await docsWalkthrough(), script.slice(script.indexOf(MARKER) + MARKER.length))
})

/** Runs the script against a fresh server whose clock starts at `start`; answers its output. */
async function walk(t: Test, start: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'walkthrough-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const databaseUrl = path.join(dir, 'sushi.db')
  const offset = Date.parse(start) - Date.now()
  const app = await buildApp(testConfig({ DATABASE_URL: databaseUrl }), {
    ssrMode: 'source',
    logger: false,
    now: () => new Date(Date.now() + offset),
  })
  t.teardown(() => app.close())
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }

  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('bash', [SCRIPT], {
      cwd: root,
      env: childEnv({
        ...process.env,
        BASE: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'silent',
      }),
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

for (const [when, start] of [
  // A Monday at 03:00 in Kraków: closed by the schedule all day.
  ['a Monday night', '2026-11-23T02:00:00Z'],
  // The last Sunday of October at 23:40, after closing, on the day the clocks go back.
  ['a Sunday after closing, on the day summer time ends', '2026-10-25T22:40:00Z'],
] as const) {
  t.test(`the walkthrough runs top to bottom on a fresh server: ${when}`, async (t) => {
    const { code, stdout, stderr } = await walk(t, start)
    t.equal(code, 0, `the script succeeds\n${stdout}\n${stderr}`)
    const lines = stdout.trim().split('\n')
    // The site starts closed, staff open it, the orders go through and are run to their end.
    t.equal(lines[0], 'true', 'closed before "open today"')
    t.match(stdout, /"reason":"OVERRIDE_OPEN"/)
    // 121 − 10 % (12,10) + 9,99 = 118,89, all at 8 %: VAT 118,89 × 8/108 = 8,81.
    t.match(
      stdout,
      /"totals":\{"products":121,"discount":12\.1,"delivery":9\.99,"deposits":0,"total":118\.89,"byRate":\[\{"rate":8,"gross":118\.89,"net":110\.08,"vat":8\.81\}\]\}/,
    )
    for (const status of ['ACCEPTED', 'IN_DELIVERY', 'COMPLETED', 'CANCELLED']) {
      t.ok(lines.includes(status), `${status} printed`)
    }
    t.ok(lines.includes('COMPLETED ania'), 'the history names who moved the order')
    t.match(stdout, /"message":"Pole „type” musi mieć jedną z wartości: PERCENTAGE lub FIXED\."/)
    t.match(stdout, /"uses":1,"usable":false/, 'the code was used by the order before it was deactivated')
    t.match(stdout, /"code":"PROMO_CODE_INVALID"/)
    t.match(stdout, /"reason":"OVERRIDE_CLOSED"/)
    t.ok(lines.includes('401'), 'the old token ends with the new password')
    t.ok(
      lines.some((line) => /^ania\s+OWNER\s+active/.test(line)),
      'the list names the role',
    )
    t.ok(
      lines.some((line) => /^kuba\s+KITCHEN\s+active/.test(line)),
      "the cook's account is active again",
    )
  })
}
