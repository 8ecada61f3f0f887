import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/checkout-details.test.js')
