import { enCalendar } from './en-calendar.js'
import { enInvoices } from './en-invoices.js'
import { enMenuEditor } from './en-menu-editor.js'
import { enPrinting } from './en-printing.js'
import { enStaff } from './en-staff.js'
import { enStaffAccounts } from './en-staff-accounts.js'

/** The staff chunk's English strings: the staff area's, its menu editor's, its printers', the invoices', the own account's and the calendar's, loaded together. */
export const staffEn = {
  ...enStaff,
  ...enMenuEditor,
  ...enPrinting,
  ...enInvoices,
  ...enStaffAccounts,
  ...enCalendar,
}
