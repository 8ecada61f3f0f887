/** A White List answer kept a day: public register data about a company, or that the NIP is unknown. */
interface WhiteListCompaniesTable {
  nip: string
  /** 1 when the register knows the NIP. */
  found: number
  /** The Company answer (schemas/white-list.ts) as JSON; null when not found. */
  company: string | null
  fetched_at: string
}

/** The searches sent to the Ministry on a Warsaw day, counted across instances. */
interface WhiteListCallsTable {
  day: string
  calls: number
}

/** The White List capability's tables, assembled into Database by plugins/db. */
export interface WhiteListTables {
  white_list_companies: WhiteListCompaniesTable
  white_list_calls: WhiteListCallsTable
}
