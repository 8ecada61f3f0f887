import { Checkout } from '../features/checkout/Checkout.js'
import { useI18n } from '../i18n/index.js'
import { PageHead } from '../shared/PageHead.js'

/**
 * /zamowienie/: the cart and the checkout. Indexed, unlike the thank-you and staff pages: it is the
 * site's "order online" page, and its HTML holds no guest's data (the cart lives in the browser).
 */
export function OrderPage() {
  const { t } = useI18n()
  return (
    <div className="page order-page">
      <PageHead title={t('page.order.title')} description={t('page.order.description')} path="/zamowienie/" />
      <h1>{t('page.order.title')}</h1>
      <Checkout />
    </div>
  )
}
