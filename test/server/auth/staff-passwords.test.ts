// Not in the PostgreSQL pass: the password rules; the accounts they guard are tested on PostgreSQL in staff-roles.
// The staff CLI refuses passwords an attacker tries first: the 10,000 most common ones, and those
// built on the username or the restaurant's name.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { refuseGuessablePassword } from '#plugins/auth/sign-in/password-policy.js'
import { build } from '../../helpers/app.js'
import { runBuiltCli } from '../../helpers/built-cli.js'
import { childEnv } from '../../helpers/child-env.js'
import { login, PASSWORD } from './auth-setup.js'

t.test('common passwords and names are refused, others accepted', async (t) => {
  for (const password of ['qwertyuiop', '1234567890', 'Password123', 'password-123!']) {
    t.throws(() => refuseGuessablePassword(password, 'ania'), /10 000 najczęściej używanych/, password)
  }
  t.throws(() => refuseGuessablePassword('kuchnia-2024!', 'kuchnia'), /nie może zawierać loginu/)
  for (const password of ['SakanaSushi2024', 'sushi-kazimierz-1', 'mojaSAKANA!!']) {
    t.throws(() => refuseGuessablePassword(password, 'ania'), /nie może zawierać nazwy restauracji/, password)
  }
  t.doesNotThrow(() => refuseGuessablePassword('correct horse battery', 'ania'))
  t.doesNotThrow(() => refuseGuessablePassword('zielony-czajnik-77', 'ab'))
})

t.test('the CLI refuses them for add and passwd', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sakana-staff-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const env = childEnv({ ...process.env, DATABASE_URL: join(dir, 'staff.db') })
  const run = (args: string[], input: string) => runBuiltCli('staff', args, env, input)
  const common = run(['add', 'ania', '--password-stdin'], 'qwertyuiop\n')
  t.equal(common.status, 1)
  t.match(common.stderr, /10 000 najczęściej używanych haseł/)
  const named = run(['add', 'ania', '--password-stdin'], 'Sakana-Sushi-Bar\n')
  t.equal(named.status, 1)
  t.match(named.stderr, /nie może zawierać nazwy restauracji/)
  const own = run(['add', 'kasia', '--password-stdin'], 'kasia-haslo-77\n')
  t.equal(own.status, 1)
  t.match(own.stderr, /nie może zawierać loginu/)
  const good = run(['add', 'ania', '--password-stdin'], 'zielony-czajnik-77\n')
  t.equal(good.status, 0, good.stderr)
  const passwd = run(['passwd', 'ania', '--password-stdin'], '1234567890\n')
  t.equal(passwd.status, 1)
  t.match(passwd.stderr, /10 000 najczęściej używanych haseł/)
})

t.test('the accounts API and the password change refuse them in Polish, naming the field', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD, undefined, { role: 'OWNER' })
  const headers = { authorization: `Bearer ${(await login(app, 'ania', PASSWORD)).json().token}` }
  const refused = (message: string, field: string) => ({
    statusCode: 400,
    error: 'Bad Request',
    message,
    code: 'INVALID_PASSWORD',
    field,
  })
  const added = await app.inject({
    method: 'POST',
    url: '/api/staff',
    headers,
    payload: { username: 'kucharz', role: 'KITCHEN', password: 'kucharz-od-sushi' },
  })
  t.same(added.json(), refused('Hasło nie może zawierać loginu.', 'password'))
  const duplicate = await app.inject({
    method: 'POST',
    url: '/api/staff',
    headers,
    payload: { username: 'ANIA', role: 'KITCHEN', password: 'zielony-czajnik-77' },
  })
  t.equal(duplicate.statusCode, 409)
  t.equal(duplicate.json().message, 'Konto obsługi „ania” już istnieje.')
  const own = await app.inject({
    method: 'POST',
    url: '/api/staff/me/password',
    headers,
    payload: { currentPassword: PASSWORD, newPassword: 'qwertyuiop' },
  })
  t.same(
    own.json(),
    refused('To hasło jest jednym z 10 000 najczęściej używanych haseł: wybierz inne.', 'newPassword'),
  )
})
