/**
 * The last enabled OWNER can be neither disabled nor demoted, in one conditional write
 * (docs/security.md, "Staff accounts"): two owners demoting each other at once leave one owner.
 */
import t from 'tap'
import { changeRoleOrState, listStaff } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'
import { staffToken } from '../../helpers/staff-helper.js'

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
