import { formatNip } from '../../../domain/nip.js'
import type { StaffOrder } from '../../../schemas/orders.js'
import { useI18n } from '../../i18n/index.js'

/** "FAKTURA": seen before the receipt is printed. */
export function InvoiceBadge(props: { order: StaffOrder; className: string }) {
  const { t } = useI18n()
  return props.order.invoice ? (
    <strong className={props.className}>{t('manage.order.invoiceBadge')}</strong>
  ) : null
}

/** The extras in the line the kitchen reads at a glance (docs/checkout.md). */
export function ExtrasLine(props: { order: StaffOrder; className: string }) {
  const { t } = useI18n()
  const extras = props.order.extras
  return extras ? (
    <p className={props.className}>
      <strong>{t('manage.order.extras')}:</strong> {extras.line}
    </p>
  ) : null
}

/** The invoice's company: name, NIP and address. */
export function InvoiceDetails(props: { order: StaffOrder; className: string }) {
  const { t } = useI18n()
  const invoice = props.order.invoice
  if (!invoice) return null
  const a = invoice.address
  return (
    <div className={props.className}>
      <p>
        <strong>{t('manage.order.invoice')}:</strong> {invoice.companyName}
      </p>
      <p>
        {t('manage.order.nip')} {formatNip(invoice.nip)}
      </p>
      <p>
        {a.street} {a.buildingNumber}
        {a.apartment ? `/${a.apartment}` : ''}, {a.postalCode} {a.city}
      </p>
    </div>
  )
}

/** The guest's note for the courier (intercom, gate, floor). */
export function CourierNote(props: { order: StaffOrder; className: string }) {
  const { t } = useI18n()
  return props.order.deliveryNote ? (
    <p className={props.className}>
      <strong>{t('manage.order.deliveryNote')}:</strong> {props.order.deliveryNote}
    </p>
  ) : null
}
