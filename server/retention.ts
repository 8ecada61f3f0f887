/**
 * `npm run retention [-- --dry-run]`: the daily retention job by hand (docs/security.md,
 * "Retention and guest data"), on the DATABASE_URL database. Prints what it erased (or, with
 * --dry-run, what it would erase) as JSON. Waits for nobody: when another instance is running it,
 * it says so and exits 1.
 */
import { migrateToLatest, openDatabase } from '#infra/db/database.js'
import { runRetention } from '#plugins/retention/service.js'
import { loadConfig } from './config.js'

async function main(args: string[]): Promise<number> {
  const unknown = args.find((a) => a !== '--dry-run')
  if (unknown) {
    process.stderr.write(`Unknown option ${unknown}. Usage: npm run retention [-- --dry-run]\n`)
    return 1
  }
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    ORDER_PII_RETENTION_DAYS: process.env.ORDER_PII_RETENTION_DAYS,
    AUDIT_RETENTION_DAYS: process.env.AUDIT_RETENTION_DAYS,
  })
  const db = openDatabase(config.databaseUrl)
  try {
    await migrateToLatest(db)
    const report = await runRetention(db, {
      now: new Date(),
      orderPiiDays: config.orderPiiRetentionDays,
      auditDays: config.auditRetentionDays,
      dryRun: args.includes('--dry-run'),
    })
    process.stdout.write(`${JSON.stringify(report)}\n`)
    if (!report.ran) process.stderr.write('Another instance is running the retention job now.\n')
    return report.ran ? 0 : 1
  } finally {
    await db.destroy()
  }
}

process.exitCode = await main(process.argv.slice(2))
