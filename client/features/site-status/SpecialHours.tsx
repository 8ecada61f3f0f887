import { useEffect, useState } from 'react'
import type { CalendarList } from '#schemas/kitchen.js'
import { get } from '../../shared/api.js'
import { whenIdle } from '../../shared/idle.js'

/**
 * schema.org specialOpeningHoursSpecification from the calendar: a closed date opens and closes at
 * 00:00; special hours are that date's hours.
 */
function specialOpeningHours(days: CalendarList['days']) {
  return days.map((day) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: day.date,
    validThrough: day.date,
    opens: day.opensAt ?? '00:00',
    closes: day.closesAt ?? '00:00',
  }))
}

/**
 * The restaurant's holidays and special hours for search engines, added to the home page's
 * Restaurant (same @id) after load from GET /api/calendar: pages stay cached bytes, the calendar
 * changes without a new build.
 */
export function SpecialHoursJsonLd(props: { origin: string }) {
  const [days, setDays] = useState<CalendarList['days']>([])
  // Asked when the browser is idle: only search engines read it, never the first paint.
  useEffect(
    () =>
      whenIdle(() => {
        get<CalendarList>('/api/calendar')
          .then((list) => setDays(Array.isArray(list?.days) ? list.days : []))
          .catch(() => undefined)
      }),
    [],
  )
  if (days.length === 0) return null
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${props.origin}/#restaurant`,
    specialOpeningHoursSpecification: specialOpeningHours(days),
  }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
