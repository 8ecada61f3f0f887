import { PageHead } from '../head.js'
import { useI18n } from '../i18n/index.js'

export function ManagePage() {
  const { t } = useI18n()
  return (
    <div className="page page-narrow manage-page">
      <PageHead
        title={t('page.manage.title')}
        description={t('page.manage.description')}
        path="/manage/"
        noindex
      />
      <h1>{t('page.manage.title')}</h1>
    </div>
  )
}
