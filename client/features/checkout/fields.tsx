import { useI18n } from '../../i18n/index.js'
import type { CheckoutField } from './form.js'
import type { Checkout } from './useCheckout.js'

/** The accessibility attributes of a checkout field: its id, invalid state and error description. */
export function fieldProps(checkout: Checkout, name: CheckoutField) {
  const error = checkout.visibleError(name)
  return {
    id: `${checkout.formId}-${name}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${checkout.formId}-${name}-error` : undefined,
    onBlur: () => checkout.touch(name),
  }
}

/** The inline error of a field, once it was touched or the form was sent. */
export function FieldError(props: { checkout: Checkout; name: CheckoutField }) {
  const { t } = useI18n()
  const key = props.checkout.visibleError(props.name)
  return key ? (
    <p className="field-error" id={`${props.checkout.formId}-${props.name}-error`}>
      {t(key as Parameters<typeof t>[0])}
    </p>
  ) : null
}

/** A labelled text input of the checkout. */
export function TextField(props: {
  checkout: Checkout
  name: CheckoutField
  label: string
  inputProps?: Record<string, unknown>
}) {
  const { checkout, name } = props
  return (
    <div className="field">
      <label htmlFor={`${checkout.formId}-${name}`}>{props.label}</label>
      <input
        {...fieldProps(checkout, name)}
        value={checkout.values[name] as string}
        onChange={(e) => checkout.set(name, e.target.value as never)}
        {...props.inputProps}
      />
      <FieldError checkout={checkout} name={name} />
    </div>
  )
}

/** One option of a radio group, drawn as a card: a title and an optional hint. */
export function Choice(props: {
  name: string
  checked: boolean
  disabled?: boolean
  onSelect: () => void
  title: string
  hint?: string
}) {
  return (
    <label className={`choice${props.disabled ? ' choice-disabled' : ''}`}>
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onSelect}
      />
      <span>
        <strong>{props.title}</strong>
        {props.hint && <span className="muted">{props.hint}</span>}
      </span>
    </label>
  )
}
