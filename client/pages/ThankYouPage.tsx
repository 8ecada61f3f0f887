import { Link } from 'react-router-dom'
import { RESTAURANT } from '../../domain/restaurant.js'
import { PageHead } from '../head.js'
import { useI18n } from '../i18n/index.js'

export function ThankYouPage() {
  const { lang, t } = useI18n()
  return (
    <div className="page page-narrow thanks-page">
      <PageHead
        title={t('page.thanks.title')}
        description={t('page.thanks.description')}
        path="/dziekujemy/"
        noindex
      />
      <h1>{t('page.thanks.title')}</h1>
      <p>
        {lang === 'pl'
          ? `Potwierdzenie wysłaliśmy e-mailem. W razie pytań zadzwoń: ${RESTAURANT.phone}.`
          : `We have sent a confirmation by e-mail. Questions? Call us: ${RESTAURANT.phone}.`}
      </p>
      <Link className="button button-primary" to="/">
        {t('page.notFound.back')}
      </Link>
    </div>
  )
}
