import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/payments-lifecycle.test.js')
