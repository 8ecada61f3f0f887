import { Link, useLocation } from 'react-router-dom'
import { useI18n } from '../i18n/index.js'
import { HttpStatus } from '../shared/http-status.js'
import { PageHead } from '../shared/PageHead.js'

export function NotFoundPage() {
  const { t } = useI18n()
  const { pathname } = useLocation()
  return (
    <section className="page page-narrow status-page">
      <HttpStatus code={404} />
      <PageHead
        title={t('page.notFound.title')}
        description={t('page.notFound.text')}
        path={pathname}
        noindex
      />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('page.notFound.heading')}</h1>
      <p>{t('page.notFound.text')}</p>
      <Link className="button button-primary" to="/">
        {t('page.notFound.back')}
      </Link>
    </section>
  )
}
