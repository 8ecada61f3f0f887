import { hoursOn } from '#domain/hours/schedule.js'
import { useI18n } from '../../i18n/index.js'
import { pauseSentence, runningPause } from './pause.js'
import { useSiteStatus } from './site-status.js'

/**
 * The header's line about today when it is not an ordinary day: ordering paused (until when, and
 * why), or today's hours changed by the calendar (closed all day, or special hours). The site's
 * closed dialog is not shown during a pause: the restaurant is open.
 */
export function KitchenNotice() {
  const { t, lang } = useI18n()
  const { details } = useSiteStatus()
  if (!details) return null
  const pause = runningPause(details, Date.now())
  let text: string | null = null
  if (pause) {
    text = pauseSentence(pause, lang, t)
  } else if (details.reason === 'SCHEDULE' || details.reason === 'CALENDAR') {
    const { today } = details
    const weekly = hoursOn(today.date)
    const changed =
      today.opensAt !== (weekly?.opensAt ?? null) || today.closesAt !== (weekly?.closesAt ?? null)
    if (changed || today.note) {
      const hours = today.opensAt && today.closesAt ? `${today.opensAt}–${today.closesAt}` : null
      text = hours ? t('kitchen.todayHours', { hours }) : t('kitchen.todayClosed')
      if (today.note) text += ` (${today.note})`
    }
  }
  if (!text) return null
  return (
    <p className={`kitchen-notice${pause ? ' kitchen-notice-paused' : ''}`} role="status">
      {text}
    </p>
  )
}
