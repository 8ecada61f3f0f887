import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/order-stream.test.js')
