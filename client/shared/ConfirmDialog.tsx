import { type KeyboardEvent, useEffect, useId, useRef } from 'react'

/**
 * Asks before a lever that guests would feel at once (closing today, deleting): a modal alert
 * dialog whose safe answer ("cancel") has the focus, Tab stays inside, Escape cancels, and the focus
 * returns to what opened it (docs/kitchen.md, "Levers forgive a wet thumb").
 */
export function ConfirmDialog(props: {
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  /** The confirmed call is under way: the confirm button waits. */
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const id = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const { onCancel } = props
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    cancelRef.current?.focus()
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCancel()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus?.()
    }
  }, [onCancel])

  // Tab and Shift+Tab go round the two answers: the page beneath is out of reach while it asks.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const buttons = [
      ...(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ]
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1)
    if (document.activeElement !== edge) return
    event.preventDefault()
    ;(event.shiftKey ? buttons.at(-1) : buttons[0])?.focus()
  }

  return (
    <div className="manage-confirm-backdrop">
      <div
        ref={dialogRef}
        className="manage-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={keepFocus}
      >
        <h2 id={`${id}-title`}>{props.title}</h2>
        <p id={`${id}-text`}>{props.text}</p>
        <div className="manage-confirm-actions">
          <button ref={cancelRef} type="button" className="button button-ghost" onClick={onCancel}>
            {props.cancelLabel}
          </button>
          <button
            type="button"
            className="button button-primary manage-button-danger-solid"
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
