// The sign-in lockout against rotating addresses: IPv6 failures count per /64, and once a username
// passes its failure cap every address is slowed down for it, while the right password from an
// address with no failures still gets in.
import t, { type Test } from 'tap'
import { checkLogin, createStaff } from '#plugins/auth/service.js'
import {
  type LoginLimiter,
  memoryLoginLimiter,
  redisLoginLimiter,
} from '#plugins/auth/sign-in/shared-throttle.js'
import { LoginGuard } from '#plugins/auth/sign-in/throttle.js'
import { createTotpSecretBox } from '#plugins/auth/two-factor/secret-box.js'
import { build, sharedRedis } from '../../helpers/app.js'
import { freshDb, INVALID_CREDENTIALS, login, PASSWORD } from './auth-setup.js'

t.test('IPv6: wrong passwords from one /64 count together, whatever the last 64 bits', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD)
  for (let i = 1; i <= 5; i++) {
    const res = await login(app, 'ania', `wrong-${i}`, `2001:db8:5:6::${i}`)
    t.same(res.json(), INVALID_CREDENTIALS, `failure ${i} from a new address of the same /64`)
  }
  const sixth = await login(app, 'ania', PASSWORD, '2001:db8:5:6:ffff:ffff:ffff:fffe')
  t.equal(sixth.statusCode, 429, 'the /64 is held back for that account')
  t.ok(Number(sixth.headers['retry-after']) > 0)
  const kitchen = await login(app, 'ania', PASSWORD, '2001:db8:5:7::1')
  t.equal(kitchen.statusCode, 200, 'the next /64 signs in')
})

t.test('past the username cap a clean address is slowed down, a failing one refused', async (t) => {
  let now = 1_000_000
  const guard = new LoginGuard(
    {
      pair: { max: 5, windowMs: 60_000 },
      address: { max: 20, windowMs: 60_000 },
      username: { max: 3, windowMs: 60_000, slowdownMs: 2_500 },
    },
    () => now,
  )
  t.same(guard.attempt('fresh-before', 'ania'), { allowed: true }, 'below the cap: no delay')
  for (let i = 0; i < 3; i++) guard.attempt(`bot${i}`, 'ania')
  t.same(guard.attempt('fresh', 'ania'), { allowed: true, delayMs: 2_500 }, 'a clean address waits')
  t.notOk(guard.attempt('bot1', 'ania').allowed, 'an address that failed is refused')
  t.same(guard.attempt('fresh', 'bartek'), { allowed: true }, 'other usernames are not slowed')
  now += 60_000
  t.same(guard.attempt('fresh2', 'ania'), { allowed: true }, 'a new window: no delay')
})

// What the sign-in route hands checkLogin beside the password (no account here has two-factor on).
const factor = () => ({ now: new Date(), secrets: createTotpSecretBox({ jwtSecret: 'a'.repeat(32) }) })

async function slowedButLetIn(t: Test, limiter: LoginLimiter) {
  const db = await freshDb(t)
  await createStaff(db, 'ania', PASSWORD)
  for (let i = 0; i < 3; i++) {
    const failed = await checkLogin(db, limiter, `203.0.113.${i + 1}`, 'ania', 'wrong password!', factor())
    t.match(failed, { ok: false, throttled: false }, `failure ${i + 1}`)
  }
  t.same(
    await limiter.attempt('198.51.100.9', 'ania'),
    { allowed: true, delayMs: 2_000 },
    'a clean address is slowed down',
  )
  const started = Date.now()
  const right = await checkLogin(db, limiter, '198.51.100.1', 'ania', PASSWORD, factor())
  t.equal(right.ok, true, 'the right password from a clean address gets in')
  t.ok(Date.now() - started >= 1_950, 'after waiting the delay')
  const attacker = await checkLogin(db, limiter, '203.0.113.1', 'ania', PASSWORD, factor())
  t.match(attacker, { ok: false, throttled: true }, 'a failing address is refused even with the password')
}

const LIMITS = {
  pair: { max: 5, windowMs: 60_000 },
  address: { max: 20, windowMs: 60_000 },
  username: { max: 3, windowMs: 60_000, slowdownMs: 2_000 },
}

t.test('checkLogin waits the delay, then checks the password', async (t) => {
  await slowedButLetIn(t, memoryLoginLimiter(LIMITS))
})

const redis = sharedRedis()
if (redis.REDIS_URL) {
  t.test('the same in Redis (every instance)', async (t) => {
    const app = await build(t, { env: redis })
    if (!app.redis) throw new Error('no Redis')
    await slowedButLetIn(t, redisLoginLimiter(app.redis, app.redisKeyPrefix, LIMITS, app.log))
  })
}
