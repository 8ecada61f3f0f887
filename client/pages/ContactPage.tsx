import { mapUrl, RESTAURANT } from '#domain/restaurant.js'
import { useI18n } from '../i18n/index.js'
import { OpeningHours } from '../shared/OpeningHours.js'
import { PageHead } from '../shared/PageHead.js'

export function ContactPage() {
  const { t, lang } = useI18n()
  const pl = lang === 'pl'
  return (
    <article className="page content-page">
      <PageHead
        title={t('page.contact.title')}
        description={t('page.contact.description')}
        path="/kontakt/"
      />
      <header className="page-hero">
        <h1>{t('page.contact.title')}</h1>
        <p className="lead">
          {pl
            ? 'Zadzwoń, napisz albo wpadnij na Kazimierz — chętnie doradzimy przy zamówieniu.'
            : 'Call, write or drop by in Kazimierz — we are happy to help with your order.'}
        </p>
      </header>
      <div className="contact-grid">
        <section className="info-card" aria-labelledby="contact-address">
          <h2 id="contact-address">{t('header.address')}</h2>
          <address>
            {RESTAURANT.name}
            <br />
            {RESTAURANT.street}
            <br />
            {RESTAURANT.postalCode} {RESTAURANT.city}
          </address>
          <p>
            <a href={mapUrl} rel="noopener" target="_blank">
              {pl ? 'Zobacz na mapie OpenStreetMap' : 'See on OpenStreetMap'}
              <span className="visually-hidden">
                {' '}
                ({pl ? 'otwiera się w nowej karcie' : 'opens in a new tab'})
              </span>
            </a>
          </p>
        </section>
        <section className="info-card" aria-labelledby="contact-phone">
          <h2 id="contact-phone">{pl ? 'Telefon i e-mail' : 'Phone and e-mail'}</h2>
          <p>
            <a className="big-link" href={RESTAURANT.phoneHref}>
              {RESTAURANT.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${RESTAURANT.email}`}>{RESTAURANT.email}</a>
          </p>
          <p className="muted">
            {pl
              ? 'Telefon odbieramy w godzinach otwarcia. W sprawie zamówień podaj jego numer.'
              : 'We answer the phone during opening hours. Please quote your order number.'}
          </p>
        </section>
        <section className="info-card" aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t('header.hours')}</h2>
          <OpeningHours className="hours-list" />
          <p className="muted">
            {pl ? 'Poniedziałek i wtorek — nieczynne.' : 'Closed on Monday and Tuesday.'}
          </p>
        </section>
      </div>
    </article>
  )
}
