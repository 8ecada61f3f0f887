/** A product or a category switched off by the staff ("sold out"). */
interface MenuAvailabilityTable {
  kind: 'PRODUCT' | 'CATEGORY'
  /** The product id or the category key. */
  key: string
  /** When it is back on by itself (the next Warsaw midnight); null = until switched back on. */
  expires_at: string | null
  created_by: string
  created_at: string
}

/** The availability capability's tables, assembled into Database by plugins/db. */
export interface AvailabilityTables {
  menu_availability: MenuAvailabilityTable
}
