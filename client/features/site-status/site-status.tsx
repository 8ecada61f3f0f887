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
import { warsawParts } from '#domain/hours/warsaw-time.js'
import type { SiteStatusResponse } from '#schemas/site-status.js'
import { get } from '../../shared/api.js'

/** The richer status of GET /api/site-status. */
export type SiteStatusDetails = SiteStatusResponse

/** After a staff action the status is fetched again 1 second later (docs/product.md, "Opening hours and overrides"). */
const STATUS_REFETCH_DELAY_MS = 1000

interface SiteStatusValue {
  /** null until the first answer arrives (during server rendering and hydration). */
  closed: boolean | null
  details: SiteStatusDetails | null
  /** Fetches the status now. */
  refresh: () => Promise<void>
  /** Fetches the status again STATUS_REFETCH_DELAY_MS later (after open/close/reset). */
  refreshSoon: () => void
}

const SiteStatusContext = createContext<SiteStatusValue | null>(null)

/**
 * The status makes pages format Warsaw times (the closed dialog's next opening, the checkout's
 * slots). The first Europe/Warsaw date format of a page is its most expensive single step (the
 * browser loads the zone's data: 50–60 ms on a phone), so it runs in a task of its own before the
 * answer is rendered, instead of inside that render (docs/client.md, "Profile").
 */
const prepareWarsawTime = () =>
  new Promise((resolve) =>
    setTimeout(() => {
      warsawParts(Date.now())
      setTimeout(resolve)
    }),
  )

/**
 * Site open/closed, fetched from the server at start: `GET /api/utils/isSiteClosed` (truthy =
 * closed), as docs/product.md says, plus `GET /api/site-status` for why and the hours.
 */
export function SiteStatusProvider(props: { children: ReactNode }) {
  const [closed, setClosed] = useState<boolean | null>(null)
  const [details, setDetails] = useState<SiteStatusDetails | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const refresh = useCallback(async () => {
    try {
      const [isClosed, status] = await Promise.all([
        get<unknown>('/api/utils/isSiteClosed'),
        get<SiteStatusDetails>('/api/site-status'),
      ])
      await prepareWarsawTime()
      setClosed(Boolean(isClosed))
      setDetails(status)
    } catch {
      // Offline or server trouble: keep what we knew; the checkout re-checks with the server anyway.
    }
  }, [])

  const refreshSoon = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void refresh(), STATUS_REFETCH_DELAY_MS)
  }, [refresh])

  useEffect(() => {
    void refresh()
    return () => clearTimeout(timer.current)
  }, [refresh])

  const value = useMemo(
    () => ({ closed, details, refresh, refreshSoon }),
    [closed, details, refresh, refreshSoon],
  )
  return <SiteStatusContext.Provider value={value}>{props.children}</SiteStatusContext.Provider>
}

export function useSiteStatus(): SiteStatusValue {
  const value = useContext(SiteStatusContext)
  if (!value) throw new Error('useSiteStatus must be used inside SiteStatusProvider')
  return value
}
