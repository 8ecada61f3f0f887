import { type KeyboardEvent, useEffect, useId, useRef } from 'react'

/**
 * A modal question with two answers (the menu editor's "delete?"): focus starts on the safe answer,
 * Tab stays inside, Escape cancels, and focus goes back to what opened it.
 */
export function ConfirmDialog(props: {
  title: string
  text: string
  confirm: string
  cancel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const titleId = useId()
  const textId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const { onCancel } = props

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    cancel.current?.focus()
    return () => opener?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
      return
    }
    if (event.key !== 'Tab') return
    const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const first = buttons[0]
    const last = buttons.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <div className="manage-dialog-layer">
      <div
        ref={dialog}
        className="manage-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{props.title}</h2>
        <p id={textId}>{props.text}</p>
        <div className="manage-dialog-actions">
          <button ref={cancel} type="button" className="button button-ghost" onClick={onCancel}>
            {props.cancel}
          </button>
          <button
            type="button"
            className="button button-primary manage-button-danger-solid"
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {props.confirm}
          </button>
        </div>
      </div>
    </div>
  )
}
