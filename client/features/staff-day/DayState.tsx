import { useI18n } from '../../i18n/index.js'
import { pauseSentence, runningPause, useSiteStatus } from '../site-status/index.js'

/**
 * The day in one line in the staff toolbar: open or closed, and a running pause with its end
 * ("Otwarte · Dostawa kurierem wstrzymana do 19:40."), so the cook sees it from every tab while the
 * levers themselves live in the "Dzień" tab (docs/kitchen.md, "The board").
 */
export function DayState() {
  const { t, lang } = useI18n()
  const { closed, details } = useSiteStatus()
  const isClosed = details?.closed ?? closed
  const pause = runningPause(details, Date.now())
  if (isClosed === null) return null
  return (
    <p className={`manage-day-state${isClosed ? ' manage-day-state-closed' : ''}`}>
      <strong>{isClosed ? t('manage.site.stateClosed') : t('manage.site.stateOpen')}</strong>
      {pause ? <span className="manage-day-pause"> · {pauseSentence(pause, lang, t)}</span> : null}
    </p>
  )
}
