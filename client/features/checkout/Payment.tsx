import { PAYMENT_METHODS } from '#schemas/enums.js'
import { useI18n } from '../../i18n/index.js'
import { Choice, TextField } from './fields.js'
import type { Checkout } from './useCheckout.js'

const PAYMENT_LABELS = { CASH: 'checkout.cash', CARD: 'checkout.card', ONLINE: 'checkout.online' } as const

/**
 * Cash, card, and online (PayU) only where PayU is configured and the cart holds no voucher; a cart
 * with a voucher says in one sentence why online payment is missing.
 */
export function Payment(props: { checkout: Checkout }) {
  const { t } = useI18n()
  const { checkout } = props
  const { set, onlineAllowed, onlineAvailable, hasVoucher, paymentMethod, blikCodeAvailable, values } =
    checkout
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
            hint={method === 'ONLINE' && !blikCodeAvailable ? t('checkout.onlineHint') : undefined}
          />
        ))}
      </div>
      {paymentMethod === 'ONLINE' && blikCodeAvailable && (
        <fieldset className="online-method">
          <legend>{t('checkout.onlineMethod')}</legend>
          <div className="choice-row">
            <Choice
              name="onlineMethod"
              checked={values.onlineMethod === 'BLIK'}
              onSelect={() => set('onlineMethod', 'BLIK')}
              title={t('checkout.blik')}
              hint={t('checkout.blikHint')}
            />
            <Choice
              name="onlineMethod"
              checked={values.onlineMethod === 'REDIRECT'}
              onSelect={() => set('onlineMethod', 'REDIRECT')}
              title={t('checkout.payuRedirect')}
              hint={t('checkout.onlineHint')}
            />
          </div>
          {values.onlineMethod === 'BLIK' && (
            <div className="blik-code">
              <TextField
                checkout={checkout}
                name="blikCode"
                label={t('checkout.blikCode')}
                inputProps={{
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  maxLength: 7,
                  required: true,
                  placeholder: '123 456',
                }}
              />
              <p className="muted">{t('checkout.blikCodeHint')}</p>
            </div>
          )}
        </fieldset>
      )}
      {hasVoucher && onlineAvailable ? <p className="muted">{t('checkout.onlineVoucherNote')}</p> : null}
    </fieldset>
  )
}
