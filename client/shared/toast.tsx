import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

/** Notification (docs/product.md, "Notifications, consent and analytics"): id is a timestamp, info the text, type ALERT or INFO. */
type NotificationType = 'ALERT' | 'INFO'
export interface Notification {
  id: number
  info: string
  type: NotificationType
  /** Becomes true 200 ms after the notification was added. */
  visible: boolean
}

/** A notification appears after 200 ms and hides after 10 s (docs/product.md, "Notifications, consent and analytics"). */
const NOTIFICATION_SHOW_DELAY_MS = 200
const NOTIFICATION_HIDE_AFTER_MS = 10_000

type Notify = (info: string, type?: NotificationType) => void

const NotificationsContext = createContext<{
  items: Notification[]
  notify: Notify
  clear: () => void
} | null>(null)

export function NotificationsProvider(props: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([])
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const lastId = useRef(0)

  const later = useCallback((ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      fn()
    }, ms)
    timers.current.add(timer)
  }, [])

  const notify = useCallback<Notify>(
    (info, type = 'INFO') => {
      // The id is the creation timestamp, kept unique when two arrive within the same millisecond.
      const id = Math.max(Date.now(), lastId.current + 1)
      lastId.current = id
      setItems((current) => [...current, { id, info, type, visible: false }])
      later(NOTIFICATION_SHOW_DELAY_MS, () =>
        setItems((current) => current.map((n) => (n.id === id ? { ...n, visible: true } : n))),
      )
      later(NOTIFICATION_SHOW_DELAY_MS + NOTIFICATION_HIDE_AFTER_MS, () =>
        setItems((current) => current.filter((n) => n.id !== id)),
      )
    },
    [later],
  )

  const clear = useCallback(() => setItems((current) => current.filter((n) => !n.visible)), [])

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
    }
  }, [])

  const value = useMemo(() => ({ items, notify, clear }), [items, notify, clear])
  return <NotificationsContext.Provider value={value}>{props.children}</NotificationsContext.Provider>
}

function useNotifications() {
  const value = useContext(NotificationsContext)
  if (!value) throw new Error('useNotifications must be used inside NotificationsProvider')
  return value
}

export function useNotify(): Notify {
  return useNotifications().notify
}

/**
 * The notification stack. Screen readers hear new notifications (live regions); a click anywhere
 * removes every notification that is visible.
 */
export function NotificationStack() {
  const { items, clear } = useNotifications()
  const anyVisible = items.some((n) => n.visible)

  useEffect(() => {
    if (!anyVisible) return
    const onClick = () => clear()
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [anyVisible, clear])

  const shown = items.filter((n) => n.visible)
  return (
    <div className="notification-stack">
      <div role="status" aria-live="polite" className="notification-region">
        {shown
          .filter((n) => n.type === 'INFO')
          .map((n) => (
            <p key={n.id} className="notification notification-info" data-testid="notification">
              {n.info}
            </p>
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="notification-region">
        {shown
          .filter((n) => n.type === 'ALERT')
          .map((n) => (
            <p key={n.id} className="notification notification-alert" data-testid="notification">
              {n.info}
            </p>
          ))}
      </div>
    </div>
  )
}
