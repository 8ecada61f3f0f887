import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/payments-blik.test.js')
