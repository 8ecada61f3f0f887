import { useId, useState } from 'react'
import { formatDate, formatTime } from '#domain/hours.js'
import { useI18n } from '../../i18n/index.js'
import { post } from '../../shared/api.js'
import { ConfirmDialog } from '../../shared/ConfirmDialog.js'
import { useNotify } from '../../shared/toast.js'
import { type SiteStatusDetails, useSiteStatus } from '../site-status/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

export type SiteAction = 'openToday' | 'closeToday' | 'resetOverrides'

/**
 * Today's state and why, with the three staff actions (docs/product.md, "Opening hours and overrides"): each POST carries the
 * bearer header; afterwards the status is fetched again 1 second later; a failure says 'Wystąpił błąd'.
 */
export function SiteStatusPanel() {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { closed, details, refreshSoon } = useSiteStatus()
  const [busy, setBusy] = useState<SiteAction | null>(null)
  const [confirming, setConfirming] = useState(false)
  const headingId = useId()

  const run = async (action: SiteAction) => {
    setBusy(action)
    try {
      await staffCall((token) => post<SiteStatusDetails>(`/api/utils/${action}`, undefined, { token }))
      notify(
        action === 'openToday'
          ? t('manage.site.opened')
          : action === 'closeToday'
            ? t('manage.site.closed')
            : t('manage.site.reset'),
        'INFO',
      )
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(t('manage.error'), 'ALERT')
    } finally {
      setBusy(null)
      refreshSoon()
    }
  }

  const isClosed = details?.closed ?? closed
  const today = details?.today
  const hours =
    today?.opensAt && today.closesAt
      ? t('manage.site.hours', { from: today.opensAt, to: today.closesAt })
      : t('manage.site.noHours')
  const reason =
    details?.reason === 'OVERRIDE_OPEN'
      ? t('manage.site.reasonOpen')
      : details?.reason === 'OVERRIDE_CLOSED'
        ? t('manage.site.reasonClosed')
        : details?.reason === 'CALENDAR'
          ? t(today?.opensAt ? 'manage.site.reasonCalendarHours' : 'manage.site.reasonCalendarClosed')
          : t('manage.site.reasonSchedule')
  const nextOpening = details?.nextOpening ? new Date(details.nextOpening) : null
  const openInForce = details?.reason === 'OVERRIDE_OPEN'
  const closeInForce = details?.reason === 'OVERRIDE_CLOSED'

  return (
    <section className="manage-panel manage-site" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('manage.site.title')}</h2>
      <div className="manage-site-state" role="status">
        {isClosed === null ? (
          <span>{t('manage.loading')}</span>
        ) : (
          <>
            <span
              className={`manage-site-badge ${isClosed ? 'manage-site-badge-closed' : 'manage-site-badge-open'}`}
            >
              {isClosed ? t('manage.site.stateClosed') : t('manage.site.stateOpen')}
            </span>
            {details ? <span className="manage-site-reason">{reason}</span> : null}
          </>
        )}
      </div>
      {details ? (
        <p className="manage-site-hours">
          {hours}
          {isClosed && nextOpening && !Number.isNaN(nextOpening.getTime())
            ? ` · ${t('manage.site.nextOpening', { date: formatDate(nextOpening, lang), time: formatTime(nextOpening, lang) })}`
            : ''}
        </p>
      ) : null}
      <div className="manage-site-actions">
        {/* Each override looks pressed only while it is in force today. */}
        <button
          type="button"
          className={`button ${openInForce ? 'button-primary' : 'button-ghost'}`}
          aria-pressed={openInForce}
          disabled={busy !== null}
          onClick={() => void run('openToday')}
        >
          {t('manage.site.open')}
        </button>
        <button
          type="button"
          className={`button ${closeInForce ? 'button-primary manage-button-danger-solid' : 'button-ghost manage-button-danger'}`}
          aria-pressed={closeInForce}
          disabled={busy !== null}
          onClick={() => setConfirming(true)}
        >
          {t('manage.site.close')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={busy !== null}
          onClick={() => void run('resetOverrides')}
        >
          {t('manage.site.resetButton')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('manage.site.closeConfirmTitle')}
          text={t('manage.site.closeConfirmText')}
          confirmLabel={t('manage.site.close')}
          cancelLabel={t('manage.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            void run('closeToday')
          }}
        />
      )}
    </section>
  )
}
