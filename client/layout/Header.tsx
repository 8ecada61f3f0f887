import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { mapUrl, RESTAURANT } from '#domain/restaurant.js'
import { CartLink } from '../features/cart/CartLink.js'
import { KitchenNotice } from '../features/site-status/KitchenNotice.js'
import { useI18n } from '../i18n/index.js'
import { ClockIcon, MenuIcon, PhoneIcon, PinIcon, ScooterIcon } from '../shared/Icons.js'
import { LanguageSwitcher } from '../shared/LanguageSwitcher.js'
import { MainNav } from '../shared/MainNav.js'
import { MobileSidebar } from '../shared/MobileSidebar.js'
import { OpeningHours } from '../shared/OpeningHours.js'
import { MOBILE_MAX_WIDTH, useDebouncedResize } from '../shared/useViewport.js'

/**
 * The site's header; `compact` (the staff area on the kitchen tablet) leaves out the guests' info
 * bar and does not stick, so the orders board starts near the top (docs/kitchen.md, "The board").
 */
export function Header(props: { compact?: boolean }) {
  const { t } = useI18n()
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const closeSidebar = useCallback(() => setSidebarOpen(false), [])
  // The drawer belongs to the mobile layout: widening the window past 767 px closes it.
  useDebouncedResize(
    useCallback((width: number) => {
      if (width > MOBILE_MAX_WIDTH) setSidebarOpen(false)
    }, []),
  )
  // On a phone the info bar scrolls away and the bar with the menu and the cart stays on screen
  // (docs/product.md, "Pages"): the header sticks at minus the info bar's height, measured here.
  const infoBar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const bar = infoBar.current
    const header = bar?.parentElement
    if (!bar || !header || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() =>
      header.style.setProperty('--info-bar-height', `${bar.getBoundingClientRect().height}px`),
    )
    observer.observe(bar)
    return () => observer.disconnect()
  }, [])

  return (
    <header className={props.compact ? 'site-header site-header-compact' : 'site-header'}>
      <div className="info-bar" ref={infoBar} hidden={props.compact}>
        <div className="info-bar-inner">
          <a className="info-item info-address" href={mapUrl} rel="noopener" target="_blank">
            <PinIcon />
            <span className="visually-hidden">{t('header.address')}: </span>
            <span>
              {RESTAURANT.street}
              <span className="info-address-city">{`, ${RESTAURANT.postalCode} ${RESTAURANT.city}`}</span>
            </span>
          </a>
          <span className="info-item info-min">
            <ScooterIcon />
            {t('header.minOrder')}
          </span>
          <div className="info-item info-hours">
            <ClockIcon />
            <span className="visually-hidden">{t('header.hours')}: </span>
            <OpeningHours className="hours-inline" />
          </div>
          <a className="info-item info-phone" href={RESTAURANT.phoneHref}>
            <PhoneIcon />
            <span className="visually-hidden">{t('header.phone')}: </span>
            {RESTAURANT.phone}
          </a>
        </div>
      </div>
      <div className="main-bar">
        <div className="main-bar-inner">
          <button
            type="button"
            className="icon-button menu-button"
            aria-label={t('header.openMenu')}
            aria-expanded={sidebarOpen}
            aria-controls="mobile-sidebar"
            onClick={() => setSidebarOpen(true)}
          >
            <MenuIcon />
          </button>
          <Link to="/" className="brand">
            <img src="/images/logo.svg" width="44" height="44" alt="" />
            <span className="brand-text">
              <span className="brand-name">
                {RESTAURANT.name}
                <span className="visually-hidden"> – {t('header.home')}</span>
              </span>
              <span className="brand-tagline">{t('site.tagline')}</span>
            </span>
          </Link>
          <nav className="desktop-nav" aria-label={t('nav.label')}>
            <MainNav className="nav-list" />
          </nav>
          <div className="header-actions">
            <LanguageSwitcher />
            <CartLink />
          </div>
        </div>
      </div>
      <KitchenNotice />
      <MobileSidebar open={sidebarOpen} onClose={closeSidebar} />
    </header>
  )
}
