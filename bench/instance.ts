/**
 * One app instance for the benchmarks, as a process of its own (so that two instances use two
 * cores): the environment configures it as in production (DATABASE_URL, REDIS_URL…), the clock is
 * a Wednesday at 15:00 in Kraków so the restaurant takes orders. Prints `listening <url>` once ready.
 */
import { buildApp } from '#server/app.js'
import { loadConfig } from '#server/config.js'

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  ORDER_RATE_LIMIT: '0',
  ...process.env,
})
const app = await buildApp(config, {
  ssrMode: 'source',
  logger: false,
  now: () => new Date('2026-11-25T14:00:00Z'),
})
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
process.stdout.write(`listening ${address}\n`)
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0))
})
