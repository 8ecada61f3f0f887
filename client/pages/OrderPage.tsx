import { Checkout } from '../features/checkout/Checkout.js'
import { useI18n } from '../i18n/index.js'
import { PageHead } from '../shared/PageHead.js'

/** /zamowienie/: the cart and the checkout. */
export function OrderPage() {
  const { t } = useI18n()
  return (
    <div className="page order-page">
      <PageHead
        title={t('page.order.title')}
        description={t('page.order.description')}
        path="/zamowienie/"
        noindex
      />
      <h1>{t('page.order.title')}</h1>
      <Checkout />
    </div>
  )
}
