import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/kitchen-orders.test.js')
