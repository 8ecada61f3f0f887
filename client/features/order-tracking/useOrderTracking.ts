import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { GuestOrder } from '#schemas/orders.js'
import { get, HttpStatusError } from '../../shared/api.js'

/** What a public order id looks like (the server's ids are 12 of them; the API takes up to 40). */
const ORDER_ID = /^[A-Za-z0-9]{1,40}$/

/**
 * While the page is open the status is asked again every 20 seconds.
 * @internal Exported for its tests; production uses it within this module.
 */
export const STATUS_POLL_MS = 20_000
/**
 * While an online payment waits for PayU's confirmation, every 3 seconds.
 * @internal Exported for its tests; production uses it within this module.
 */
export const PAYMENT_POLL_MS = 3_000

/**
 * The order named by `?id=` in the address, asked again every 20 s while the page is visible.
 * The server renders without the query string, so the id is read only after hydration.
 */
export function useOrderTracking() {
  const [params] = useSearchParams()
  // The server renders without the query string: read the id only after hydration.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const id = mounted ? params.get('id') : null
  const [order, setOrder] = useState<GuestOrder | null>(null)
  const [notFound, setNotFound] = useState(false)
  const [failed, setFailed] = useState(false)
  // Public ids are short letters and digits: anything else (cut, padded, 5,000 characters) is no
  // order, and is not sent to the server at all.
  const wellFormed = id !== null && ORDER_ID.test(id)
  const missing = notFound || (id !== null && !wellFormed)
  const paymentPending = order?.payment?.status === 'PENDING'
  // A new payment attempt (a new BLIK code) asks again at once.
  const [reloads, setReloads] = useState(0)

  useEffect(() => {
    if (!id || !ORDER_ID.test(id)) return
    let stopped = false
    let timer: ReturnType<typeof setInterval> | undefined
    const load = async () => {
      try {
        const answer = await get<GuestOrder>(`/api/order/${encodeURIComponent(id)}`)
        if (stopped) return
        setOrder(answer)
        setFailed(false)
      } catch (error) {
        if (stopped) return
        if (error instanceof HttpStatusError && error.status >= 400 && error.status < 500) {
          // 404 (unknown) or 400 (refused id): it will not appear by asking again.
          setNotFound(true)
          clearInterval(timer)
        } else setFailed(true)
      }
    }
    void load()
    timer = setInterval(
      () => {
        if (document.visibilityState !== 'hidden') void load()
      },
      paymentPending ? PAYMENT_POLL_MS : STATUS_POLL_MS,
    )
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [id, paymentPending, reloads])

  return {
    mounted,
    id,
    order,
    missing,
    failed: failed && !order,
    reload: () => setReloads((n) => n + 1),
  }
}
