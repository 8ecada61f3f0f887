import { useEffect, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { useNotify } from '../../shared/toast.js'
import { useAvailability } from '../availability/index.js'
import { type Switch, sendSwitch } from '../staff-menu/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

/** How long "Cofnij" stays beside a dish this tap switched off (docs/kitchen.md, "The board"). */
const UNDO_SECONDS = 10

/**
 * One tap on an order card's line: "Brak — wyłącz do końca dnia". Once the dish is off (by this
 * tap or any other way) the button says so and is disabled; for UNDO_SECONDS after this tap a
 * "Cofnij" button beside it switches the dish back on (a wet thumb on the wrong line).
 */
export function SoldOutButton(props: { productId: string; name: string }) {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const state = useAvailability()
  const [busy, setBusy] = useState(false)
  const [undo, setUndo] = useState(false)
  const off = state?.unavailable.some((p) => p.productId === props.productId) ?? false

  useEffect(() => {
    if (!undo) return
    const timer = setTimeout(() => setUndo(false), UNDO_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [undo])

  const send = async (change: Switch) => {
    setBusy(true)
    try {
      await staffCall((token) => sendSwitch(token, { productId: props.productId }, change))
      setUndo(!change.available)
      notify(
        t(change.available ? 'manage.menu.turnedOn' : 'manage.menu.turnedOff', { name: props.name }),
        'INFO',
      )
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(t('manage.error'), 'ALERT')
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className="manage-item-sold-out">
      <button
        type="button"
        className="button button-ghost manage-item-off"
        disabled={busy || off}
        aria-label={off ? undefined : t('manage.order.soldOutOf', { name: props.name })}
        onClick={() => void send({ available: false, until: 'END_OF_DAY' })}
      >
        {off ? t('manage.order.soldOutDone') : t('manage.order.soldOut')}
      </button>
      {undo && off ? (
        <button
          type="button"
          className="button button-primary manage-item-undo"
          disabled={busy}
          aria-label={t('manage.order.undoOf', { name: props.name })}
          onClick={() => void send({ available: true })}
        >
          {t('manage.order.undo')}
        </button>
      ) : null}
    </span>
  )
}
