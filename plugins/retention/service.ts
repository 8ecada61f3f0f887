/**
 * The retention job (docs/security.md, "Retention and guest data"): guests' personal data in
 * orders after ORDER_PII_RETENTION_DAYS, raw page views after 90 days (their daily counts stay),
 * e-mail recipients and texts after 30 days, audit-trail entries after AUDIT_RETENTION_DAYS. One instance at a time (a lock row); `dryRun` counts
 * what would change and changes nothing.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { warsawDate } from '#domain/hours.js'
import type { Database } from '#infra/db/database.js'
import { claimLock, releaseLock } from './lock.js'
import {
  auditEntriesToRemove,
  clearMailBodies,
  eraseOrders,
  mailBodiesToClear,
  ordersToErase,
  pageViewDaysToRollUp,
  removeAuditEntries,
  rollUpPageViews,
} from './repository.js'

/** @internal Exported for its tests; production uses it within this module. */
export const PAGE_VIEW_RAW_DAYS = 90
/** @internal Exported for its tests; production uses it within this module. */
export const MAIL_BODY_DAYS = 30
const DEFAULT_AUDIT_DAYS = 365
const DAY_MS = 24 * 60 * 60_000
/** A run that takes longer than this (a crashed instance) no longer holds the others back. */
const RUN_LEASE_MS = 30 * 60_000

export interface RetentionReport {
  /** False when another instance was running it. */
  ran: boolean
  dryRun: boolean
  ordersErased: number
  mailBodiesCleared: number
  pageViewDaysRolledUp: number
  auditEntriesRemoved: number
}

export interface RetentionOptions {
  now: Date
  orderPiiDays: number
  /** Days an audit-trail entry is kept (AUDIT_RETENTION_DAYS; one year unless given). */
  auditDays?: number
  dryRun?: boolean
}

export async function runRetention(
  db: Kysely<Database>,
  options: RetentionOptions,
): Promise<RetentionReport> {
  const { now, dryRun = false } = options
  const holder = randomUUID()
  const report: RetentionReport = {
    ran: false,
    dryRun,
    ordersErased: 0,
    mailBodiesCleared: 0,
    pageViewDaysRolledUp: 0,
    auditEntriesRemoved: 0,
  }
  if (!(await claimLock(db, 'retention:running', holder, new Date(now.getTime() + RUN_LEASE_MS), now))) {
    return report
  }
  try {
    report.ran = true
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
    const orders = await ordersToErase(db, before(options.orderPiiDays))
    const mails = await mailBodiesToClear(db, before(MAIL_BODY_DAYS))
    const days = await pageViewDaysToRollUp(
      db,
      warsawDate(new Date(now.getTime() - PAGE_VIEW_RAW_DAYS * DAY_MS)),
    )
    report.ordersErased = orders.length
    report.mailBodiesCleared = mails.length
    report.pageViewDaysRolledUp = days.length
    const auditBefore = before(options.auditDays ?? DEFAULT_AUDIT_DAYS)
    report.auditEntriesRemoved = await auditEntriesToRemove(db, auditBefore)
    if (!dryRun) {
      await removeAuditEntries(db, auditBefore)
      await eraseOrders(db, orders, now.toISOString())
      await clearMailBodies(db, mails)
      for (const day of days) await rollUpPageViews(db, day)
    }
    return report
  } finally {
    await releaseLock(db, 'retention:running', holder)
  }
}
