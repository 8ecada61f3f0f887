import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/promo-budget.test.js')
