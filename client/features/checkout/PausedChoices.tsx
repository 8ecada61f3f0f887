import { formatTime } from '#domain/hours.js'
import { useI18n } from '../../i18n/index.js'
import { pausedText } from './TimeSlots.js'
import type { Checkout } from './useCheckout.js'

/**
 * Beside the order button while the kitchen paused the chosen delivery for "as soon as possible":
 * why, the first free time in plain words, and the ways on in one tap each — that time, or pick-up
 * when it is taking orders (docs/checkout.md, "A paused or busy kitchen").
 */
export function PausedChoices(props: { checkout: Checkout; id: string }) {
  const { lang, t } = useI18n()
  const { checkout } = props
  const { pausedNow, slots, values } = checkout
  if (!pausedNow || checkout.closedNow || values.orderTimeType !== 'ASAP') return null
  const first = slots[0]
  // During a courier pause pick-up may still take orders now: one tap switches to it.
  const pickUpOpen = values.deliveryType === 'COURIER' && !pausedNow.deliveryTypes.includes('SELF')
  return (
    <div className="notice notice-alert checkout-paused" id={props.id}>
      <p role="status">{pausedText(pausedNow, first, lang, t)}</p>
      <div className="checkout-paused-actions">
        {first && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              checkout.set('orderTimeType', 'DATE')
              checkout.set('orderTime', first)
            }}
          >
            {t('checkout.pausedOrderAt', { time: formatTime(new Date(first), lang) })}
          </button>
        )}
        {pickUpOpen && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => checkout.set('deliveryType', 'SELF')}
          >
            {t('checkout.pausedPickUp')}
          </button>
        )}
      </div>
    </div>
  )
}
