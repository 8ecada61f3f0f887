import { Link } from 'react-router-dom'
import { fullAddress, mapUrl, RESTAURANT } from '../../domain/restaurant.js'
import { useI18n } from '../i18n/index.js'
import { OpeningHours } from './OpeningHours.js'

export function Footer() {
  const { t } = useI18n()
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">{t('footer.visit')}</h2>
          <address>
            <strong>{RESTAURANT.name}</strong>
            <br />
            <a href={mapUrl} rel="noopener" target="_blank">
              {fullAddress}
            </a>
            <br />
            <a href={RESTAURANT.phoneHref}>{RESTAURANT.phone}</a>
            <br />
            <a href={`mailto:${RESTAURANT.email}`}>{RESTAURANT.email}</a>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t('footer.hours')}</h2>
          <OpeningHours className="hours-list" />
        </section>
        <section aria-labelledby="footer-order">
          <h2 id="footer-order">{t('footer.order')}</h2>
          <p>{t('header.minOrder')}</p>
          <p>{t('footer.orderText')}</p>
        </section>
      </div>
      <div className="footer-bottom">
        <p>{t('footer.rights', { year, name: RESTAURANT.legalName })}</p>
        <Link to="/manage/" rel="nofollow">
          {t('footer.staff')}
        </Link>
      </div>
    </footer>
  )
}
