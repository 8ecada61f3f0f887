import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { formatTime } from '../../domain/hours.js'
import { formatPrice } from '../../domain/money.js'
import { RESTAURANT } from '../../domain/restaurant.js'
import type { PublicOrder } from '../../schemas/orders.js'
import { get, HttpStatusError } from '../api.js'
import { PageHead } from '../head.js'
import { useI18n } from '../i18n/index.js'

/** While the page is open the status is asked again every 20 seconds. */
export const STATUS_POLL_MS = 20_000

/** /dziekujemy/?id=…: the order number, summary, expected time and a live status. */
export function ThankYouPage() {
  const { lang, t } = useI18n()
  const [params] = useSearchParams()
  // The server renders without the query string: read the id only after hydration.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const id = mounted ? params.get('id') : null
  const [order, setOrder] = useState<PublicOrder | null>(null)
  const [missing, setMissing] = useState(false)

  useEffect(() => {
    if (!id) return
    let stopped = false
    const load = async () => {
      try {
        const answer = await get<PublicOrder>(`/api/order/${encodeURIComponent(id)}`)
        if (!stopped) setOrder(answer)
      } catch (error) {
        if (!stopped && error instanceof HttpStatusError && error.status === 404) setMissing(true)
      }
    }
    void load()
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void load()
    }, STATUS_POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [id])

  const expected = order ? new Date(order.estimatedReadyAt ?? order.expectedAt) : null
  return (
    <div className="page page-narrow thanks-page">
      <PageHead
        title={t('page.thanks.title')}
        description={t('page.thanks.description')}
        path="/dziekujemy/"
        noindex
      />
      <p className="thanks-mark" aria-hidden="true">
        ✓
      </p>
      <h1>{t('page.thanks.title')}</h1>
      {mounted && !id && <p>{t('thanks.noOrder', { phone: RESTAURANT.phone })}</p>}
      {id && !order && !missing && <p>{t('thanks.loading')}</p>}
      {missing && <p>{t('thanks.notFound', { phone: RESTAURANT.phone })}</p>}
      {order && expected && (
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
            {order.status !== 'CANCELLED' && order.status !== 'COMPLETED' && (
              <div>
                <dt>{t('thanks.expected')}</dt>
                <dd>{formatTime(expected, lang)}</dd>
              </div>
            )}
            <div>
              <dt>{t('checkout.delivery')}</dt>
              <dd>{t(order.deliveryType === 'COURIER' ? 'checkout.courier' : 'checkout.self')}</dd>
            </div>
          </dl>
          <h3>{t('thanks.items')}</h3>
          <ul className="thanks-items">
            {order.items.map((item) => (
              <li key={item.productId}>
                <span>
                  {item.count} × {item.name}
                </span>
                <span>{formatPrice(item.lineTotal, lang)}</span>
              </li>
            ))}
          </ul>
          <dl className="totals">
            {order.totals.discount > 0 && (
              <div>
                <dt>{t('checkout.discount')}</dt>
                <dd>−{formatPrice(order.totals.discount, lang)}</dd>
              </div>
            )}
            <div>
              <dt>{t('checkout.deliveryFee')}</dt>
              <dd>{formatPrice(order.totals.delivery, lang)}</dd>
            </div>
            <div className="totals-total">
              <dt>{t('checkout.total')}</dt>
              <dd>{formatPrice(order.totals.total, lang)}</dd>
            </div>
          </dl>
          <p className="muted">{t('thanks.live')}</p>
        </section>
      )}
      <p>
        <Link className="button button-primary" to="/">
          {t('page.notFound.back')}
        </Link>
      </p>
    </div>
  )
}
