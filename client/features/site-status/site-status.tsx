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
import { prepareWarsawTime } from '#domain/hours/warsaw-time.js'
import type { SiteStatusResponse } from '#schemas/site-status.js'
import { get } from '../../shared/api.js'
import { runningPause } from './pause.js'

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

/** Whether a page shown now formats Warsaw times from the status (the checkout's slots). */
let warsawTimesWanted = false

/**
 * Some answers make the page format Warsaw times: closed (the dialog's next opening), a pause (its
 * end), and any answer on the checkout (its slots). The first Europe/Warsaw format of a page is its
 * most expensive single step, so for those it runs in a task of its own before the answer is
 * rendered; other answers skip it, and an ordinary page start is one long task shorter
 * (docs/client.md, "Profile").
 */
const inTaskOfItsOwn = () =>
  new Promise((resolve) =>
    setTimeout(() => {
      prepareWarsawTime()
      setTimeout(resolve)
    }),
  )

/**
 * Declares that the calling page formats Warsaw times from the status (the checkout): its answers
 * are rendered after the zone is prepared. (A navigation to it finds the zone prepared already: the
 * cart prepares it once the guest has a dish.)
 */
export function useWarsawTimes(): void {
  useEffect(() => {
    // Effects run child first: this is set before the provider's first fetch starts.
    warsawTimesWanted = true
    return () => {
      warsawTimesWanted = false
    }
  }, [])
}

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
      if (isClosed || runningPause(status, Date.now()) || warsawTimesWanted) await inTaskOfItsOwn()
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
