import { plCalendar } from './pl-calendar.js'
import { plInvoices } from './pl-invoices.js'
import { plMenuEditor } from './pl-menu-editor.js'
import { plPrinting } from './pl-printing.js'
import { plStaff } from './pl-staff.js'
import { plStaffAccounts } from './pl-staff-accounts.js'

/** The staff chunk's Polish strings: the staff area's, its menu editor's, its printers', the invoices', the own account's and the calendar's, loaded together. */
export const staffPl = {
  ...plStaff,
  ...plMenuEditor,
  ...plPrinting,
  ...plInvoices,
  ...plStaffAccounts,
  ...plCalendar,
}
