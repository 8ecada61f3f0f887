import { formatPrice } from '#domain/money.js'
import { useI18n } from '../../i18n/index.js'
import { Totals } from '../../shared/Totals.js'
import { paysWithBlikCode } from './form.js'
import { PausedChoices } from './PausedChoices.js'
import { PromoCode } from './PromoCode.js'
import { UnavailableNotice } from './UnavailableNotice.js'
import type { Checkout } from './useCheckout.js'

function submitLabel(checkout: Checkout) {
  if (checkout.paymentMethod !== 'ONLINE') return 'checkout.submit'
  return paysWithBlikCode(checkout.values, checkout.blikCodeAvailable)
    ? 'checkout.submitBlik'
    : 'checkout.submitOnline'
}

/** The summary beside the form: promo code, totals, what is missing for delivery, the submit button. */
export function Summary(props: { checkout: Checkout }) {
  const { lang, t } = useI18n()
  const { checkout } = props
  const { formId, totals, missing } = checkout
  return (
    <aside className="checkout-summary" aria-labelledby={`${formId}-summary`}>
      <h2 id={`${formId}-summary`}>{t('checkout.summary')}</h2>
      <PromoCode checkout={checkout} />
      <Totals totals={totals} promoCode={checkout.promo?.code} totalTestId="checkout-total" />
      {missing > 0 && (
        <p className="notice notice-alert" role="status">
          {t('checkout.missing', { amount: formatPrice(missing, lang) })}
        </p>
      )}
      {checkout.retrying && <p className="notice">{t('checkout.retrying')}</p>}
      <UnavailableNotice id={`${formId}-unavailable`} products={checkout.unavailable} />
      <PausedChoices checkout={checkout} id={`${formId}-paused-choices`} />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={!checkout.canSubmit}
        aria-describedby={
          [
            checkout.unavailable.length > 0 ? `${formId}-unavailable` : '',
            checkout.pausedNow && !checkout.closedNow && checkout.values.orderTimeType === 'ASAP'
              ? `${formId}-paused-choices`
              : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        aria-busy={checkout.sending}
      >
        {checkout.sending
          ? t('checkout.sending')
          : t(submitLabel(checkout), { total: formatPrice(totals.total, lang) })}
      </button>
    </aside>
  )
}
