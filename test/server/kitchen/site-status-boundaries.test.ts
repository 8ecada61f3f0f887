import t from 'tap'
import { build } from '../../helpers/app.js'
import { staffToken } from '../../helpers/staff-helper.js'

// The status is worked out once per second: it must still change exactly at closing time, and at
// once after a staff action in the same second.
t.test('isSiteClosed turns at the closing instant and after a staff action in the same second', async (t) => {
  let clock = new Date('2026-11-25T20:59:59.000Z') // Wednesday 21:59:59 in Kraków, open until 22:00
  const app = await build(t, { now: () => clock })
  const ask = async () => (await app.inject({ url: '/api/utils/isSiteClosed' })).body
  t.equal(await ask(), 'false')
  clock = new Date('2026-11-25T20:59:59.999Z')
  t.equal(await ask(), 'false', 'still open in the last millisecond')
  clock = new Date('2026-11-25T21:00:00.000Z')
  t.equal(await ask(), 'true', 'closed at 22:00 sharp')

  clock = new Date('2026-11-25T14:00:00.000Z')
  t.equal(await ask(), 'false')
  const token = await staffToken(app, 'ola')
  const closed = await app.inject({
    method: 'POST',
    url: '/api/utils/closeToday',
    headers: { authorization: `Bearer ${token}` },
  })
  t.equal(closed.statusCode, 200)
  t.equal(await ask(), 'true', 'the same second, after "close today"')
  const status = await app.inject({ url: '/api/site-status' })
  t.match(status.json(), { closed: true, reason: 'OVERRIDE_CLOSED' })
})
