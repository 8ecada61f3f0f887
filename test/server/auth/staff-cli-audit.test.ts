import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { build, freshDatabaseUrl } from '../../helpers/app.js'
import { runBuiltCli } from '../../helpers/built-cli.js'
import { childEnv } from '../../helpers/child-env.js'
import { login, PASSWORD } from './auth-setup.js'

t.test('the CLI audits what it changes, and totp-reset turns two-factor off and signs out', async (t) => {
  // The command line and the site on one database: a file on SQLite (an in-memory one is the
  // process's own), the suite's fresh schema on PostgreSQL.
  const dir = mkdtempSync(join(tmpdir(), 'sakana-staff-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const fresh = await freshDatabaseUrl(t)
  const database = fresh === ':memory:' ? join(dir, 'staff.db') : fresh
  const env = childEnv({ ...process.env, DATABASE_URL: database })
  const run = (args: string[], input = '') => runBuiltCli('staff', args, env, input)
  t.equal(run(['add', 'ania', '--password-stdin', '--role', 'MANAGER'], `${PASSWORD}\n`).status, 0)
  t.equal(run(['passwd', 'ania', '--password-stdin'], `${PASSWORD}\n`).status, 0)
  t.equal(run(['disable', 'ania']).status, 0)
  t.equal(run(['enable', 'ania']).status, 0)

  // The site, on the same database: Ania signs in, then her two-factor is on (as if enrolled).
  const app = await build(t, { env: { DATABASE_URL: database } })
  const token = (await login(app, 'ania', PASSWORD)).json().token as string
  const me = () => app.inject({ url: '/api/staff/me', headers: { authorization: `Bearer ${token}` } })
  t.equal((await me()).statusCode, 200)
  await app.db
    .updateTable('staff_users')
    .set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled_at: '2026-11-25T14:00:00.000Z' })
    .where('username', '=', 'ania')
    .execute()
  await app.db
    .insertInto('staff_recovery_codes')
    .values({ username: 'ania', code_hash: 'x', created_at: '2026-11-25T14:00:00.000Z', used_at: null })
    .execute()
  t.equal((await login(app, 'ania', PASSWORD)).json().code, 'TOTP_REQUIRED')

  const reset = run(['totp-reset', 'Ania'])
  t.equal(reset.status, 0, reset.stderr)
  t.match(reset.stdout, /Two-factor sign-in of "ania" turned off/)
  t.equal((await me()).statusCode, 401, 'its session is signed out')
  const again = await login(app, 'ania', PASSWORD)
  t.equal(again.statusCode, 200, 'the password alone signs in again')
  const left = await app.db.selectFrom('staff_recovery_codes').select('id').execute()
  t.same(left, [], 'the recovery codes are gone')
  const unknown = run(['totp-reset', 'nikt'])
  t.equal(unknown.status, 1)
  t.match(unknown.stderr, /Nie ma konta obsługi „nikt”/)

  const entries = await app.db
    .selectFrom('audit_log')
    .select(['action', 'username', 'address', 'target', 'after'])
    .where('address', 'is', null)
    .orderBy('id')
    .execute()
  t.same(entries, [
    { action: 'staff.create', username: null, address: null, target: 'ania', after: '{"role":"MANAGER"}' },
    {
      action: 'staff.update',
      username: null,
      address: null,
      target: 'ania',
      after: '{"passwordReset":true}',
    },
    { action: 'staff.update', username: null, address: null, target: 'ania', after: '{"disabled":true}' },
    { action: 'staff.update', username: null, address: null, target: 'ania', after: '{"disabled":false}' },
    {
      action: 'staff.totp-reset',
      username: null,
      address: null,
      target: 'ania',
      after: '{"totpEnabled":false}',
    },
  ])
})
