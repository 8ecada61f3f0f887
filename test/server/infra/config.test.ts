// Not in the PostgreSQL pass: the configuration.
import t from 'tap'
import { ConfigError, loadConfig } from '#server/config.js'

t.test('defaults: port 3000, SQLite file in ./data, Polish site on localhost', async (t) => {
  const config = loadConfig({})
  t.equal(config.port, 3000)
  t.equal(config.databaseUrl, './data/sushi.db')
  t.equal(config.env, 'development')
  t.equal(config.logLevel, 'info')
  t.equal(config.publicUrl, 'http://localhost:3000')
  t.ok(config.jwtSecretGenerated, 'development makes a random JWT secret')
  t.ok(config.jwtSecret.length >= 32)
})

t.test('values are read from the environment and converted', async (t) => {
  const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '/tmp/x.db' })
  t.equal(config.port, 8080)
  t.equal(config.host, '127.0.0.1')
  t.equal(config.logLevel, 'warn')
  t.equal(config.databaseUrl, '/tmp/x.db')
})

t.test('an invalid setting is refused with a message naming it', async (t) => {
  const cases: [Record<string, string>, string][] = [
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  ]
  for (const [env, variable] of cases) {
    let caught: unknown
    try {
      loadConfig(env)
    } catch (error) {
      caught = error
    }
    t.ok(caught instanceof ConfigError, `${JSON.stringify(env)} is refused`)
    t.equal((caught as ConfigError).variable, variable, `${JSON.stringify(env)} names ${variable}`)
    t.match((caught as ConfigError).message, variable)
  }
})

t.test("TRUST_PROXY: off by default, the proxies' addresses or networks, never a hop count", async (t) => {
  t.equal(loadConfig({}).trustProxy, false)
  t.same(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy, [
    '127.0.0.1',
    '10.0.0.0/8',
    'fd00::/8',
  ])
  t.same(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy, ['loopback', 'uniquelocal'])
  for (const value of ['1', 'yes please', '10.0.0.0/33', '10.0.0.1/8/8', '300.1.1.1', ',']) {
    t.throws(() => loadConfig({ TRUST_PROXY: value }), /TRUST_PROXY/, `${value} is refused`)
  }
})

t.test('DATABASE_URL: SQLite paths and postgres:// URLs; any other scheme stops the start', async (t) => {
  t.equal(
    loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/sushi' }).databaseUrl,
    'postgres://u:p@db:5432/sushi',
  )
  t.equal(loadConfig({ DATABASE_URL: 'postgresql://db/sushi' }).databaseUrl, 'postgresql://db/sushi')
  t.equal(loadConfig({ DATABASE_URL: 'file:/tmp/x.db' }).databaseUrl, 'file:/tmp/x.db')
  for (const url of ['mysql://db/sushi', 'postgress://db/sushi', 'redis://localhost']) {
    t.throws(() => loadConfig({ DATABASE_URL: url }), /DATABASE_URL.*unknown scheme/, `${url} is refused`)
  }
})

t.test('REDIS_URL and DATABASE_POOL_SIZE', async (t) => {
  t.equal(loadConfig({}).redisUrl, null)
  t.equal(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl, 'redis://cache:6379/0')
  t.throws(() => loadConfig({ REDIS_URL: 'cache:6379' }), /REDIS_URL/)
  t.equal(loadConfig({}).databasePoolSize, 10)
  t.equal(loadConfig({ DATABASE_POOL_SIZE: '20' }).databasePoolSize, 20)
  t.throws(() => loadConfig({ DATABASE_POOL_SIZE: '0' }), /DATABASE_POOL_SIZE/)
})

t.test('production requires JWT_SECRET', async (t) => {
  t.throws(() => loadConfig({ NODE_ENV: 'production' }), /JWT_SECRET is required/)
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://sakanasushi.pl',
  })
  t.equal(config.jwtSecretGenerated, false)
  t.equal(config.jwtSecret, 'x'.repeat(40))
})

t.test(
  'production refuses KSeF over http://, naming the variable; a loopback stand-in is allowed',
  async (t) => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://sakanasushi.pl',
    }
    for (const variable of ['KSEF_API_URL', 'KSEF_QR_URL']) {
      const refused = (() => {
        try {
          loadConfig({ ...production, [variable]: 'http://ksef-proxy.example.pl/v2' })
        } catch (error) {
          return error
        }
        return null
      })()
      t.type(refused, ConfigError, variable)
      t.equal((refused as ConfigError).variable, variable)
      t.match(
        (refused as Error).message,
        `${variable} must use https:// when NODE_ENV=production`,
        'the message names the variable and the rule',
      )
      for (const url of [
        'https://ksef-proxy.example.pl/v2',
        'http://127.0.0.1:4010/v2',
        'http://localhost:4010',
      ]) {
        t.doesNotThrow(() => loadConfig({ ...production, [variable]: url }), `${variable}=${url}`)
      }
      t.doesNotThrow(() => loadConfig({ [variable]: 'http://ksef.test/v2' }), 'development may use anything')
    }
    // Unset: the official https addresses of KSEF_ENV (docs/invoices.md).
    t.equal(loadConfig(production).invoicing.apiUrl, null)
  },
)
