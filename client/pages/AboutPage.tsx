import { ContentPage } from '../features/content/ContentPage.js'
import { useI18n } from '../i18n/index.js'
import { usePageData } from '../page-data/context.js'

export function AboutPage() {
  const { t, lang } = useI18n()
  const { content } = usePageData('about')
  return (
    <ContentPage
      content={content[lang]}
      title={t('page.about.title')}
      description={t('page.about.description')}
      path="/o_nas/"
    />
  )
}
