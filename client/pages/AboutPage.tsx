import { ContentPage } from '../features/content/ContentPage.js'
import { aboutContent } from '../features/content/content.js'
import { useI18n } from '../i18n/index.js'

export function AboutPage() {
  const { t, lang } = useI18n()
  return (
    <ContentPage
      content={aboutContent[lang]}
      title={t('page.about.title')}
      description={t('page.about.description')}
      path="/o_nas/"
    />
  )
}
