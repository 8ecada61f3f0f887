import { useEffect, useRef } from 'react'
import { fullAddress, RESTAURANT } from '#domain/restaurant.js'
import { useI18n } from '../i18n/index.js'
import { CloseIcon } from './Icons.js'
import { LanguageSwitcher } from './LanguageSwitcher.js'
import { MainNav } from './MainNav.js'
import { OpeningHours } from './OpeningHours.js'

/** The mobile navigation drawer (767 px or less), opened from the header's menu icon. */
export function MobileSidebar(props: { open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const closeButton = useRef<HTMLButtonElement>(null)
  const { open, onClose } = props

  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    document.body.classList.add('no-scroll')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('no-scroll')
      previous?.focus?.()
    }
  }, [open, onClose])

  if (!open) return null
  return (
    <div className="sidebar-layer">
      <button
        type="button"
        className="sidebar-backdrop"
        aria-label={t('header.closeMenu')}
        onClick={onClose}
        tabIndex={-1}
      />
      <div
        className="sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.label')}
        id="mobile-sidebar"
      >
        <div className="sidebar-top">
          <LanguageSwitcher />
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t('header.closeMenu')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <MainNav className="sidebar-nav" onNavigate={onClose} />
        </nav>
        <div className="sidebar-info">
          <p className="sidebar-min">{t('header.minOrder')}</p>
          <OpeningHours className="hours-list" />
          <p>{fullAddress}</p>
          <p>
            <a href={RESTAURANT.phoneHref}>{RESTAURANT.phone}</a>
          </p>
        </div>
      </div>
    </div>
  )
}
