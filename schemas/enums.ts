/**
 * Every enumeration of the API and the domain, each value list written once (docs/api.md,
 * "Enumerations"). The TypeScript types are derived from these lists here, the TypeBox schemas in
 * the other files of schemas/ (with `literalUnion`), and domain/, the client, the plugins' table
 * types and the tests import them from here. Migrations are frozen in time and spell the values
 * again in their CHECK constraints.
 *
 * This file imports nothing, so the browser can import the lists without pulling TypeBox in.
 */

/** The site's languages: Polish first, English second. */
export const LANGUAGES = ['pl', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
/** The cookie that carries the guest's language choice (pages are rendered in it). */
export const LANGUAGE_COOKIE = 'lang'

/**
 * A category's key: the stable name products and switch-offs use for it (`SETS`, `NIGIRI`, …).
 * Staff add categories, so the keys are not a closed list: capital letters, digits and `_`.
 */
export const CATEGORY_KEY_PATTERN = '^[A-Z][A-Z0-9_]{0,39}$'
export type CategoryKey = string

/** How the guest pays. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'ONLINE'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * A company's VAT status in the Ministry of Finance's White List (statusVat `Czynny`, `Zwolniony`,
 * `Niezarejestrowany`): only ACTIVE is an active VAT payer.
 */
export const WHITE_LIST_VAT_STATUSES = ['ACTIVE', 'EXEMPT', 'NOT_REGISTERED'] as const
export type WhiteListVatStatus = (typeof WHITE_LIST_VAT_STATUSES)[number]

/** ASAP, or a chosen time (`orderTime`) later the same day. */
export const ORDER_TIME_TYPES = ['ASAP', 'DATE'] as const
export type OrderTimeType = (typeof ORDER_TIME_TYPES)[number]

/** SELF = pick-up at the restaurant, COURIER = delivery. */
export const DELIVERY_TYPES = ['SELF', 'COURIER'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]
/** The order guests and staff see them in: courier first, as the checkout starts on it (docs/product.md, "Money"). */
export const DELIVERY_CHOICES: readonly DeliveryType[] = [...DELIVERY_TYPES].reverse()

/**
 * Polish VAT rates a dish or an option may carry, in percent (docs/product.md, "VAT and deposits"):
 * 23 the basic rate, 8 and 5 the reduced ones, 0. The restaurant's accountant confirms each dish's.
 */
export const VAT_RATES = [23, 8, 5, 0] as const
export type VatRate = (typeof VAT_RATES)[number]

/** Promo-code discount kinds: PERCENTAGE (value in percent) or FIXED (value in PLN). */
export const DISCOUNT_TYPES = ['PERCENTAGE', 'FIXED'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/**
 * Order lifecycle (domain/order-lifecycle.ts): NEW → ACCEPTED → READY (pick-up) or IN_DELIVERY
 * (courier) → COMPLETED; NEW or ACCEPTED → CANCELLED.
 */
export const ORDER_STATUSES = ['NEW', 'ACCEPTED', 'READY', 'IN_DELIVERY', 'COMPLETED', 'CANCELLED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What the staff board hears about an order: it was placed, or it moved. */
const ORDER_EVENT_TYPES = ['created', 'updated'] as const
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number]

/** A staff override of one Warsaw date: "open today" or "close today". */
const OVERRIDE_KINDS = ['OPEN', 'CLOSED'] as const
export type OverrideKind = (typeof OVERRIDE_KINDS)[number]

/**
 * The staff actions on the site status: openToday, closeToday, resetOverrides (docs/product.md,
 * "Opening hours and overrides").
 * @internal Exported for its tests; production uses it within this module.
 */
export const OVERRIDE_ACTIONS = ['OPEN_TODAY', 'CLOSE_TODAY', 'RESET_OVERRIDES'] as const
export type OverrideAction = (typeof OVERRIDE_ACTIONS)[number]

/** Why the site is open or closed now. */
export const SITE_STATUS_REASONS = ['SCHEDULE', 'CALENDAR', 'OVERRIDE_OPEN', 'OVERRIDE_CLOSED'] as const
export type SiteStatusReason = (typeof SITE_STATUS_REASONS)[number]

/** True when `value` is one of `values` (a type guard for input that is not validated by a schema). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
}

/** An ONLINE order's payment: PENDING until PayU confirms it (PAID) or gives up (CANCELED, PayU's spelling). */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'CANCELED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The refund of a paid order that staff cancelled: asked for, done, or refused by PayU. */
export const REFUND_STATUSES = ['REQUESTED', 'DONE', 'FAILED'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** Order e-mails: the confirmation, the messages when staff accept or cancel, the buyer's invoice. */
export const MAIL_KINDS = ['CONFIRMATION', 'ACCEPTED', 'CANCELLED', 'TIME_CHANGED', 'INVOICE'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/** An outbox e-mail: waiting, being sent, sent, recorded (no SMTP_URL), or given up on. */
export const MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'RECORDED', 'FAILED'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/**
 * A requested invoice as staff see it on an order (docs/invoices.md): REQUESTED (asked for at
 * checkout, not queued yet: the order is not completed, or invoicing is off), ISSUING (in the queue,
 * perhaps retrying), ISSUED (KSeF gave its number), FAILED (KSeF refused it, or a day of failures:
 * staff issue it again by hand), CORRECTED (a correcting invoice reversed it).
 */
export const INVOICE_STATUSES = ['REQUESTED', 'ISSUING', 'ISSUED', 'FAILED', 'CORRECTED'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** A row of the invoice queue: waiting, being sent (leased), in KSeF, or given up on. */
const INVOICE_QUEUE_STATUSES = ['PENDING', 'SENDING', 'ISSUED', 'FAILED'] as const
export type InvoiceQueueStatus = (typeof INVOICE_QUEUE_STATUSES)[number]

/** The invoice itself, or the correcting invoice (FA(3) KOR) of a cancelled or refunded one. */
const INVOICE_KINDS = ['INVOICE', 'CORRECTION'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

/** KSeF's environments (their official addresses: plugins/invoices/ksef-client.ts). */
export const KSEF_ENVIRONMENTS = ['test', 'demo', 'production'] as const
export type KsefEnvironmentName = (typeof KSEF_ENVIRONMENTS)[number]

/** How a printer is reached (docs/printing.md): ESC/POS over TCP, or Star CloudPRNT (it polls). */
export const PRINTER_KINDS = ['DIRECT', 'CLOUDPRNT'] as const
export type PrinterKind = (typeof PRINTER_KINDS)[number]

/** When a printer prints an order's kitchen ticket: placed (paid, online), accepted, or never. */
export const KITCHEN_TICKET_MOMENTS = ['PLACED', 'ACCEPTED', 'NONE'] as const
export type KitchenTicketMoment = (typeof KITCHEN_TICKET_MOMENTS)[number]

/** The ESC/POS code pages with Polish letters a printer may use. */
export const PRINTER_CODEPAGES = ['cp852', 'windows1250'] as const
export type PrinterCodepage = (typeof PRINTER_CODEPAGES)[number]

/** What a print job prints. */
export const PRINT_JOB_KINDS = ['KITCHEN', 'COURIER', 'TEST'] as const
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number]

/**
 * A print job's state: WAITING its turn, SENDING (leased by one instance), PRINTED, FAILED (an
 * attempt failed; retried with backoff), EXPIRED (older than the printer's limit: offered for reprint).
 */
export const PRINT_JOB_STATUSES = ['WAITING', 'SENDING', 'PRINTED', 'FAILED', 'EXPIRED'] as const
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number]

/**
 * Staff roles (docs/security.md, "Roles"): OWNER may do everything; MANAGER runs the day and the
 * business; KITCHEN works the live board.
 */
export const STAFF_ROLES = ['OWNER', 'MANAGER', 'KITCHEN'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * What the audit trail records (docs/security.md, "Audit trail"): each staff action that changes
 * something. A capability that adds an action adds its name here.
 */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out',
  'auth.password-change',
  'auth.password-change-failed',
  'auth.totp-enable',
  'auth.totp-disable',
  'auth.totp-locked',
  'staff.totp-reset',
  'staff.create',
  'staff.update',
  'staff.totp-policy',
  'staff.device-end',
  'site.open-today',
  'site.close-today',
  'site.reset-overrides',
  'site.pause',
  'site.resume',
  'availability.product',
  'availability.category',
  'kitchen.settings',
  'calendar.set',
  'calendar.remove',
  'promo-code.create',
  'promo-code.update',
  'menu.edit',
  'option-group.create',
  'option-group.update',
  'option-group.delete',
  'option-group.attach',
  'availability.option',
  'order.status',
  'order.refund',
  'order.time',
  'order.email-retry',
  'guest-data.export',
  'guest-data.erase',
  'printing.printer-add',
  'printing.printer',
  'printing.printer-remove',
  'printing.printer-test',
  'printing.reprint',
  'invoice.settings',
  'invoice.reissue',
  'invoice.correction',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * The 14 allergens of EU Regulation 1169/2011, Annex II, in the regulation's order: the fixed list
 * the menu editor picks from (names in both languages: domain/menu/products/allergens.ts).
 */
export const ALLERGEN_CODES = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOYBEANS',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
] as const
export type AllergenCode = (typeof ALLERGEN_CODES)[number]

/** Tags a product carries: shown on its card and page; VEGETARIAN also lists it under vegetarian categories. */
export const PRODUCT_TAGS = ['VEGETARIAN', 'SPICY'] as const
export type ProductTag = (typeof PRODUCT_TAGS)[number]

/**
 * What a category is, beyond its dishes (docs/menu.md, "Categories"): VOUCHER (its products are gift
 * vouchers: never paid online, no chopsticks), DRINKS (no chopsticks), VEGETARIAN (also lists every
 * product tagged VEGETARIAN), STANDARD (none of these).
 */
export const CATEGORY_KINDS = ['STANDARD', 'VOUCHER', 'DRINKS', 'VEGETARIAN'] as const
export type CategoryKind = (typeof CATEGORY_KINDS)[number]

/** The pictures the editor takes (a raw request body of this type). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** What the menu's change log records: a dish or a category created, changed or deleted. */
export const MENU_CHANGE_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const
export type MenuChangeAction = (typeof MENU_CHANGE_ACTIONS)[number]
/** What a menu change changed: a dish, a category, or an option group (its names, min, max, repeats, options). */
export const MENU_ENTITIES = ['PRODUCT', 'CATEGORY', 'OPTION_GROUP'] as const
export type MenuEntity = (typeof MENU_ENTITIES)[number]
/** Where a menu change came from: the editor's form, the JSON import or the CSV price list. */
export const MENU_CHANGE_SOURCES = ['EDITOR', 'IMPORT', 'PRICE_LIST'] as const
export type MenuChangeSource = (typeof MENU_CHANGE_SOURCES)[number]
