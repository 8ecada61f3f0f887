import { extrasLine } from '#domain/extras.js'
import { formatTime } from '#domain/hours.js'
import { formatPrice } from '#domain/money.js'
import { lineOptionIn, lineOptionText } from '#domain/option-words.js'
import type { GuestOrder } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { Totals } from '../../shared/Totals.js'

/** The guest's order: number, live status, expected time, delivery, items and totals. */
export function OrderSummary(props: { order: GuestOrder }) {
  const { lang, t } = useI18n()
  const { order } = props
  const expected = new Date(order.estimatedReadyAt ?? order.expectedAt)
  return (
    <section className="info-card thanks-card" aria-labelledby="thanks-number">
      <h2 id="thanks-number">{t('thanks.number', { number: order.number })}</h2>
      <dl className="thanks-facts">
        <div>
          <dt>{t('thanks.status')}</dt>
          <dd
            aria-live="polite"
            data-testid="order-status"
            className={`order-status order-status-${order.status.toLowerCase()}`}
          >
            {t(`status.${order.status}`)}
          </dd>
        </div>
        {order.payment && (
          <div>
            <dt>{t('thanks.payment')}</dt>
            <dd
              aria-live="polite"
              data-testid="payment-status"
              className={`payment-status payment-status-${order.payment.status.toLowerCase()}`}
            >
              {t(`thanks.payment.${order.payment.status}`)}
            </dd>
          </div>
        )}
        {order.status !== 'CANCELLED' && order.status !== 'COMPLETED' && (
          <div>
            {/* What the kitchen said when it accepted (or changed) the order: delivery, or ready for pick-up. */}
            <dt>
              {order.estimatedReadyAt
                ? t(order.deliveryType === 'COURIER' ? 'thanks.deliveredAt' : 'thanks.readyAt')
                : t('thanks.expected')}
            </dt>
            <dd>{formatTime(expected, lang)}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.delivery')}</dt>
          <dd>{t(order.deliveryType === 'COURIER' ? 'checkout.courier' : 'checkout.self')}</dd>
        </div>
        {order.extras ? (
          <div>
            <dt>{t('thanks.extras')}</dt>
            <dd data-testid="order-extras">{extrasLine(order.extras, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {order.invoiceIssued && (
        // The invoice issued in KSeF, as a file (the server says it is issued; the PDF is in Polish).
        <p className="thanks-invoice">
          <a className="button" href={`/api/order/${encodeURIComponent(order.id)}/invoice.pdf`} download>
            {t('thanks.invoicePdf')}
          </a>
        </p>
      )}
      <h3>{t('thanks.items')}</h3>
      <ul className="thanks-items">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`}>
            <span>
              {item.count} × {lang === 'en' && item.nameEn ? item.nameEn : item.name}
              {item.options?.length ? (
                <span className="thanks-item-options">
                  {item.options
                    .map((o) => lineOptionText(lineOptionIn(o, lang), { withPrice: true, lang }))
                    .join(', ')}
                </span>
              ) : null}
            </span>
            <span>{formatPrice(item.lineTotal, lang)}</span>
          </li>
        ))}
      </ul>
      <Totals
        // The VAT split is the staff's (and the invoice's); the guest sees the amounts.
        totals={{ ...order.totals, byRate: undefined }}
        totalLabel={order.payment?.status === 'PAID' ? t('thanks.paidTotal') : undefined}
      />
      <p className="muted">{t('thanks.live')}</p>
    </section>
  )
}
