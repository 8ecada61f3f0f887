/** A named lock held until `locked_until` by `holder` (the retention job: one instance at a time). */
interface JobLocksTable {
  name: string
  holder: string
  locked_until: string
}

/** The retention capability's tables, assembled into Database by plugins/db. */
export interface RetentionTables {
  job_locks: JobLocksTable
}
