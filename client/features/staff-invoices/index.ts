/** The staff-invoices feature as other features use it (docs/client.md, "Boundaries"). */
export { FailingInvoicesAlert, useFailingInvoices } from './failing.js'
export { InvoiceCounts } from './InvoiceCounts.js'
export { InvoiceSettingsPanel } from './InvoiceSettingsPanel.js'
export { OrderInvoice } from './OrderInvoice.js'
