import { useEffect, useId, useState } from 'react'
import { BUSY_MINUTES } from '#domain/kitchen.js'
import type { KitchenSettings } from '#schemas/kitchen.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, get, put } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { useSiteStatus } from '../site-status/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { CalendarPanel } from './CalendarPanel.js'
import { PrintersPanel } from './PrintersPanel.js'

const capacityOf = (text: string): number | null => (text.trim() === '' ? null : Number(text))

/**
 * The kitchen tab: capacity per 15-minute slot, busy mode, the delivery area and the calendar (whose
 * list of orders a change touched leads to their cards on the board through `onShowOrder`).
 */
export function KitchenPanel(props: { onShowOrder?: (id: string) => void } = {}) {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { refresh } = useSiteStatus()
  const id = useId()
  const [settings, setSettings] = useState<KitchenSettings | null>(null)
  const [courier, setCourier] = useState('')
  const [self, setSelf] = useState('')
  const [busy, setBusy] = useState<number>(0)
  const [area, setArea] = useState('')
  const [saving, setSaving] = useState(false)

  const show = (s: KitchenSettings) => {
    setSettings(s)
    setCourier(s.slotCapacity.COURIER === null ? '' : String(s.slotCapacity.COURIER))
    setSelf(s.slotCapacity.SELF === null ? '' : String(s.slotCapacity.SELF))
    setBusy(s.busyMinutes)
    setArea(s.deliveryArea.join(', '))
  }
  useEffect(() => {
    staffCall((token) => get<KitchenSettings>('/api/kitchen', { token }))
      .then(show)
      .catch((failure) => {
        if (!isSessionExpired(failure)) notify(t('manage.error'), 'ALERT')
      })
  }, [staffCall, notify, t])

  const save = async (body: object) => {
    setSaving(true)
    try {
      show(await staffCall((token) => put<KitchenSettings>('/api/kitchen', body, { token })))
      notify(t('manage.kitchen.saved'), 'INFO')
      await refresh()
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    } finally {
      setSaving(false)
    }
  }

  if (!settings) return <p>{t('manage.loading')}</p>
  return (
    <div className="kitchen-panel">
      <section className="manage-panel" aria-labelledby={`${id}-capacity`}>
        <h2 id={`${id}-capacity`}>{t('manage.kitchen.title')}</h2>
        <form
          className="kitchen-row"
          onSubmit={(event) => {
            event.preventDefault()
            void save({
              slotCapacity: { COURIER: capacityOf(courier), SELF: capacityOf(self) },
              busyMinutes: busy,
            })
          }}
        >
          <CapacityInput
            label={t('manage.kitchen.capacityCourier')}
            value={courier}
            placeholder={t('manage.kitchen.unlimited')}
            onChange={setCourier}
          />
          <CapacityInput
            label={t('manage.kitchen.capacitySelf')}
            value={self}
            placeholder={t('manage.kitchen.unlimited')}
            onChange={setSelf}
          />
          <label>
            {t('manage.kitchen.busy')}
            <select value={String(busy)} onChange={(e) => setBusy(Number(e.target.value))}>
              {BUSY_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m === 0
                    ? t('manage.kitchen.busyOff')
                    : t('manage.kitchen.busyPlus', { minutes: String(m) })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button-primary" disabled={saving}>
            {t('manage.kitchen.save')}
          </button>
        </form>
      </section>

      <section className="manage-panel" aria-labelledby={`${id}-area`}>
        <h2 id={`${id}-area`}>{t('manage.area.title')}</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void save({ deliveryArea: area.split(/[\s,;]+/).filter(Boolean) })
          }}
        >
          <label className="kitchen-row">
            {t('manage.area.label')}
            <textarea rows={3} cols={40} value={area} onChange={(e) => setArea(e.target.value)} />
          </label>
          <button type="submit" className="button button-primary" disabled={saving}>
            {t('manage.kitchen.save')}
          </button>
        </form>
      </section>

      <CalendarPanel onShowOrder={props.onShowOrder} />
      <PrintersPanel />
    </div>
  )
}

/** Orders a 15-minute slot takes for one delivery type; empty means unlimited. */
function CapacityInput(props: {
  label: string
  value: string
  placeholder: string
  onChange: (value: string) => void
}) {
  return (
    <label>
      {props.label}
      <input
        type="number"
        min={1}
        max={500}
        value={props.value}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  )
}
