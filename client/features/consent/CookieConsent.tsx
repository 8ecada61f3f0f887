import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useI18n } from '../../i18n/index.js'
import { whenIdle } from '../../shared/idle.js'
import {
  CONSENT_ANIMATION_DELAY_MS,
  CONSENT_LOCK_MS,
  PRIVACY_POLICY_URL,
  readConsent,
  saveConsent,
  sendPageView,
} from './consent.js'

/**
 * The cookie-consent dialog (docs/product.md, "Notifications, consent and analytics"): shown until the guest chooses, with a link to
 * the privacy policy PDF. Page views are sent on every route change either way: anonymous without
 * consent, with the 28-day visitor id with it.
 * `held`: another modal (the closed dialog) is showing; the banner appears the moment it is gone,
 * so the two never overlap and the banner's buttons are never under the dialog's overlay.
 */
export function CookieConsent(props: { held?: boolean }) {
  const held = props.held ?? false
  const { t, lang } = useI18n()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [analytics, setAnalytics] = useState(false)
  const [locked, setLocked] = useState(true)
  const [animated, setAnimated] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  // Counted when the browser is idle: the page view must not compete with hydration.
  useEffect(() => whenIdle(() => sendPageView(location.pathname, lang)), [location.pathname, lang])

  useEffect(() => {
    if (held || readConsent()) return
    setOpen(true)
    const lock = setTimeout(() => setLocked(false), CONSENT_LOCK_MS)
    const animation = setTimeout(() => setAnimated(true), CONSENT_ANIMATION_DELAY_MS)
    return () => {
      clearTimeout(lock)
      clearTimeout(animation)
    }
  }, [held])

  useEffect(() => {
    // The banner is fixed at the bottom, in view: no scrolling, which would lay the page out again
    // in the middle of its start (docs/client.md, "Profile").
    if (open) heading.current?.focus({ preventScroll: true })
  }, [open])

  if (!open || held) return null
  const choose = (withAnalytics: boolean) => {
    if (locked) return
    saveConsent(withAnalytics)
    setOpen(false)
  }
  return (
    <div
      className={`consent${animated ? ' consent-in' : ''}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
    >
      <h2 id="consent-title" ref={heading} tabIndex={-1}>
        {t('consent.title')}
      </h2>
      <p>
        {t('consent.text')}{' '}
        <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener">
          {t('checkout.privacy')}
        </a>
      </p>
      <div className="consent-options">
        <label>
          <input type="checkbox" checked disabled /> {t('consent.necessary')}
        </label>
        <label>
          <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />{' '}
          {t('consent.analytics')}
        </label>
      </div>
      <div className="consent-actions">
        <button
          type="button"
          className="button button-ghost button-small"
          disabled={locked}
          onClick={() => choose(analytics)}
        >
          {t('consent.save')}
        </button>
        <button
          type="button"
          className="button button-primary button-small"
          disabled={locked}
          onClick={() => choose(true)}
        >
          {t('consent.acceptAll')}
        </button>
      </div>
    </div>
  )
}
