import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/menu-api.test.js')
