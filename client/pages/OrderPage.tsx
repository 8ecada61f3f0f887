import { Link } from 'react-router-dom'
import { productById } from '../../domain/menu/catalog.js'
import { formatPrice } from '../../domain/money.js'
import { PageHead } from '../head.js'
import { useI18n } from '../i18n/index.js'
import { useCart } from '../state/cart.js'

export function OrderPage() {
  const { lang, t } = useI18n()
  const lines = useCart()
  return (
    <div className="page order-page">
      <PageHead
        title={t('page.order.title')}
        description={t('page.order.description')}
        path="/zamowienie/"
        noindex
      />
      <h1>{t('page.order.title')}</h1>
      {lines.length === 0 ? (
        <div className="empty-state">
          <p>{lang === 'pl' ? 'Twój koszyk jest pusty.' : 'Your cart is empty.'}</p>
          <Link className="button button-primary" to="/">
            {t('page.notFound.back')}
          </Link>
        </div>
      ) : (
        <ul className="order-lines">
          {lines.map((line) => {
            const product = productById(line.productId)
            if (!product) return null
            return (
              <li key={line.productId}>
                <span>{product.name[lang]}</span> <span>× {line.count}</span>{' '}
                <span>{formatPrice(product.price * line.count, lang)}</span>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
