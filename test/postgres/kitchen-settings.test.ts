import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/kitchen-settings.test.js')
