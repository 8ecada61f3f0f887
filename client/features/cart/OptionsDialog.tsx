import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { formatPrice } from '#domain/money.js'
import { priceChange } from '#domain/option-words.js'
import {
  choiceRule,
  defaultOptionIds,
  isPickOne,
  isRepeatable,
  missingGroups,
  type OptionGroupData,
  portionsIn,
  unitPrice,
} from '#domain/options.js'
import { useI18n } from '../../i18n/index.js'

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'
/** What takes the focus in a group: its first choice, or the first + of a repeatable group. */
const FIRST_CHOICE = 'input:not([disabled]), .options-more:not([disabled])'

/**
 * The dish's choices (docs/menu.md, "Options"): a modal dialog with one fieldset per group (radio
 * buttons for pick-one, checkboxes for extras, − and + per option where the group lets an option
 * be taken more than once), each option's price change, the defaults
 * pre-selected, a running price and an add button that names what is still missing. Focus moves
 * into it on open and stays inside (Tab wraps); Escape, Cancel or a click beside it closes it (the
 * opener then takes the focus back).
 */
export function OptionsDialog(props: {
  name: string
  price: number
  groups: readonly OptionGroupData[]
  quantity: number
  onAdd: (optionIds: string[]) => void
  onClose: () => void
}) {
  const { lang, t } = useI18n()
  const id = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const [chosen, setChosen] = useState<string[]>(() => defaultOptionIds(props.groups))
  const [tried, setTried] = useState(false)
  const missing = missingGroups(props.groups, chosen)
  const total = unitPrice(props.price, props.groups, chosen) * props.quantity

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>(FIRST_CHOICE)?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      props.onClose()
      return
    }
    if (event.key !== 'Tab') return
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const choose = (group: OptionGroupData, optionId: string | null, on: boolean) => {
    const inGroup = new Set(group.options.map((o) => o.id))
    setChosen((current) => {
      if (isPickOne(group))
        return [...current.filter((c) => !inGroup.has(c)), ...(optionId ? [optionId] : [])]
      if (!optionId) return current
      return on ? [...current, optionId] : current.filter((c) => c !== optionId)
    })
  }

  /** One portion more (+1) or less (−1) of an option of a repeatable group. */
  const step = (optionId: string, by: 1 | -1) => {
    setChosen((current) => {
      if (by === 1) return [...current, optionId]
      const at = current.lastIndexOf(optionId)
      return at === -1 ? current : current.filter((_, i) => i !== at)
    })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const [first] = missing
    if (first) {
      setTried(true)
      document.getElementById(`${id}-${first.id}`)?.querySelector<HTMLElement>(FIRST_CHOICE)?.focus()
      return
    }
    props.onAdd(chosen)
  }

  const names = missing.map((g) => g.name[lang]).join(', ')
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on a click, as Escape does
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the Cancel button close it from the keyboard
    <div
      className="options-layer"
      onClick={(event) => {
        if (event.target === event.currentTarget) props.onClose()
      }}
    >
      <div
        ref={dialog}
        className="options-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{props.name}</h2>
        <form onSubmit={onSubmit} noValidate>
          {props.groups.map((group) => (
            <OptionGroupFields
              key={group.id}
              id={`${id}-${group.id}`}
              group={group}
              chosen={chosen}
              short={tried && missing.includes(group)}
              onChoose={choose}
              onStep={step}
            />
          ))}
          <p className="options-total" aria-live="polite">
            {t('options.total')}: <strong>{formatPrice(total, lang)}</strong>
          </p>
          <div className="options-actions">
            <button type="button" className="button" onClick={props.onClose}>
              {t('options.cancel')}
            </button>
            <button type="submit" className="button button-primary" aria-describedby={`${id}-missing`}>
              {missing.length > 0
                ? t('options.choose', { groups: names })
                : t('options.add', { price: formatPrice(total, lang) })}
            </button>
          </div>
          <p id={`${id}-missing`} className="visually-hidden">
            {missing.length > 0 ? t('options.missing', { groups: names }) : ''}
          </p>
        </form>
      </div>
    </div>
  )
}

/** One group: its name and rule as the legend, then its options with their price changes. */
function OptionGroupFields(props: {
  id: string
  group: OptionGroupData
  chosen: readonly string[]
  short: boolean
  onChoose: (group: OptionGroupData, optionId: string | null, on: boolean) => void
  onStep: (optionId: string, by: 1 | -1) => void
}) {
  const { lang, t } = useI18n()
  const { group, chosen } = props
  const pickOne = isPickOne(group)
  const count = portionsIn(group, chosen)
  const full = !pickOne && count >= group.max
  if (isRepeatable(group)) {
    return (
      <fieldset id={props.id} className={props.short ? 'options-group options-group-short' : 'options-group'}>
        <legend>
          {group.name[lang]} <span className="options-rule">({choiceRule(group, lang)})</span>
        </legend>
        {group.options.map((option) => (
          <RepeatableOption
            key={option.id}
            option={option}
            portions={chosen.filter((c) => c === option.id).length}
            full={full}
            onStep={props.onStep}
          />
        ))}
      </fieldset>
    )
  }
  return (
    <fieldset id={props.id} className={props.short ? 'options-group options-group-short' : 'options-group'}>
      <legend>
        {group.name[lang]} <span className="options-rule">({choiceRule(group, lang)})</span>
      </legend>
      {pickOne && group.min === 0 ? (
        <label className="options-choice">
          <input
            type="radio"
            name={props.id}
            checked={count === 0}
            onChange={() => props.onChoose(group, null, true)}
          />
          <span>{t('options.none')}</span>
        </label>
      ) : null}
      {group.options.map((option) => {
        const checked = chosen.includes(option.id)
        const change = priceChange(option.priceDelta, lang)
        return (
          <label key={option.id} className="options-choice">
            <input
              type={pickOne ? 'radio' : 'checkbox'}
              name={props.id}
              checked={checked}
              disabled={!option.available || (full && !checked)}
              onChange={(event) => props.onChoose(group, option.id, event.currentTarget.checked)}
            />
            <span>{option.name[lang]}</span>
            {change ? <span className="options-delta">{change}</span> : null}
            {option.available ? null : <span className="options-off">{t('options.unavailable')}</span>}
          </label>
        )
      })}
    </fieldset>
  )
}

/**
 * An option of a repeatable group: its name and price change, then − the portions + (each button
 * named with the option for screen readers: "Zmniejsz liczbę: Podwójny węgorz").
 */
function RepeatableOption(props: {
  option: OptionGroupData['options'][number]
  portions: number
  full: boolean
  onStep: (optionId: string, by: 1 | -1) => void
}) {
  const { lang, t } = useI18n()
  const { option, portions } = props
  const name = option.name[lang]
  const change = priceChange(option.priceDelta, lang)
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of a name and two buttons; a fieldset per option would repeat the group's legend
    <div className="options-choice options-repeat" role="group" aria-label={name}>
      <span className="options-repeat-label">
        <span>{name}</span>
        {change ? <span className="options-delta">{change}</span> : null}
        {option.available ? null : <span className="options-off">{t('options.unavailable')}</span>}
      </span>
      <span className="options-stepper">
        <button
          type="button"
          className="options-step"
          aria-label={t('options.fewer', { name })}
          disabled={portions === 0}
          onClick={() => props.onStep(option.id, -1)}
        >
          −
        </button>
        <output
          className="options-portions"
          aria-live="polite"
          aria-label={t('options.portions', { name, n: portions })}
        >
          {portions}
        </output>
        <button
          type="button"
          className="options-step options-more"
          aria-label={t('options.more', { name })}
          disabled={!option.available || props.full}
          onClick={() => props.onStep(option.id, 1)}
        >
          +
        </button>
      </span>
    </div>
  )
}
