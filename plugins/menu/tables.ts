import type { Generated } from 'kysely'
import type { CategoryKind, MenuChangeAction, MenuChangeSource, MenuEntity } from '#schemas/enums.js'

/** A menu category (docs/menu.md, "The tables"). */
interface MenuCategoriesTable {
  /** Stable id (the API's `id`); never reused. */
  id: string
  /** The key products and switch-offs name (`NIGIRI`); unique. */
  key: string
  /** The url segment: /menu/{slug}/; unique among categories not deleted. */
  slug: string
  kind: CategoryKind
  name_pl: string
  name_en: string
  intro_pl: string
  intro_en: string
  image_url: string
  background_image: string
  /** Browsing order (ascending). */
  position: number
  /** 1 = shown to guests, 0 = hidden. */
  visible: number
  created_at: string
  updated_at: string
  /** Set when staff deleted it. */
  deleted_at: string | null
}

/** A product: a dish, a set, a drink or a voucher. */
interface MenuProductsTable {
  /** Stable id (the API's `id`, what orders and carts name); never reused. */
  id: string
  /** The url segment under its category; unique among products not deleted. */
  slug: string
  main_category_id: string
  name_pl: string
  name_en: string
  /** Rich text (domain/menu/rich-text.ts). */
  description_pl: string
  description_en: string
  additional_info_pl: string | null
  additional_info_en: string | null
  /** 1–999999 grosze. */
  price_grosze: number
  /** VAT rate in percent: 23, 8, 5 or 0 (docs/product.md, "VAT and deposits"). */
  vat_rate: Generated<number>
  /** A drink's deposit per piece in grosze (0,50 can or plastic bottle, 1,00 reusable glass), or null. */
  deposit_grosze: number | null
  /** Pieces, or null when the dish is not counted in pieces. */
  pieces: number | null
  /** JSON array of allergen codes (schemas/enums.ts ALLERGEN_CODES); null = none declared. */
  allergens: string | null
  /** JSON array of product tags (PRODUCT_TAGS). */
  tags: string
  /** JSON array of picture paths, the main picture first. */
  images: string
  /** The uploaded photo (menu_pictures.hash), or null: the dish shows a drawing. */
  picture_hash: string | null
  /** 1 = a set (its description lists its pieces). */
  is_set: number
  /** 1 = marked new ("Nowość") by staff. */
  is_new: Generated<number>
  /** Order within the main category (ascending). */
  position: number
  /** 1 = shown to guests, 0 = hidden. */
  visible: number
  created_at: string
  updated_at: string
  /** Set when staff deleted it: it leaves the menu, placed orders keep their own copies. */
  deleted_at: string | null
}

/** A further category a product is listed in, besides its main one. */
interface MenuProductCategoriesTable {
  product_id: string
  category_id: string
}

/** One row (id 1): the catalog's version, raised by every change. */
interface MenuVersionTable {
  id: number
  version: number
  updated_at: string
}

/** An uploaded dish photo (docs/menu.md, "Pictures"), by the content hash of the upload. */
interface MenuPicturesTable {
  hash: string
  /** Of the largest size (1440 × 1080). */
  width: number
  height: number
  /** A 16 × 12 WebP as a data: URL. */
  placeholder: string
  created_by: string
  created_at: string
}

/** One size and format of a photo: the bytes served at /media/menu/{hash}-{width}.{format}. */
interface MenuPictureFilesTable {
  hash: string
  width: number
  format: 'avif' | 'webp' | 'jpg'
  bytes: Buffer
}

/** The change log: who changed what and when, old → new per field. */
interface MenuChangesTable {
  id: Generated<number>
  at: string
  by: string
  source: MenuChangeSource
  action: MenuChangeAction
  entity: MenuEntity
  entity_id: string
  name: string
  /** JSON array of {field, from, to}. */
  changes: string
}

/** An old slug of a dish or category: its old address answers 301 to the current one. */
interface MenuRedirectsTable {
  entity: MenuEntity
  old_slug: string
  entity_id: string
  created_at: string
}

/** The menu capability's tables, assembled into Database by plugins/db. */
export interface MenuTables {
  menu_categories: MenuCategoriesTable
  menu_products: MenuProductsTable
  menu_product_categories: MenuProductCategoriesTable
  menu_version: MenuVersionTable
  menu_pictures: MenuPicturesTable
  menu_picture_files: MenuPictureFilesTable
  menu_changes: MenuChangesTable
  menu_redirects: MenuRedirectsTable
}
