import { Link } from 'react-router-dom'
import { RESTAURANT } from '#domain/restaurant.js'
import { BlikWait } from '../features/order-tracking/BlikWait.js'
import { OrderSummary } from '../features/order-tracking/OrderSummary.js'
import { useOrderTracking } from '../features/order-tracking/useOrderTracking.js'
import { useI18n } from '../i18n/index.js'
import { PageHead } from '../shared/PageHead.js'

/** /dziekujemy/?id=…: the order number, summary, expected time and a live status. */
export function ThankYouPage() {
  const { t } = useI18n()
  const { mounted, id, order, missing, failed, reload } = useOrderTracking()
  return (
    <div className="page page-narrow thanks-page">
      <PageHead
        title={t('page.thanks.title')}
        description={t('page.thanks.description')}
        path="/dziekujemy/"
        noindex
      />
      {!missing && (
        <p className="thanks-mark" aria-hidden="true">
          ✓
        </p>
      )}
      <h1>{t('page.thanks.title')}</h1>
      {/* The server renders the page without the order's id (it is in the query): the space for
          the message that replaces this after hydration is kept, so that nothing below it moves. */}
      {!order && (
        <p className="thanks-status" role="status">
          {!mounted
            ? ''
            : !id
              ? t('thanks.noOrder', { phone: RESTAURANT.phone })
              : missing
                ? t('thanks.notFound', { phone: RESTAURANT.phone })
                : t(failed ? 'thanks.loadFailed' : 'thanks.loading')}
        </p>
      )}
      {order && <BlikWait order={order} onChange={reload} />}
      {order && <OrderSummary order={order} />}
      <p>
        <Link className="button button-primary" to="/">
          {t('page.notFound.back')}
        </Link>
      </p>
    </div>
  )
}
