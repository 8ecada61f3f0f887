import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { formatTime, warsawDate } from '#domain/hours.js'
import { formatPrice } from '#domain/money.js'
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS } from '#schemas/enums.js'
import type { DailyReportResponse } from '#schemas/reports.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, get } from '../../shared/api.js'
import { downloadOrdersCsv } from '../../shared/download.js'
import { statusLabel } from '../../shared/order-labels.js'
import { useNotify } from '../../shared/toast.js'
import { InvoiceCounts } from '../staff-invoices/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

/**
 * The day's report (docs/kitchen.md, "Day's report"): today's figures, or a chosen date's, from
 * GET /api/reports/daily; and the orders of a period as CSV.
 */
export function DailyReportPanel() {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const today = warsawDate(new Date())
  const [date, setDate] = useState(today)
  const [report, setReport] = useState<DailyReportResponse | null>(null)
  const [range, setRange] = useState({ from: today, to: today })
  const [downloading, setDownloading] = useState(false)
  const ids = useId()
  const price = (pln: number) => formatPrice(pln, lang)

  const load = useCallback(
    async (day: string) => {
      setReport(null)
      try {
        setReport(
          await staffCall((token) =>
            get<DailyReportResponse>(`/api/reports/daily?date=${encodeURIComponent(day)}`, { token }),
          ),
        )
      } catch (failure) {
        if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
      }
    },
    [staffCall, notify, t],
  )

  useEffect(() => {
    void load(date)
  }, [load, date])

  const download = async (event: FormEvent) => {
    event.preventDefault()
    setDownloading(true)
    try {
      await staffCall((token) => downloadOrdersCsv(token, range.from, range.to))
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    } finally {
      setDownloading(false)
    }
  }

  return (
    <section className="manage-panel manage-report" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('manage.report.title')}</h2>
      <div className="manage-report-date">
        <div className="manage-field">
          <label htmlFor={`${ids}-date`}>{t('manage.report.date')}</label>
          <input
            id={`${ids}-date`}
            type="date"
            value={date}
            max={today}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button-ghost"
          disabled={date === today}
          onClick={() => setDate(today)}
        >
          {t('manage.report.today')}
        </button>
      </div>

      {report === null ? (
        <p role="status">{t('manage.report.loading')}</p>
      ) : (
        <div className="manage-report-grid" aria-live="polite">
          <section aria-labelledby={`${ids}-orders`}>
            <h3 id={`${ids}-orders`}>{t('manage.report.orders')}</h3>
            <p className="manage-report-big">
              {t('manage.report.ordersTotal', { count: report.orders.total })}
            </p>
            <dl className="manage-report-list">
              {ORDER_STATUSES.map((status) => (
                <div key={status}>
                  <dt>{statusLabel(t, status)}</dt>
                  <dd>{report.orders.byStatus[status]}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby={`${ids}-revenue`}>
            <h3 id={`${ids}-revenue`}>{t('manage.report.revenue')}</h3>
            <p className="manage-report-big">{price(report.revenue.total)}</p>
            <dl className="manage-report-list">
              <div>
                <dt>{t('manage.report.completed')}</dt>
                <dd>{report.revenue.completedOrders}</dd>
              </div>
              <div>
                <dt>{t('manage.report.average')}</dt>
                <dd>{price(report.averageBasket)}</dd>
              </div>
              <div>
                <dt>{t('manage.report.discounts')}</dt>
                <dd>
                  {t('manage.report.discountsValue', {
                    amount: price(report.discounts.total),
                    count: report.discounts.orders,
                  })}
                </dd>
              </div>
            </dl>
            <h4>{t('manage.report.byPayment')}</h4>
            <dl className="manage-report-list">
              {PAYMENT_METHODS.map((method) => (
                <div key={method}>
                  <dt>{t(`manage.report.payment.${method}`)}</dt>
                  <dd>{price(report.revenue.byPaymentMethod[method])}</dd>
                </div>
              ))}
            </dl>
            <h4>{t('manage.report.byDelivery')}</h4>
            <dl className="manage-report-list">
              {DELIVERY_TYPES.map((type) => (
                <div key={type}>
                  <dt>{t(`manage.delivery.${type}`)}</dt>
                  <dd>{price(report.revenue.byDeliveryType[type])}</dd>
                </div>
              ))}
            </dl>
            <h4>{t('manage.report.vat')}</h4>
            {report.vat.length === 0 ? (
              <p>{t('manage.report.noVat')}</p>
            ) : (
              <table className="manage-report-vat" data-testid="report-vat">
                <thead>
                  <tr>
                    <th scope="col">{t('manage.report.vatRate')}</th>
                    <th scope="col">{t('manage.report.vatNet')}</th>
                    <th scope="col">{t('manage.report.vatTax')}</th>
                    <th scope="col">{t('manage.report.vatGross')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.vat.map((r) => (
                    <tr key={r.rate}>
                      <th scope="row">{`${r.rate}\u00a0%`}</th>
                      <td>{price(r.net)}</td>
                      <td>{price(r.vat)}</td>
                      <td>{price(r.gross)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <dl className="manage-report-list">
              <div>
                <dt>{t('manage.report.deposits')}</dt>
                <dd data-testid="report-deposits">{price(report.deposits)}</dd>
              </div>
            </dl>
            <InvoiceCounts counts={report.invoices} />
          </section>

          <section aria-labelledby={`${ids}-top`}>
            <h3 id={`${ids}-top`}>{t('manage.report.top')}</h3>
            {report.topProducts.length === 0 ? (
              <p>{t('manage.report.noTop')}</p>
            ) : (
              <ol className="manage-report-top">
                {report.topProducts.map((product) => (
                  <li key={product.productId}>
                    <span>{product.name}</span> <strong>{product.count}</strong>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <section aria-labelledby={`${ids}-cancelled`}>
            <h3 id={`${ids}-cancelled`}>{t('manage.report.cancellations')}</h3>
            {report.cancellations.length === 0 ? (
              <p>{t('manage.report.noCancellations')}</p>
            ) : (
              <ul className="manage-report-cancellations">
                {report.cancellations.map((c) => (
                  <li key={c.number}>
                    <strong>
                      {t('manage.report.cancelledAt', {
                        number: c.number,
                        time: formatTime(new Date(c.createdAt), lang),
                        total: price(c.total),
                      })}
                    </strong>
                    : {c.reason ?? t('manage.report.noReason')}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}

      <form className="manage-report-export" onSubmit={download} aria-labelledby={`${ids}-export`}>
        <h3 id={`${ids}-export`}>{t('manage.report.export')}</h3>
        <div className="manage-field">
          <label htmlFor={`${ids}-from`}>{t('manage.report.from')}</label>
          <input
            id={`${ids}-from`}
            type="date"
            value={range.from}
            onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
            required
          />
        </div>
        <div className="manage-field">
          <label htmlFor={`${ids}-to`}>{t('manage.report.to')}</label>
          <input
            id={`${ids}-to`}
            type="date"
            value={range.to}
            onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
            required
          />
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={downloading}
          aria-busy={downloading}
        >
          {t('manage.report.download')}
        </button>
      </form>
    </section>
  )
}
