import { INVOICE_STATUSES } from '#schemas/enums.js'
import type { DailyReportResponse } from '#schemas/reports.js'
import { useI18n } from '../../i18n/index.js'

/**
 * The day's report beside the VAT split: the day's orders that asked for an invoice, counted by what
 * became of it (docs/invoices.md).
 */
export function InvoiceCounts(props: { counts: DailyReportResponse['invoices'] }) {
  const { t } = useI18n()
  return (
    <>
      <h4>{t('manage.report.invoices')}</h4>
      <dl className="manage-report-list" data-testid="report-invoices">
        {INVOICE_STATUSES.map((status) => (
          <div
            key={status}
            className={status === 'FAILED' && props.counts.FAILED > 0 ? 'manage-report-alarm' : undefined}
          >
            <dt>{t(`manage.report.invoice.${status}`)}</dt>
            <dd>{props.counts[status]}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
