import { DEFAULT_DELIVERY_AREA, describeArea } from '#domain/kitchen.js'
import { useI18n } from '../../i18n/index.js'
import { useSiteStatus } from './site-status.js'

/**
 * The delivery area as the kitchen set it (GET /api/site-status), the same list the checkout and
 * the server check postal codes against; the default area until the status arrives.
 */
export function DeliveryArea() {
  const { t } = useI18n()
  const { details } = useSiteStatus()
  const area = details?.kitchen?.deliveryArea ?? DEFAULT_DELIVERY_AREA
  return (
    <section className="info-card delivery-area" aria-labelledby="delivery-area-title">
      <h2 id="delivery-area-title">{t('delivery.area')}</h2>
      <p>{t('delivery.areaIntro')}</p>
      <p className="delivery-area-codes">{describeArea(area)}</p>
    </section>
  )
}
