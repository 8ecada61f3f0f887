import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { formatDate } from '#domain/hours.js'
import type { OrdersList, StaffOrder, StatusChange, TimeChange } from '#schemas/orders.js'
import type { PrinterState } from '#schemas/printing.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, get, HttpStatusError, post } from '../../shared/api.js'
import { type ChimeState, chime } from '../../shared/chime.js'
import { documentTitle } from '../../shared/PageHead.js'
import { usePrintWhileMounted } from '../../shared/print.js'
import { useNotify } from '../../shared/toast.js'
import { FailingInvoicesAlert, useFailingInvoices } from '../staff-invoices/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { BoardAlerts } from './BoardAlerts.js'
import {
  applyOrderEvent,
  type BoardFilter,
  needsAttention,
  newestFirst,
  visibleOrders,
} from './board-state.js'
import { KitchenTicket } from './KitchenTicket.js'
import { OrderCard } from './OrderCard.js'
import { PrinterStates } from './PrinterStates.js'
import { connectOrderStream, type OrderEvent } from './sse.js'

/** While an order waits to be accepted, the alert sounds again this often: it rings until accepted. */
const REMINDER_MS = 5_000

/**
 * Today's orders, newest first, kept live by the order stream. A new order rings and stays
 * highlighted until someone accepts it; the list is fetched again on every (re)connection.
 */
export function OrdersBoard(
  props: {
    onShowOrders?: () => void
    active?: boolean
    /** Invoices may be issued again and corrected (the manager and the owner; the API decides). */
    managesInvoices?: boolean
  } = {},
) {
  const managesInvoices = props.managesInvoices ?? true
  const { t, tn, lang } = useI18n()
  const notify = useNotify()
  const { session, staffCall, sessionExpired, touch, currentToken } = useAuth()
  const [orders, setOrders] = useState<StaffOrder[]>([])
  const [date, setDate] = useState<string | null>(null)
  const [unpaidHolds, setUnpaidHolds] = useState(0)
  const [loaded, setLoaded] = useState(false)
  const [connected, setConnected] = useState(false)
  // The stream was up once and is down now: the kitchen must know at once (not a grey "Łączenie…").
  const [lost, setLost] = useState(false)
  const [printerAlarm, setPrinterAlarm] = useState<PrinterState[]>([])
  const failing = useFailingInvoices()
  const everConnected = useRef(false)
  const [filter, setFilter] = useState<BoardFilter>('active')
  const [printing, setPrinting] = useState<StaffOrder | null>(null)
  const [sound, setSound] = useState<ChimeState>('unsupported')
  const headingId = useId()
  // Orders the board already knows: only an unknown NEW order rings.
  const known = useRef<Set<string> | null>(null)
  const ordersRef = useRef<StaffOrder[]>([])
  ordersRef.current = orders

  const ring = useCallback(() => {
    const played = chime.ring()
    setSound(played ? 'ready' : chime.state())
  }, [])

  const load = useCallback(async () => {
    try {
      const list = await staffCall((bearer) => get<OrdersList>('/api/orders', { token: bearer }))
      const sorted = newestFirst(list.orders)
      const before = known.current
      known.current = new Set(sorted.map((o) => o.id))
      if (before && sorted.some((o) => needsAttention(o) && !before.has(o.id))) ring()
      setOrders(sorted)
      setDate(list.date)
      setUnpaidHolds(list.unpaidHolds)
      setLoaded(true)
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
  }, [notify, ring, staffCall, t])

  const onOrder = useCallback(
    (event: OrderEvent) => {
      const seen = known.current ?? new Set<string>()
      known.current = seen
      if (event.type === 'created' && !seen.has(event.order.id) && needsAttention(event.order)) ring()
      seen.add(event.order.id)
      setOrders((current) => applyOrderEvent(current, event))
    },
    [ring],
  )

  // The list once now, then the live stream (which fetches it again whenever it (re)connects).
  const loadRef = useRef(load)
  loadRef.current = load
  const onOrderRef = useRef(onOrder)
  onOrderRef.current = onOrder
  useEffect(() => {
    if (session === null) return
    setSound(chime.state())
    void loadRef.current()
    const stream = connectOrderStream({
      onReady: () => void loadRef.current(),
      onOrder: (event) => onOrderRef.current(event),
      token: currentToken,
      onUnauthorized: () => sessionExpired(session),
      // Each heartbeat kept the session alive on the server: the page's idle time restarts too.
      onAlive: touch,
      onStatus: (up) => {
        setConnected(up)
        if (up) everConnected.current = true
        const down = !up && everConnected.current
        setLost(down)
        if (down) chime.alarm()
      },
    })
    const wake = () => {
      if (document.visibilityState !== 'hidden') stream.wake()
    }
    window.addEventListener('online', wake)
    document.addEventListener('visibilitychange', wake)
    return () => {
      stream.close()
      window.removeEventListener('online', wake)
      document.removeEventListener('visibilitychange', wake)
    }
  }, [session, sessionExpired, touch, currentToken])

  // Hard to miss: the alert comes back while an order waits, and the tab title counts them.
  const waiting = orders.filter(needsAttention).length
  useEffect(() => {
    if (waiting === 0) return
    const timer = setInterval(() => {
      if (ordersRef.current.some(needsAttention)) ring()
    }, REMINDER_MS)
    return () => clearInterval(timer)
  }, [waiting, ring])
  const baseTitle = documentTitle({ title: t('page.manage.title'), description: '', path: '' })
  useEffect(() => {
    document.title = waiting > 0 ? `(${waiting}) ${baseTitle}` : baseTitle
    return () => {
      document.title = baseTitle
    }
  }, [waiting, baseTitle])

  usePrintWhileMounted(printing, () => setPrinting(null))

  const move = useCallback(
    async (order: StaffOrder, change: StatusChange | TimeChange): Promise<boolean> => {
      // A move goes to /status; a new time for an accepted order to /time (the guest gets an e-mail).
      const path = 'status' in change ? 'status' : 'time'
      try {
        const updated = await staffCall((bearer) =>
          post<StaffOrder>(`/api/orders/${encodeURIComponent(order.id)}/${path}`, change, { token: bearer }),
        )
        setOrders((current) => applyOrderEvent(current, { type: 'updated', order: updated }))
        if (path === 'time') notify(t('manage.time.changed'), 'INFO')
        return true
      } catch (failure) {
        if (isSessionExpired(failure)) return false
        if (failure instanceof HttpStatusError && failure.status === 409) {
          // Someone else moved it first: say what the server says and show the current state.
          notify(errorMessage(failure, t('manage.orders.conflict')), 'ALERT')
          void load()
          return false
        }
        notify(errorMessage(failure, t('manage.error')), 'ALERT')
        return false
      }
    },
    [load, notify, staffCall, t],
  )

  // Staff ask again for a failed refund or failed e-mails; the answer is the updated order.
  const retry = useCallback(
    async (order: StaffOrder, what: 'refund' | 'emails'): Promise<void> => {
      const url =
        what === 'refund'
          ? `/api/payments/${encodeURIComponent(order.id)}/refund`
          : `/api/orders/${encodeURIComponent(order.id)}/emails/retry`
      try {
        const updated = await staffCall((bearer) => post<StaffOrder>(url, undefined, { token: bearer }))
        setOrders((current) => applyOrderEvent(current, { type: 'updated', order: updated }))
      } catch (failure) {
        if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
      }
    },
    [notify, staffCall, t],
  )

  // An invoice issued again or corrected: its card shows the new state, the alert asks again.
  const invoiceChanged = useCallback(
    (updated: StaffOrder) => {
      setOrders((current) =>
        current.some((o) => o.id === updated.id)
          ? applyOrderEvent(current, { type: 'updated', order: updated })
          : current,
      )
      failing.reload()
    },
    [failing.reload],
  )

  const enableSound = async () => {
    const state = await chime.unlock()
    setSound(state)
    if (state === 'ready') chime.ring()
  }

  const shown = visibleOrders(orders, filter)
  const activeCount = visibleOrders(orders, 'active').length

  return (
    <section className="manage-board" aria-labelledby={headingId}>
      <div className="manage-board-bar">
        <h2 id={headingId}>
          {t('manage.orders.title')}
          {date ? <span className="manage-board-date"> · {formatDate(date, lang)}</span> : null}
        </h2>
        <span className={`manage-live${connected ? ' manage-live-on' : ''}`} role="status">
          {connected ? t('manage.orders.live') : t('manage.orders.offline')}
        </span>
        {sound !== 'unsupported' ? (
          <button
            type="button"
            className={`button ${sound === 'ready' ? 'button-ghost' : 'button-primary'} manage-sound`}
            onClick={() => void enableSound()}
          >
            {sound === 'ready' ? t('manage.sound.test') : t('manage.sound.enable')}
          </button>
        ) : null}
      </div>

      <BoardAlerts
        waiting={waiting}
        lost={lost}
        printers={printerAlarm}
        invoices={
          <FailingInvoicesAlert
            invoices={failing.invoices}
            manages={managesInvoices}
            onReissued={invoiceChanged}
          />
        }
        invoicesFailing={failing.invoices.length > 0}
        onShowOrders={props.active === false ? props.onShowOrders : undefined}
      />
      <PrinterStates onAlarm={setPrinterAlarm} />
      {unpaidHolds > 0 ? (
        <p className="manage-holds">{tn('manage.orders.unpaidHolds', unpaidHolds)}</p>
      ) : null}

      <fieldset className="manage-segmented">
        <legend className="visually-hidden">{t('manage.orders.filter')}</legend>
        <button
          type="button"
          className="button"
          aria-pressed={filter === 'active'}
          onClick={() => setFilter('active')}
        >
          {t('manage.orders.active', { count: activeCount })}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={filter === 'all'}
          onClick={() => setFilter('all')}
        >
          {t('manage.orders.all', { count: orders.length })}
        </button>
      </fieldset>

      {!loaded ? (
        <p className="manage-empty">{t('manage.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="manage-empty">{t('manage.orders.empty')}</p>
      ) : (
        <div className="manage-orders">
          {shown.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              onMove={move}
              onRetry={retry}
              onPrint={setPrinting}
              managesInvoices={managesInvoices}
              onInvoice={invoiceChanged}
            />
          ))}
        </div>
      )}

      {printing && typeof document !== 'undefined'
        ? createPortal(
            <div className="manage-print-root">
              <KitchenTicket order={printing} />
            </div>,
            document.body,
          )
        : null}
    </section>
  )
}
