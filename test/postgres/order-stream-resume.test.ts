import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/order-stream-resume.test.js')
