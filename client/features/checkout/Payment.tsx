import { PAYMENT_METHODS } from '../../../schemas/enums.js'
import { useI18n } from '../../i18n/index.js'
import { Choice } from './fields.js'
import type { Checkout } from './useCheckout.js'

const PAYMENT_LABELS = { CASH: 'checkout.cash', CARD: 'checkout.card', ONLINE: 'checkout.online' } as const

/**
 * Cash, card, and online (PayU) only where PayU is configured and the cart holds no voucher; a cart
 * with a voucher says in one sentence why online payment is missing.
 */
export function Payment(props: { checkout: Checkout }) {
  const { t } = useI18n()
  const { set, onlineAllowed, onlineAvailable, hasVoucher, paymentMethod } = props.checkout
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.payment')}</legend>
      <div className="choice-row">
        {PAYMENT_METHODS.filter((method) => method !== 'ONLINE' || onlineAllowed).map((method) => (
          <Choice
            key={method}
            name="paymentMethod"
            checked={paymentMethod === method}
            onSelect={() => set('paymentMethod', method)}
            title={t(PAYMENT_LABELS[method])}
            hint={method === 'ONLINE' ? t('checkout.onlineHint') : undefined}
          />
        ))}
      </div>
      {hasVoucher && onlineAvailable ? <p className="muted">{t('checkout.onlineVoucherNote')}</p> : null}
    </fieldset>
  )
}
