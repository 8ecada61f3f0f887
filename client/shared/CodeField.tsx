import { type Ref, useId } from 'react'

/**
 * The 6-digit code of an authenticator app: a labelled field that phones open with the number pad
 * and fill from the app or a text message (`autocomplete="one-time-code"`).
 */
export function CodeField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  invalid?: boolean
  describedBy?: string
  inputRef?: Ref<HTMLInputElement>
}) {
  const id = useId()
  return (
    <div className="manage-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        ref={props.inputRef}
        name="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        minLength={6}
        maxLength={6}
        required
        spellCheck={false}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.replace(/\D/g, ''))}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
      />
    </div>
  )
}
