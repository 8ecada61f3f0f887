/**
 * Cookie consent (docs/product.md, "Notifications, consent and analytics"): necessary cookies are always on, analytics is optional.
 * The choice is kept in the `cookie_consent` cookie for 182 days (SameSite=Lax, path /, Secure);
 * with consent the analytics visitor id lives 28 days in `sa_vid`.
 */
import type { Language } from '#schemas/enums.js'

const CONSENT_COOKIE = 'cookie_consent'
const CONSENT_MAX_AGE_DAYS = 182
const ANALYTICS_COOKIE = 'sa_vid'
const ANALYTICS_MAX_AGE_DAYS = 28
/** The banner's buttons accept clicks 500 ms after it appears; its animation begins after 100 ms. */
export const CONSENT_LOCK_MS = 500
export const CONSENT_ANIMATION_DELAY_MS = 100
/** The privacy policy the consent dialog and the checkout's terms link to. */
export const PRIVACY_POLICY_URL = '/polityka-prywatnosci.pdf'

export interface Consent {
  necessary: true
  analytics: boolean
}

const DAY = 24 * 60 * 60

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

function writeCookie(name: string, value: string, days: number): void {
  // Secure everywhere but plain-http development (browsers treat localhost as secure anyway).
  const secure =
    window.location.protocol === 'https:' || window.location.hostname === 'localhost' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: plain cookies; the Cookie Store API is not in every browser
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(days * DAY)}; path=/; samesite=lax${secure}`
}

/** The stored choice, or null when the guest has not chosen yet. */
export function readConsent(): Consent | null {
  const value = readCookie(CONSENT_COOKIE)
  if (value === 'all') return { necessary: true, analytics: true }
  if (value === 'necessary') return { necessary: true, analytics: false }
  return null
}

export function saveConsent(analytics: boolean): Consent {
  writeCookie(CONSENT_COOKIE, analytics ? 'all' : 'necessary', CONSENT_MAX_AGE_DAYS)
  if (analytics) {
    // Renewed on every choice; a random id, not derived from anything about the guest.
    writeCookie(ANALYTICS_COOKIE, visitorId() ?? newVisitorId(), ANALYTICS_MAX_AGE_DAYS)
  } else {
    writeCookie(ANALYTICS_COOKIE, '', 0)
  }
  return { necessary: true, analytics }
}

function visitorId(): string | null {
  const id = readCookie(ANALYTICS_COOKIE)
  return id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : null
}

function newVisitorId(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')
}

/**
 * Sends a page view. Without consent it is anonymous and stores nothing in the browser; with
 * consent it carries the visitor id.
 */
export function sendPageView(path: string, language: Language): void {
  const consent = readConsent()
  const id = consent?.analytics ? visitorId() : null
  const body = JSON.stringify({ path, language, ...(id ? { visitorId: id } : {}) })
  try {
    void fetch('/api/analytics/pageview', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined)
  } catch {
    // Statistics never get in the guest's way.
  }
}
