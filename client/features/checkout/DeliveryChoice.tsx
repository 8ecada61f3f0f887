import { formatPrice } from '#domain/money.js'
import { deliveryFee } from '#domain/pricing.js'
import { DELIVERY_CHOICES } from '#schemas/enums.js'
import { useI18n } from '../../i18n/index.js'
import { Choice } from './fields.js'
import type { Checkout } from './useCheckout.js'

/** Courier (9,99 zł) or pick-up (0 zł); the checkout starts on courier. */
export function DeliveryChoice(props: { checkout: Checkout }) {
  const { lang, t } = useI18n()
  const { values, set } = props.checkout
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.delivery')}</legend>
      <div className="choice-row">
        {DELIVERY_CHOICES.map((type) => (
          <Choice
            key={type}
            name="deliveryType"
            checked={values.deliveryType === type}
            onSelect={() => set('deliveryType', type)}
            title={t(type === 'COURIER' ? 'checkout.courier' : 'checkout.self')}
            hint={
              type === 'COURIER'
                ? formatPrice(deliveryFee('COURIER'), lang)
                : `${formatPrice(deliveryFee('SELF'), lang)} · ${t('checkout.selfWhere')}`
            }
          />
        ))}
      </div>
    </fieldset>
  )
}
