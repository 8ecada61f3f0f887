import { formatTime } from '#domain/hours.js'
import type { Pause } from '#domain/kitchen.js'
import type { Language } from '#schemas/enums.js'
import { useI18n } from '../../i18n/index.js'
import { pauseSentence } from '../site-status/index.js'
import { Choice, FieldError, fieldProps } from './fields.js'
import type { Checkout } from './useCheckout.js'

/**
 * "Courier delivery is paused until 19:40. Busy kitchen. The earliest is 20:00." — the first free
 * time in plain words, or that none is left today (docs/checkout.md, "A paused or busy kitchen").
 */
export function pausedText(
  pause: Pause,
  firstSlot: string | undefined,
  lang: Language,
  t: ReturnType<typeof useI18n>['t'],
): string {
  const next = firstSlot
    ? t('checkout.pausedFirstSlot', { time: formatTime(new Date(firstSlot), lang) })
    : t('checkout.noSlots')
  return `${pauseSentence(pause, lang, t)} ${next}`
}

/** As soon as possible, or a time picked from today's valid slots; says when the restaurant is closed. */
export function TimeSlots(props: { checkout: Checkout }) {
  const { lang, t } = useI18n()
  const { checkout } = props
  const { values, set, slots, formId } = checkout
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.time')}</legend>
      <div className="choice-row">
        <Choice
          name="orderTimeType"
          checked={values.orderTimeType === 'ASAP'}
          onSelect={() => set('orderTimeType', 'ASAP')}
          title={t('checkout.asap')}
          hint={
            checkout.busy
              ? t('checkout.asapHintBusy', {
                  courier: String(checkout.asapMinutes.COURIER),
                  self: String(checkout.asapMinutes.SELF),
                })
              : t('checkout.asapHint')
          }
        />
        <Choice
          name="orderTimeType"
          checked={values.orderTimeType === 'DATE'}
          onSelect={() => set('orderTimeType', 'DATE')}
          title={t('checkout.atTime')}
        />
      </div>
      {values.orderTimeType === 'DATE' &&
        (slots.length > 0 ? (
          <div className="field">
            <label htmlFor={`${formId}-orderTime`}>{t('checkout.slot')}</label>
            <select
              {...fieldProps(checkout, 'orderTime')}
              value={values.orderTime}
              onChange={(e) => set('orderTime', e.target.value)}
            >
              <option value="">—</option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {formatTime(new Date(slot), lang)}
                </option>
              ))}
            </select>
            <FieldError checkout={checkout} name="orderTime" />
          </div>
        ) : (
          <p className="notice">{t('checkout.noSlots')}</p>
        ))}
      {/* With "as soon as possible" the pause is told beside the order button (PausedChoices). */}
      {checkout.pausedNow && !checkout.closedNow && values.orderTimeType === 'DATE' && (
        <p className="notice notice-alert" id={`${formId}-paused`} role="status">
          {pausedText(checkout.pausedNow, slots[0], lang, t)}
        </p>
      )}
      {checkout.closedNow && (
        <p className="notice notice-alert" id={`${formId}-closed`}>
          {t('checkout.closed')}
        </p>
      )}
    </fieldset>
  )
}
