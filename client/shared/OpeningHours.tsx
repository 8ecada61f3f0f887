import { scheduleLines } from '#domain/hours/schedule.js'
import { useI18n } from '../i18n/index.js'

/** The weekly schedule, Sunday first, closed days not listed (docs/product.md, "Pages"). */
export function OpeningHours(props: { className?: string }) {
  const { lang } = useI18n()
  return (
    <ul className={props.className}>
      {scheduleLines(lang).map((line) => (
        <li key={line.fromWeekday}>
          <span>{line.days}</span> <span className="hours-time">{line.hours.replace('-', '–')}</span>
        </li>
      ))}
    </ul>
  )
}
