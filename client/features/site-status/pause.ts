import { formatTime } from '#domain/hours/format.js'
import { activePause, type Pause } from '#domain/kitchen/pause.js'
import type { Language } from '#schemas/enums.js'
import type { useI18n } from '../../i18n/index.js'
import type { SiteStatusDetails } from './site-status.js'

/**
 * The running pause at `now`, if any. Apart from kitchen.ts (the checkout's rules) and importing the
 * domain's files directly: the header shows it on every page, so it is in the entry, and what the
 * entry reaches should be only this (docs/client.md, "JavaScript budget").
 */
export function runningPause(details: SiteStatusDetails | null, now: number): Pause | null {
  return activePause(details?.pause ?? null, now)
}

/**
 * "Courier delivery is paused until 19:40. Busy kitchen." — what is paused, until when, and the
 * kitchen's reason as a sentence of its own (a reason without closing punctuation gets its full
 * stop): the header's line, and the start of the checkout's notice.
 */
export function pauseSentence(pause: Pause, lang: Language, t: ReturnType<typeof useI18n>['t']): string {
  const until = formatTime(new Date(pause.until), lang)
  const key =
    pause.deliveryTypes.length === 2
      ? 'kitchen.paused'
      : pause.deliveryTypes[0] === 'COURIER'
        ? 'kitchen.pausedCourier'
        : 'kitchen.pausedSelf'
  const reason = pause.reason && !/[.!?…]$/.test(pause.reason) ? `${pause.reason}.` : pause.reason
  return [t(key, { until }), reason].filter(Boolean).join(' ')
}
