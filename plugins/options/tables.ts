/** Dish options' tables (docs/menu.md, "Options"); price changes in integer grosze, flags as 0/1. */

/** An option group: names in both languages, how many options a guest picks. */
interface OptionGroupsTable {
  id: string
  name_pl: string
  name_en: string
  min_choices: number
  max_choices: number
  /** 1: an option may be taken more than once, min and max counting portions; 0 (default): once. */
  repeatable: number
  updated_by: string
  updated_at: string
}

/** One option of a group, in the group's order. */
interface DishOptionsTable {
  id: string
  group_id: string
  position: number
  name_pl: string
  name_en: string
  price_delta_grosze: number
  /** The option's own VAT rate (23, 8, 5, 0), or null: the dish's rate holds (docs/product.md). */
  vat_rate: number | null
  is_default: number
}

/** A group attached to a dish, at a place in the dish's own order. */
interface ProductOptionGroupsTable {
  product_id: string
  group_id: string
  position: number
}

/** An option switched off: until the next Warsaw midnight, or (expires_at null) until switched on. */
interface OptionAvailabilityTable {
  option_id: string
  expires_at: string | null
  created_by: string
  created_at: string
}

/** The options capability's tables, assembled into Database by plugins/db. */
export interface OptionTables {
  option_groups: OptionGroupsTable
  dish_options: DishOptionsTable
  product_option_groups: ProductOptionGroupsTable
  option_availability: OptionAvailabilityTable
}
