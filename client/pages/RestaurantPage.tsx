import { fullAddress, RESTAURANT } from '#domain/restaurant.js'
import { ContentPage } from '../features/content/ContentPage.js'
import { useI18n } from '../i18n/index.js'
import { usePageData } from '../page-data/context.js'
import { OpeningHours } from '../shared/OpeningHours.js'

export function RestaurantPage() {
  const { t, lang } = useI18n()
  const { content } = usePageData('restaurant')
  return (
    <ContentPage
      content={content[lang]}
      title={t('page.restaurant.title')}
      description={t('page.restaurant.description')}
      path="/restauracja/"
      aside={
        <div className="info-card">
          <h2>{t('header.hours')}</h2>
          <OpeningHours className="hours-list" />
          <p>{fullAddress}</p>
          <p>
            <a href={RESTAURANT.phoneHref}>{RESTAURANT.phone}</a>
          </p>
        </div>
      }
    />
  )
}
