import { PAYMENT_METHODS } from '../../../schemas/enums.js'
import { useI18n } from '../../i18n/index.js'
import { Choice } from './fields.js'
import type { Checkout } from './useCheckout.js'

const PAYMENT_LABELS = { CASH: 'checkout.cash', CARD: 'checkout.card', ONLINE: 'checkout.online' } as const

/** Cash, card, or online where a provider is configured and the cart holds no voucher. */
export function Payment(props: { checkout: Checkout }) {
  const { t } = useI18n()
  const { values, set, onlineAllowed, hasVoucher } = props.checkout
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.payment')}</legend>
      <div className="choice-row">
        {PAYMENT_METHODS.map((method) => {
          const disabled = method === 'ONLINE' && !onlineAllowed
          return (
            <Choice
              key={method}
              name="paymentMethod"
              checked={values.paymentMethod === method}
              disabled={disabled}
              onSelect={() => set('paymentMethod', method)}
              title={t(PAYMENT_LABELS[method])}
              hint={
                disabled ? t(hasVoucher ? 'checkout.onlineVoucher' : 'checkout.onlineUnavailable') : undefined
              }
            />
          )
        })}
      </div>
    </fieldset>
  )
}
