import { useEffect, useState } from 'react'
import type { PublicOrder } from '../../../schemas/orders.js'
import { get, HttpStatusError } from '../../shared/api.js'
import { useSearchParams } from '../../shared/router.js'

/** While the page is open the status is asked again every 20 seconds. */
export const STATUS_POLL_MS = 20_000
/** While an online payment waits for PayU's confirmation, every 3 seconds. */
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
  const [order, setOrder] = useState<PublicOrder | null>(null)
  const [missing, setMissing] = useState(false)
  const paymentPending = order?.payment?.status === 'PENDING'

  useEffect(() => {
    if (!id) return
    let stopped = false
    const load = async () => {
      try {
        const answer = await get<PublicOrder>(`/api/order/${encodeURIComponent(id)}`)
        if (!stopped) setOrder(answer)
      } catch (error) {
        if (!stopped && error instanceof HttpStatusError && error.status === 404) setMissing(true)
      }
    }
    void load()
    const timer = setInterval(
      () => {
        if (document.visibilityState !== 'hidden') void load()
      },
      paymentPending ? PAYMENT_POLL_MS : STATUS_POLL_MS,
    )
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [id, paymentPending])

  return { mounted, id, order, missing }
}
