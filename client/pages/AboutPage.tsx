import { aboutContent } from '../content/pages.js'
import { useI18n } from '../i18n/index.js'
import { ContentPage } from './ContentPage.js'

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
