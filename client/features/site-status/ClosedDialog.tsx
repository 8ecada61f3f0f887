import { useCallback, useEffect, useRef, useState } from 'react'
import { formatDate, formatTime, weekdayName } from '#domain/hours/format.js'
import { warsawParts } from '#domain/hours/warsaw-time.js'
import { useI18n } from '../../i18n/index.js'
import { useSiteStatus } from './site-status.js'

const DISMISSED_KEY = 'closedDialogDismissed'

/** How long the cookie banner waits for the first status answer before it shows anyway. */
const STATUS_WAIT_MS = 3000

export interface ClosedDialogState {
  /** The dialog is showing. */
  open: boolean
  /** The first status answer has not arrived yet (for at most STATUS_WAIT_MS). */
  pending: boolean
  dismiss: () => void
}

/**
 * Whether the closed dialog shows: the status says closed and the guest has not dismissed it in
 * this visit. The layout shares it with the cookie banner, which waits until the dialog is gone.
 */
export function useClosedDialog(): ClosedDialogState {
  const { closed } = useSiteStatus()
  const [dismissed, setDismissed] = useState(false)
  const [waitOver, setWaitOver] = useState(false)

  useEffect(() => {
    try {
      if (sessionStorage.getItem(DISMISSED_KEY) === '1') setDismissed(true)
    } catch {
      // No sessionStorage: the dialog shows once per page load.
    }
    const timer = setTimeout(() => setWaitOver(true), STATUS_WAIT_MS)
    return () => clearTimeout(timer)
  }, [])

  const dismiss = useCallback(() => {
    setDismissed(true)
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1')
    } catch {
      // ignore
    }
  }, [])
  return { open: closed === true && !dismissed, pending: closed === null && !waitOver, dismiss }
}

/**
 * The closed-restaurant dialog (docs/product.md, "Opening hours and overrides"): shown when the status says closed,
 * dismissed by a click anywhere (or Escape); browsing goes on. Dismissal lasts for the visit.
 */
export function ClosedDialog(props: { state?: ClosedDialogState }) {
  const { t, lang } = useI18n()
  const { details } = useSiteStatus()
  const own = useClosedDialog()
  const { open, dismiss } = props.state ?? own
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    dialog.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, dismiss])

  if (!open) return null
  const next = details?.nextOpening ? new Date(details.nextOpening) : null
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the button close it from the keyboard
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere dismisses, as docs/product.md says
    <div className="closed-layer" onClick={dismiss}>
      <div
        ref={dialog}
        className="closed-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="closed-title"
        aria-describedby="closed-text"
        tabIndex={-1}
      >
        <svg
          className="closed-mark"
          width="56"
          height="56"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id="closed-title">{t('closed.title')}</h2>
        <p id="closed-text">{t('closed.text')}</p>
        {next && (
          <p className="muted">
            {t('closed.next', {
              when: `${weekdayName(warsawParts(next).weekday, lang)} ${formatDate(next, lang)}, ${formatTime(next, lang)}`,
            })}
          </p>
        )}
        <button type="button" className="button button-primary">
          {t('closed.dismiss')}
        </button>
      </div>
    </div>
  )
}
