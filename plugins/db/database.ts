import type { Generated, Kysely } from 'kysely'

export interface StaffUsersTable {
  id: Generated<number>
  username: string
  password_hash: string
  disabled: number
  created_at: string
  updated_at: string
}

export interface SiteOverridesTable {
  date: string
  kind: 'OPEN' | 'CLOSED'
  created_by: string
  created_at: string
}

export interface SiteOverrideEventsTable {
  id: Generated<number>
  date: string
  action: 'OPEN_TODAY' | 'CLOSE_TODAY' | 'RESET_OVERRIDES'
  staff_username: string
  at: string
}

export interface PromoCodesTable {
  code: string
  type: 'PERCENTAGE' | 'FIXED'
  value_hundredths: number
  active: number
  valid_from: string | null
  valid_to: string | null
  max_uses: number | null
  uses: number
  created_by: string
  created_at: string
}

export interface OrdersTable {
  number: Generated<number>
  id: string
  status: string
  delivery_type: string
  payment_method: string
  order_time_type: string
  order_time: string | null
  expected_at: string
  estimated_ready_at: string | null
  customer_name: string
  customer_phone: string
  customer_email: string
  address_street: string | null
  address_building: string | null
  address_apartment: string | null
  address_floor: string | null
  address_postal_code: string | null
  address_city: string | null
  comment: string | null
  promo_code: string | null
  products_grosze: number
  discount_grosze: number
  delivery_grosze: number
  total_grosze: number
  language: string
  cancel_reason: string | null
  business_date: string
  created_at: string
  updated_at: string
}

export interface OrderLinesTable {
  order_id: string
  position: number
  product_id: string
  name: string
  unit_price_grosze: number
  count: number
  line_total_grosze: number
}

export interface OrderEventsTable {
  id: Generated<number>
  order_id: string
  from_status: string | null
  to_status: string
  reason: string | null
  actor: string
  at: string
}

export interface IdempotencyKeysTable {
  key: string
  request_hash: string
  status_code: number
  response_body: string
  order_id: string | null
  created_at: string
}

export interface PageViewsTable {
  id: Generated<number>
  path: string
  language: string
  visitor_id: string | null
  business_date: string
  at: string
}

export interface Database {
  staff_users: StaffUsersTable
  site_overrides: SiteOverridesTable
  site_override_events: SiteOverrideEventsTable
  promo_codes: PromoCodesTable
  orders: OrdersTable
  order_lines: OrderLinesTable
  order_events: OrderEventsTable
  idempotency_keys: IdempotencyKeysTable
  page_views: PageViewsTable
}

export type DB = Kysely<Database>

export { dialectOf, migrateToLatest, openDatabase, parseDatabaseUrl, sqlitePath } from './connection.js'
