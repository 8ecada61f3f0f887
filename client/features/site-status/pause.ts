import { activePause, type Pause } from '../../../domain/kitchen/pause.js'
import type { SiteStatusDetails } from './site-status.js'

/**
 * The running pause at `now`, if any. Apart from kitchen.ts (the checkout's rules) and importing the
 * domain's files directly: the header shows it on every page, so it is in the entry, and what the
 * entry reaches should be only this (docs/client.md, "JavaScript budget").
 */
export function runningPause(details: SiteStatusDetails | null, now: number): Pause | null {
  return activePause(details?.pause ?? null, now)
}
