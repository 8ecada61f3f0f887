import { useSyncExternalStore } from 'react'
import {
  type AvailabilityProduct,
  type AvailabilityState,
  availabilityChecker,
} from '#domain/availability.js'
import { get } from '../../shared/api.js'

/**
 * What is sold out now (docs/kitchen.md, "Sold out"). Pages stay the same cached bytes for every
 * guest: the state arrives after load, like the site status, from GET /api/menu/availability, and
 * is read again whenever the tab becomes visible. Until it arrives everything looks orderable (the
 * server refuses a sold-out dish anyway). One store per tab; the first component that asks starts it.
 */
let state: AvailabilityState | null = null
let started = false
let listening = false
let inFlight: Promise<void> | null = null
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

/** Reads the state from the server now (the staff's panel calls it after a change). */
export function refreshAvailability(): Promise<void> {
  inFlight ??= get<AvailabilityState>('/api/menu/availability')
    .then(
      (next) => {
        state = next
        emit()
      },
      () => {
        // Offline or server trouble: keep what we knew; the server checks the order anyway.
      },
    )
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

/** Sets the state from an answer already in hand (a staff PUT answers the whole state). */
export function setAvailability(next: AvailabilityState): void {
  state = next
  emit()
}

function start(): void {
  if (started || typeof window === 'undefined') return
  started = true
  void refreshAvailability()
  if (listening) return
  listening = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshAvailability()
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  start()
  return () => listeners.delete(listener)
}

const snapshot = () => state
const serverSnapshot = (): AvailabilityState | null => null

/** The state, or null until it has arrived (always null while rendering on the server and hydrating). */
export function useAvailability(): AvailabilityState | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

/**
 * Whether a product can be ordered now, as far as this tab knows (true until the state arrives).
 * The component subscribes to the answer for its own product: when the state arrives or changes,
 * only the cards whose answer changed render again, not every card of the menu.
 */
export function useIsAvailable(product: AvailabilityProduct): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !state || availabilityChecker(state).isAvailable(product),
    () => true,
  )
}

/**
 * Test helper: forget the state so the next subscriber fetches again.
 * @internal Exported for its tests; production never calls it.
 */
export function resetAvailability(): void {
  state = null
  started = false
  inFlight = null
}
