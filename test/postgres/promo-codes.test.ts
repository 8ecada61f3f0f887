import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/promo-codes.test.js')
