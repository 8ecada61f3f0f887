import { useId } from 'react'
import type { AvailabilityUntil } from '#domain/availability.js'
import { useI18n } from '../../i18n/index.js'
import type { Switch } from './availability-switch.js'

/** The state of one row: on, off by its own switch (how long), or off with its category. */
export type RowState = { off: false } | { off: true; until: AvailabilityUntil; byCategory: boolean }

/**
 * One row's switches: when on, "Do końca dnia" and "Do odwołania"; when off by its own switch,
 * how long and "Włącz"; when off with its category, only that (the category's row turns it on).
 */
export function AvailabilitySwitches(props: {
  name: string
  state: RowState
  busy: boolean
  onSwitch: (change: Switch) => void
}) {
  const { t } = useI18n()
  const { state } = props
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons for one dish
    <div
      className="manage-menu-switches"
      role="group"
      aria-label={t('manage.menu.switchesFor', { name: props.name })}
    >
      {!state.off ? (
        <>
          <button
            type="button"
            className="button button-ghost manage-button-danger"
            disabled={props.busy}
            onClick={() => props.onSwitch({ available: false, until: 'END_OF_DAY' })}
          >
            {t('manage.menu.offToday')}
          </button>
          <button
            type="button"
            className="button button-ghost manage-button-danger"
            disabled={props.busy}
            onClick={() => props.onSwitch({ available: false, until: null })}
          >
            {t('manage.menu.offUntil')}
          </button>
        </>
      ) : state.byCategory ? null : (
        <button
          type="button"
          className="button button-primary"
          disabled={props.busy}
          onClick={() => props.onSwitch({ available: true })}
        >
          {t('manage.menu.on')}
        </button>
      )}
    </div>
  )
}

/** "wyłączone do końca dnia" / "do odwołania" / "z całą kategorią" beside a row's name. */
export function StateNote(props: { state: RowState }) {
  const { t } = useI18n()
  const { state } = props
  if (!state.off) return null
  const text = state.byCategory
    ? t('manage.menu.stateOffCategory')
    : state.until === 'END_OF_DAY'
      ? t('manage.menu.stateOffToday')
      : t('manage.menu.stateOffUntil')
  return <span className="manage-menu-state">{text}</span>
}

/** One entry of "Wyłączone teraz": a dish or a whole category off by its own switch. */
export interface OffNowEntry {
  key: string
  name: string
  state: RowState
  onSwitchOn: () => void
}

/**
 * "Wyłączone teraz" at the top of the menu list: what guests cannot order right now, each with
 * how long and its own "Włącz", so nobody has to scroll the whole menu to undo a switch.
 */
export function OffNowList(props: { entries: OffNowEntry[]; busy: string | null }) {
  const { t } = useI18n()
  const headingId = useId()
  return (
    <section className="manage-off-now" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('manage.menu.offNow')}</h3>
      {props.entries.length === 0 ? (
        <p>{t('manage.menu.offNowNone')}</p>
      ) : (
        <ul>
          {props.entries.map((entry) => (
            <li key={entry.key} className="manage-menu-row">
              <span className="manage-menu-name">
                {entry.name}
                <StateNote state={entry.state} />
              </span>
              <button
                type="button"
                className="button button-primary"
                disabled={props.busy === entry.key}
                aria-label={t('manage.menu.onOf', { name: entry.name })}
                onClick={entry.onSwitchOn}
              >
                {t('manage.menu.on')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
