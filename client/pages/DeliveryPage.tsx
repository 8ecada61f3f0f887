import { COURIER_FEE, formatPrice, MIN_COURIER_ORDER } from '#domain/money.js'
import { ContentPage } from '../features/content/ContentPage.js'
import { DeliveryArea } from '../features/site-status/index.js'
import { useI18n } from '../i18n/index.js'
import { usePageData } from '../page-data/context.js'

export function DeliveryPage() {
  const { t, lang } = useI18n()
  const { content } = usePageData('delivery')
  return (
    <ContentPage
      content={content[lang]}
      title={t('page.delivery.title')}
      description={t('page.delivery.description')}
      path="/dostawa/"
      aside={
        <>
          <dl className="info-card facts">
            <div>
              <dt>{lang === 'pl' ? 'Dostawa kurierem' : 'Courier delivery'}</dt>
              <dd>{formatPrice(COURIER_FEE, lang)}</dd>
            </div>
            <div>
              <dt>{lang === 'pl' ? 'Minimalne zamówienie' : 'Minimum order'}</dt>
              <dd>{formatPrice(MIN_COURIER_ORDER, lang)}</dd>
            </div>
            <div>
              <dt>{lang === 'pl' ? 'Odbiór osobisty' : 'Pick-up'}</dt>
              <dd>{formatPrice(0, lang)}</dd>
            </div>
          </dl>
          <DeliveryArea />
        </>
      }
    />
  )
}
