/**
 * The work a sign-in can cost the process (docs/security.md, "Sign-in work"): two password hashes at
 * once, four waiting, past that an immediate 503 with Retry-After and no hashing; a site-wide budget
 * on /api/login beside the per-address one; at the production cost (17), a flood of sign-ins from
 * many addresses leaves a freshly changed page answering before the flood's hashing is over, and four sign-ins at once
 * hold two hashes' memory, not four.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { HashBusyError, hashPassword, verifyPassword } from '#plugins/auth/sign-in/password.js'
import { withSiteBudget } from '#plugins/auth/sign-in/site-budget.js'
import { build } from '../../helpers/app.js'
import { OPEN } from '../../helpers/orders-setup.js'
import { PASSWORD } from './auth-setup.js'

t.test('two hashes run, four wait, the rest are refused at once without hashing', async (t) => {
  const stored = await hashPassword('correct horse battery', 14)
  const started = Date.now()
  const outcomes = await Promise.allSettled(
    Array.from({ length: 8 }, () => verifyPassword('correct horse battery', stored)),
  )
  const refused = outcomes.filter((o) => o.status === 'rejected')
  t.equal(outcomes.filter((o) => o.status === 'fulfilled' && o.value === true).length, 6, '2 + 4 verified')
  t.equal(refused.length, 2, 'the seventh and eighth refused')
  for (const r of refused) {
    const error = (r as PromiseRejectedResult).reason
    t.ok(error instanceof HashBusyError)
    t.match(error, { statusCode: 503, code: 'BUSY', retryAfterSeconds: 2 })
  }
  t.ok(Date.now() - started >= 0)
  t.equal(await verifyPassword('correct horse battery', stored), true, 'the turns are all given back')
})

t.test('the site-wide budget counts every address together', async (t) => {
  let clock = 0
  const passed: string[] = []
  const limiter = withSiteBudget(
    {
      attempt: async (address) => {
        passed.push(address)
        return { allowed: true }
      },
      succeeded: async () => {},
      codesLocked: async () => false,
      codeFailed: async () => false,
      codesCleared: async () => {},
    },
    { max: 3, windowMs: 60_000 },
    () => clock,
  )
  for (const a of ['a', 'b', 'c']) t.same(await limiter.attempt(a, 'ania'), { allowed: true })
  clock = 15_000
  t.same(await limiter.attempt('d', 'ania'), { allowed: false, retryAfterSeconds: 45 }, 'the fourth waits')
  t.same(passed, ['a', 'b', 'c'], 'a refused attempt is not counted further')
  clock = 60_000
  t.same(await limiter.attempt('d', 'ania'), { allowed: true }, 'a new minute')
})

t.test('POST /api/login: past LOGIN_SITE_LIMIT from all addresses, 429 with Retry-After', async (t) => {
  const app = await build(t, { env: { LOGIN_SITE_LIMIT: '5' } })
  await createStaff(app.db, 'ania', PASSWORD)
  const answers = []
  for (let i = 1; i <= 6; i++)
    answers.push(
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ania', password: 'wrong password!' },
        remoteAddress: `10.9.0.${i}`,
      }),
    )
  t.same(
    answers.map((a) => a.statusCode),
    [401, 401, 401, 401, 401, 429],
    'five addresses each under their own limit, then the site’s',
  )
  t.match(answers[5]!.json(), { statusCode: 429, code: 'RATE_LIMITED' })
  t.ok(Number(answers[5]!.headers['retry-after']) >= 1)
})

/** The largest resident set seen while `work` runs (sampled every 10 ms). */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage.rss()
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 10)
  try {
    const result = await work()
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) }
  } finally {
    clearInterval(timer)
  }
}

const MB = 1024 * 1024

t.test(
  'at cost 17: during a sign-in flood from 12 addresses a changed page answers before the hashing is over',
  async (t) => {
    const app = await build(t, { now: () => OPEN, env: { PASSWORD_HASH_COST: '17', LOGIN_SITE_LIMIT: '0' } })
    await createStaff(app.db, 'ania', PASSWORD)
    const page = '/menu/nigiri/'
    const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html' }
    t.equal((await app.inject({ url: page, headers })).statusCode, 200, 'rendered once (modules loaded)')

    // Four sign-ins at once: two hashes run (128 MiB each), two wait.
    const baseline = process.memoryUsage.rss()
    const four = await peakRss(() =>
      Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { username: 'ania', password: `wrong password ${i}` },
            remoteAddress: `10.8.0.${i + 1}`,
          }),
        ),
      ),
    )
    t.same(
      four.result.map((r) => r.statusCode),
      [401, 401, 401, 401],
      'four at once are all answered',
    )
    const rise = four.peak - baseline
    t.comment(
      `four sign-ins at once: resident ${Math.round(baseline / MB)} → ${Math.round(four.peak / MB)} MB`,
    )
    t.ok(rise < 300 * MB, `two hashes’ memory (2 × 128 MiB), not four: +${Math.round(rise / MB)} MB`)

    // The menu changes: the page must be rendered and compressed again.
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('menu_products')
        .set({ price_grosze: 2150 })
        .where('id', '=', 'nigiri-losos')
        .execute()
      await app.menu.bumpVersion(trx)
    })
    await app.menu.published()
    // Not a timing: the order of the answers. Six hashes two at a time are three rounds of scrypt
    // at cost 17; a page that waited for them (the event loop or the thread pool taken) would come
    // last. How long it takes is the benchmark's to say (docs/benchmarks.md).
    let lastSignIn = 0
    const flood = Array.from({ length: 12 }, (_, i) =>
      app
        .inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: i % 2 ? 'ania' : `nobody${i}`, password: `wrong password ${i}` },
          remoteAddress: `10.7.0.${i + 1}`,
        })
        .then((answer) => {
          lastSignIn = performance.now()
          return answer
        }),
    )
    const guest = await app.inject({ url: page, headers })
    const pageDone = performance.now()
    const answers = await Promise.all(flood)
    t.equal(guest.statusCode, 200)
    t.match(guest.headers['content-encoding'], /^(br|gzip)$/, 'compressed')
    t.ok(pageDone < lastSignIn, 'the changed page answered while sign-ins were still being hashed')
    const statuses = answers.map((a) => a.statusCode)
    t.equal(statuses.filter((s) => s === 401).length, 6, 'six hashed (two at once, four waiting)')
    t.equal(statuses.filter((s) => s === 503).length, 6, 'six refused at once')
    const busy = answers.find((a) => a.statusCode === 503)!
    t.equal(busy.headers['retry-after'], '2')
    t.match(busy.json(), { statusCode: 503, code: 'BUSY' })
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ania', password: PASSWORD },
      remoteAddress: '10.6.0.1',
    })
    t.equal(signIn.statusCode, 200, 'staff sign in once the flood is over')
  },
)
