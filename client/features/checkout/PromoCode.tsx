import { useI18n } from '../../i18n/index.js'
import type { Checkout } from './useCheckout.js'

/** The promo code field: Enter or the button checks it with the server; an empty field clears it. */
export function PromoCode(props: { checkout: Checkout }) {
  const { t } = useI18n()
  const { formId, promoInput, setPromoInput, applyPromo } = props.checkout
  return (
    <div className="promo">
      <label htmlFor={`${formId}-promo`}>{t('checkout.promo')}</label>
      <div className="promo-row">
        <input
          id={`${formId}-promo`}
          value={promoInput}
          autoComplete="off"
          onChange={(e) => setPromoInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              void applyPromo()
            }
          }}
        />
        <button type="button" className="button button-ghost button-small" onClick={() => void applyPromo()}>
          {t('checkout.promoApply')}
        </button>
      </div>
    </div>
  )
}
