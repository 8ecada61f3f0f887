import { RESTAURANT } from '#domain/restaurant.js'
import { useI18n } from '../i18n/index.js'
import { HttpStatus } from '../shared/http-status.js'
import { PageHead } from '../shared/PageHead.js'

/** The 500 page: self-contained, because the shell itself may be what failed. */
export function ErrorPage() {
  const { t } = useI18n()
  return (
    <main id="content" className="page page-narrow status-page">
      <HttpStatus code={500} />
      <PageHead title={t('page.error.title')} description={t('page.error.heading')} path="/" noindex />
      <p className="status-code" aria-hidden="true">
        500
      </p>
      <h1>{t('page.error.heading')}</h1>
      <p>{t('page.error.text', { phone: RESTAURANT.phone })}</p>
      <a className="button button-primary" href="/">
        {t('page.notFound.back')}
      </a>
    </main>
  )
}
