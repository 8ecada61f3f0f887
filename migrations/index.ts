import type { Migration, MigrationProvider } from 'kysely'
import * as m0001 from './0001_initial.js'
import * as m0002 from './0002_page_views.js'
import * as m0003 from './0003_payments_mail.js'
import * as m0004 from './0004_status_checks.js'
import * as m0005 from './0005_mail_outbox_order.js'
import * as m0006 from './0006_menu_availability.js'
import * as m0007 from './0007_checkout_details.js'
import * as m0008 from './0008_sessions_retention.js'
import * as m0009 from './0009_kitchen.js'
import * as m0010 from './0010_menu_catalog.js'
import * as m0010b from './0010b_order_line_names.js'
import * as m0011 from './0011_menu_editor.js'
import * as m0012 from './0012_dish_options.js'
import * as m0013 from './0013_staff_roles.js'
import * as m0014 from './0014_payment_attempts.js'
import * as m0015 from './0015_printing.js'
import * as m0016 from './0016_mail_time_changed.js'
import * as m0019 from './0019_printer_language.js'
import * as m0020 from './0020_vat_deposit.js'
import * as m0021 from './0021_vat_seed.js'
import * as m0022 from './0022_remembered_devices.js'
import * as m0023 from './0023_invoices.js'
import * as m0024 from './0024_white_list.js'
import * as m0025 from './0025_dish_new.js'
import * as m0026 from './0026_option_repeats.js'
import * as m0027 from './0027_mail_invoice.js'

/** Every migration, in order. Imported statically so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_page_views': m0002,
  '0003_payments_mail': m0003,
  '0004_status_checks': m0004,
  '0005_mail_outbox_order': m0005,
  '0006_menu_availability': m0006,
  '0007_checkout_details': m0007,
  '0008_sessions_retention': m0008,
  '0009_kitchen': m0009,
  '0010_menu_catalog': m0010,
  '0010b_order_line_names': m0010b,
  '0011_menu_editor': m0011,
  '0012_dish_options': m0012,
  '0013_staff_roles': m0013,
  '0014_payment_attempts': m0014,
  '0015_printing': m0015,
  '0016_mail_time_changed': m0016,
  '0019_printer_language': m0019,
  '0020_vat_deposit': m0020,
  '0021_vat_seed': m0021,
  '0022_remembered_devices': m0022,
  '0023_invoices': m0023,
  '0024_white_list': m0024,
  '0025_dish_new': m0025,
  '0026_option_repeats': m0026,
  '0027_mail_invoice': m0027,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
