/**
 * The last enabled OWNER can be neither disabled nor demoted, in one conditional write
 * (docs/security.md, "Staff accounts"): two owners demoting each other at once leave one owner.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { changeRoleOrState, listStaff } from '#plugins/auth/service.js'
import { build, freshDatabaseUrl } from '../../helpers/app.js'
import { builtCli } from '../../helpers/built-cli.js'
import { childEnv } from '../../helpers/child-env.js'
import { staffToken } from '../../helpers/staff-helper.js'
import { ROOT } from './auth-setup.js'

type App = Awaited<ReturnType<typeof build>>

const patch = (app: App, token: string, username: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/${username}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  })

async function enabledOwners(app: App): Promise<string[]> {
  return (await listStaff(app.db)).filter((u) => u.role === 'OWNER' && !u.disabled).map((u) => u.username)
}

t.test('the only owner cannot demote or disable itself; another owner can then be demoted', async (t) => {
  const app = await build(t)
  const ania = await staffToken(app, 'ania')
  const demote = await patch(app, ania, 'ania', { role: 'MANAGER' })
  t.equal(demote.statusCode, 409)
  t.match(demote.json(), { code: 'LAST_OWNER', field: 'role' })
  const disable = await patch(app, ania, 'ania', { disabled: true })
  t.equal(disable.statusCode, 409)
  t.match(disable.json(), { code: 'LAST_OWNER', field: 'disabled' })
  t.same(await enabledOwners(app), ['ania'], 'nothing changed')

  await staffToken(app, 'bartek')
  const disabledOther = await patch(app, ania, 'bartek', { disabled: true })
  t.equal(disabledOther.statusCode, 200, 'another owner may be disabled')
  const demotedDisabled = await patch(app, ania, 'bartek', { role: 'KITCHEN' })
  t.equal(demotedDisabled.statusCode, 200, 'and a disabled owner demoted')
  t.match(demotedDisabled.json(), { role: 'KITCHEN', disabled: true })
  t.same(await enabledOwners(app), ['ania'])
})

t.test('two owners demoting each other at once: one is refused, one owner remains', async (t) => {
  const app = await build(t)
  const ania = await staffToken(app, 'ania')
  const bartek = await staffToken(app, 'bartek')
  const [first, second] = await Promise.all([
    patch(app, ania, 'bartek', { role: 'MANAGER' }),
    patch(app, bartek, 'ania', { disabled: true }),
  ])
  t.same([first.statusCode, second.statusCode].sort(), [200, 409], `${first.body} ${second.body}`)
  t.equal((await enabledOwners(app)).length, 1, 'exactly one enabled owner')
})

t.test('the rule holds for many concurrent writes, on either engine', async (t) => {
  const app = await build(t)
  for (const name of ['ania', 'bartek', 'celina']) await staffToken(app, name)
  for (let round = 0; round < 5; round++) {
    for (const name of ['ania', 'bartek', 'celina']) await changeRoleOrState(app.db, name, { role: 'OWNER' })
    const answers = await Promise.all([
      changeRoleOrState(app.db, 'ania', { role: 'MANAGER' }),
      changeRoleOrState(app.db, 'bartek', { disabled: true }),
      changeRoleOrState(app.db, 'celina', { role: 'KITCHEN' }),
    ])
    t.equal(answers.filter((a) => a === 'LAST_OWNER').length, 1, `round ${round}: one refused`)
    t.equal((await enabledOwners(app)).length, 1, `round ${round}: one enabled owner`)
    await changeRoleOrState(app.db, 'bartek', { disabled: false })
  }
})

/** `npm run staff -- …` on the database `databaseUrl`: its exit code and what it wrote. */
function staffCli(databaseUrl: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const cli = spawn(process.execPath, [...builtCli('staff'), ...args], {
      cwd: ROOT,
      env: childEnv({ ...process.env, DATABASE_URL: databaseUrl }),
    })
    let stdout = ''
    let stderr = ''
    cli.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    cli.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    cli.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

t.test('the command line keeps the last owner too: `npm run staff -- disable` refuses it', async (t) => {
  let databaseUrl = await freshDatabaseUrl(t)
  if (databaseUrl === ':memory:') {
    const dir = mkdtempSync(join(tmpdir(), 'sakana-owner-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    databaseUrl = join(dir, 'shop.db')
  }
  const app = await build(t, { env: { DATABASE_URL: databaseUrl } })
  await staffToken(app, 'ania')
  await staffToken(app, 'kuchnia')
  await changeRoleOrState(app.db, 'kuchnia', { role: 'KITCHEN' })

  const refused = await staffCli(databaseUrl, ['disable', 'ANIA'])
  t.equal(refused.code, 1, refused.stdout)
  t.equal(
    refused.stderr,
    'Error: "ania" is the last enabled OWNER account: enable or add another owner first.\n',
  )
  t.same(await enabledOwners(app), ['ania'], 'she is still an enabled owner')
  const audited = await app.db.selectFrom('audit_log').select('action').where('target', '=', 'ania').execute()
  t.same(audited, [], 'nothing changed, nothing recorded')

  const kitchen = await staffCli(databaseUrl, ['disable', 'kuchnia'])
  t.equal(kitchen.code, 0, kitchen.stderr)
  t.equal(kitchen.stdout, 'Staff account "kuchnia" disabled.\n')

  await staffToken(app, 'bartek')
  const other = await staffCli(databaseUrl, ['disable', 'ania'])
  t.equal(other.code, 0, `with another owner it goes through: ${other.stderr}`)
  t.same(await enabledOwners(app), ['bartek'])
})
