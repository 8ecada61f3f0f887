import { useEffect, useId, useRef } from 'react'

/**
 * Asks before a lever that guests would feel at once (closing today, deleting): a modal alert
 * dialog whose safe answer ("cancel") has the focus, Escape cancels, and the focus returns to what
 * opened it (docs/kitchen.md, "Levers forgive a wet thumb").
 */
export function ConfirmDialog(props: {
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const id = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const { onCancel } = props
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    cancelRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus?.()
    }
  }, [onCancel])
  return (
    <div className="manage-confirm-backdrop">
      <div
        className="manage-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
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
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
