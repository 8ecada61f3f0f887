import { useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { useAvailability } from '../availability/index.js'
import { useNotify } from '../notifications/index.js'
import { isSessionExpired, useAuth } from './auth.js'
import { sendSwitch } from './availability-switch.js'

/**
 * One tap on an order card's line: "Brak — wyłącz do końca dnia". Once the dish is off (by this
 * tap or any other way) the button says so and is disabled.
 */
export function SoldOutButton(props: { productId: string; name: string }) {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const state = useAvailability()
  const [busy, setBusy] = useState(false)
  const off = state?.unavailable.some((p) => p.productId === props.productId) ?? false

  const onClick = async () => {
    setBusy(true)
    try {
      await staffCall((token) =>
        sendSwitch(token, { productId: props.productId }, { available: false, until: 'END_OF_DAY' }),
      )
      notify(t('manage.menu.turnedOff', { name: props.name }), 'INFO')
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(t('manage.error'), 'ALERT')
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="button button-ghost manage-item-off"
      disabled={busy || off}
      aria-label={off ? undefined : t('manage.order.soldOutOf', { name: props.name })}
      onClick={() => void onClick()}
    >
      {off ? t('manage.order.soldOutDone') : t('manage.order.soldOut')}
    </button>
  )
}
