import { useCallback, useState } from 'react'
import type { StaffOrder } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

/**
 * Prints an order's kitchen ticket again on the restaurant's printers (POST /api/orders/{id}/print,
 * docs/printing.md): says how many tickets were queued, or the server's reason (no printer set up…).
 */
function useReprint(): (order: Pick<StaffOrder, 'id' | 'number'>) => Promise<void> {
  const { t, tn } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  return useCallback(
    async (order) => {
      try {
        const answer = await staffCall((bearer) =>
          post<{ jobs: number }>(`/api/orders/${encodeURIComponent(order.id)}/print`, {}, { token: bearer }),
        )
        notify(tn('manage.reprint.queued', answer.jobs, { number: order.number }), 'INFO')
      } catch (failure) {
        if (isSessionExpired(failure)) return
        const message = errorMessage(failure, t('manage.error'))
        notify(t('manage.reprint.failed', { number: order.number, message }), 'ALERT')
      }
    },
    [notify, staffCall, t, tn],
  )
}

/** "Drukuj ponownie" on an order card: the ticket again on the printers, not the browser's dialog. */
export function ReprintButton(props: { order: Pick<StaffOrder, 'id' | 'number'> }) {
  const { t } = useI18n()
  const reprint = useReprint()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button-ghost"
      aria-label={t('manage.reprint.label', { number: props.order.number })}
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void reprint(props.order).finally(() => setBusy(false))
      }}
    >
      {t('manage.reprint.button')}
    </button>
  )
}
