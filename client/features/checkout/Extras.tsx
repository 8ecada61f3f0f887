import { MAX_CHOPSTICKS, type OrderExtras } from '#domain/extras.js'
import { useI18n } from '../../i18n/index.js'
import type { Checkout } from './useCheckout.js'

const SAUCES = [
  ['soySauce', 'checkout.soySauce'],
  ['ginger', 'checkout.ginger'],
  ['wasabi', 'checkout.wasabi'],
  ['cutlery', 'checkout.cutlery'],
] as const

/**
 * Chopsticks (− / + around a number field, suggested from the cart's pieces until the guest changes
 * them) and the free sauces and cutlery.
 */
export function Extras(props: { checkout: Checkout }) {
  const { t } = useI18n()
  const { extras, suggestedChopsticks, values, set, formId } = props.checkout
  const change = (patch: Partial<OrderExtras>) => set('extras', { ...values.extras, ...patch })
  const setPairs = (n: number) =>
    change({ chopsticks: Math.max(0, Math.min(MAX_CHOPSTICKS, Number.isFinite(n) ? Math.round(n) : 0)) })
  const id = `${formId}-chopsticks`
  return (
    <fieldset className="checkout-section extras">
      <legend>{t('checkout.extras')}</legend>
      <div className="field">
        <label htmlFor={id}>{t('checkout.chopsticks')}</label>
        <div className="stepper">
          <button
            type="button"
            className="stepper-button"
            aria-label={t('checkout.chopsticksLess')}
            aria-controls={id}
            disabled={extras.chopsticks <= 0}
            onClick={() => setPairs(extras.chopsticks - 1)}
          >
            −
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHOPSTICKS}
            value={extras.chopsticks}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setPairs(e.target.valueAsNumber)}
          />
          <button
            type="button"
            className="stepper-button"
            aria-label={t('checkout.chopsticksMore')}
            aria-controls={id}
            disabled={extras.chopsticks >= MAX_CHOPSTICKS}
            onClick={() => setPairs(extras.chopsticks + 1)}
          >
            +
          </button>
        </div>
        <p className="muted" id={`${id}-hint`}>
          {t('checkout.chopsticksHint', { count: suggestedChopsticks })}
        </p>
      </div>
      <div className="extras-checks">
        {SAUCES.map(([key, label]) => (
          <div className="field field-check" key={key}>
            <input
              type="checkbox"
              id={`${formId}-${key}`}
              checked={extras[key]}
              onChange={(e) => change({ [key]: e.target.checked })}
            />
            <label htmlFor={`${formId}-${key}`}>{t(label)}</label>
          </div>
        ))}
      </div>
      <p className="muted">{t('checkout.extrasFree')}</p>
    </fieldset>
  )
}
