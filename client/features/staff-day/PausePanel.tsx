import { useId, useState } from 'react'
import { formatTime } from '#domain/hours.js'
import { PAUSE_MINUTES } from '#domain/kitchen.js'
import { DELIVERY_CHOICES, type DeliveryType } from '#schemas/enums.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { runningPause, type SiteStatusDetails, useSiteStatus } from '../site-status/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

type Duration = (typeof PAUSE_MINUTES)[number] | 'closing'

/**
 * "Wstrzymaj zamówienia": 15-60 minutes or until closing, for courier, pick-up or both, with a
 * reason guests see; "Wznów teraz" ends it early. The pause ends by itself (docs/kitchen.md).
 */
export function PausePanel() {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { details, refresh } = useSiteStatus()
  const [duration, setDuration] = useState<Duration>(30)
  const [types, setTypes] = useState<DeliveryType[]>([...DELIVERY_CHOICES])
  const [reason, setReason] = useState('')
  const [sending, setSending] = useState(false)
  const id = useId()
  const pause = runningPause(details, Date.now())

  const call = async (url: string, body?: object) => {
    setSending(true)
    try {
      await staffCall((token) => post<SiteStatusDetails>(url, body, { token }))
      notify(url.endsWith('pause') ? t('manage.pause.started') : t('manage.pause.resumed'), 'INFO')
      await refresh()
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    } finally {
      setSending(false)
    }
  }
  const toggle = (type: DeliveryType) =>
    setTypes((current) => (current.includes(type) ? current.filter((x) => x !== type) : [...current, type]))

  return (
    <section className="manage-panel kitchen-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('manage.pause.title')}</h2>
      {pause ? (
        <div className="kitchen-row" role="status">
          <p className="manage-site-badge manage-site-badge-closed">
            {t('manage.pause.active', {
              until: formatTime(new Date(pause.until), lang),
              types: pause.deliveryTypes
                .map((x) => t(x === 'COURIER' ? 'manage.kitchen.courier' : 'manage.kitchen.self'))
                .join(', '),
            })}
            {pause.reason ? ` — ${pause.reason}` : ''}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={sending}
            onClick={() => void call('/api/utils/resume')}
          >
            {t('manage.pause.resume')}
          </button>
        </div>
      ) : null}
      <div className="kitchen-row">
        <label>
          {t('manage.pause.duration')}
          <select
            value={String(duration)}
            onChange={(e) =>
              setDuration(e.target.value === 'closing' ? 'closing' : (Number(e.target.value) as Duration))
            }
          >
            {PAUSE_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('manage.pause.minutes', { minutes: String(m) })}
              </option>
            ))}
            <option value="closing">{t('manage.pause.untilClosing')}</option>
          </select>
        </label>
        <fieldset className="kitchen-types">
          <legend>{t('manage.pause.types')}</legend>
          {DELIVERY_CHOICES.map((type) => (
            <label key={type} className="kitchen-check">
              <input type="checkbox" checked={types.includes(type)} onChange={() => toggle(type)} />{' '}
              {t(type === 'COURIER' ? 'manage.kitchen.courier' : 'manage.kitchen.self')}
            </label>
          ))}
        </fieldset>
        <label>
          {t('manage.pause.reason')}
          <input
            value={reason}
            maxLength={120}
            placeholder={t('manage.pause.reasonHint')}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="button button-primary manage-button-danger-solid"
          disabled={sending || types.length === 0}
          onClick={() =>
            void call('/api/utils/pause', {
              ...(duration === 'closing' ? { untilClosing: true } : { minutes: duration }),
              deliveryTypes: types,
              ...(reason.trim() ? { reason: reason.trim() } : {}),
            })
          }
        >
          {t('manage.pause.start')}
        </button>
      </div>
    </section>
  )
}
