import { formatTime } from '../../../domain/hours.js'
import type { Pause } from '../../../domain/kitchen.js'
import type { Language } from '../../../schemas/enums.js'
import { useI18n } from '../../i18n/index.js'
import { pauseSentence } from '../site-status/index.js'
import { Choice, FieldError, fieldProps } from './fields.js'
import type { Checkout } from './useCheckout.js'

/** "Courier delivery is paused until 19:40. Busy kitchen. You can order for a time from 19:40." */
function pausedText(pause: Pause, lang: Language, t: ReturnType<typeof useI18n>['t']): string {
  const until = formatTime(new Date(pause.until), lang)
  return `${pauseSentence(pause, lang, t)} ${t('kitchen.pausedLater', { until })}`
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
      {checkout.pausedNow && !checkout.closedNow && (
        <p className="notice notice-alert" id={`${formId}-paused`} role="status">
          {pausedText(checkout.pausedNow, lang, t)}
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
