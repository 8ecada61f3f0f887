import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/orders-lifecycle.test.js')
