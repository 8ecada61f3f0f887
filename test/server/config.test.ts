import t from 'tap'
import { ConfigError, loadConfig } from '../../server/config.js'

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

t.test('TRUST_PROXY: off by default, a hop count or addresses', async (t) => {
  t.equal(loadConfig({}).trustProxy, false)
  t.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1)
  t.equal(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy, '127.0.0.1,10.0.0.0/8')
  t.throws(() => loadConfig({ TRUST_PROXY: 'yes please' }), /TRUST_PROXY/)
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
