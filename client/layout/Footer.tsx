import { Link } from 'react-router-dom'
import { fullAddress, mapUrl, RESTAURANT } from '#domain/restaurant.js'
import { PRIVACY_POLICY_URL } from '../features/consent/consent.js'
import { useSiteStatus } from '../features/site-status/site-status.js'
import { useI18n } from '../i18n/index.js'
import { TERMS_PATH } from '../routes.js'
import { OpeningHours } from '../shared/OpeningHours.js'

export function Footer() {
  const { t } = useI18n()
  // Online payment is offered only when the restaurant has set PayU up (GET /api/site-status).
  const online = Boolean(useSiteStatus().details?.onlinePaymentAvailable)
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-group">
          <h2>{t('footer.visit')}</h2>
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
        </div>
        <div className="footer-group">
          <h2>{t('footer.hours')}</h2>
          <OpeningHours className="hours-list" />
        </div>
        <div className="footer-group">
          <h2>{t('footer.order')}</h2>
          <p>{t('header.minOrder')}</p>
          <p>{t(online ? 'footer.orderTextOnline' : 'footer.orderText')}</p>
        </div>
      </div>
      <div className="footer-bottom">
        <p>{t('footer.rights', { year, name: RESTAURANT.legalName })}</p>
        <ul className="footer-links">
          <li>
            <Link to={TERMS_PATH}>{t('footer.terms')}</Link>
          </li>
          <li>
            <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener">
              {t('checkout.privacy')}
            </a>
          </li>
          <li>
            {/* A full page load: the staff's page comes with the staff's stylesheet (guest pages carry
                the guests' only: docs/client.md, "First paint"). */}
            <a href="/manage/" rel="nofollow">
              {t('footer.staff')}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  )
}
