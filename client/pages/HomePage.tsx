import { Link } from 'react-router-dom'
import { ProductCard } from '../features/menu/ProductCard.js'
import { SpecialHoursJsonLd } from '../features/site-status/SpecialHours.js'
import { useI18n } from '../i18n/index.js'
import { usePageData } from '../page-data/context.js'
import { PageHead } from '../shared/PageHead.js'
import { useOrigin } from '../shared/useOrigin.js'

export function HomePage() {
  const { lang, t, tn } = useI18n()
  const origin = useOrigin()
  const { categories, popular } = usePageData('home')
  return (
    <div className="page home-page">
      <PageHead title={t('page.home.title')} fullTitle description={t('site.description')} path="/" />
      <SpecialHoursJsonLd origin={origin} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-text">
          <p className="eyebrow">{t('site.tagline')}</p>
          <h1 id="hero-title" className="hero-title">
            {t('home.heroTitle')}
          </h1>
          <p>{t('home.heroText')}</p>
          <div className="hero-actions">
            <Link className="button button-primary" to="/menu/zestawy/">
              {t('home.orderNow')}
            </Link>
            <Link className="button button-ghost" to="/dostawa/">
              {t('home.seeDelivery')}
            </Link>
          </div>
          <ul className="hero-facts">
            <li>{t('home.factDelivery')}</li>
            <li>{t('home.factMinimum')}</li>
            <li>{t('home.factPickup')}</li>
          </ul>
        </div>
        <div className="hero-art dish-art">
          <img
            className="hero-image"
            src="/images/backgrounds/zestawy.svg"
            width="1600"
            height="500"
            alt=""
          />
        </div>
      </section>

      <section aria-labelledby="menu-heading" className="section">
        <h2 id="menu-heading" className="section-title">
          {t('page.home.heading')}
        </h2>
        <ul className="category-grid">
          {categories.map((category, index) => (
            <li key={category.id}>
              <Link to={`/menu/${category.url}/`} className="category-card">
                <img
                  src={category.imageUrl}
                  width="480"
                  height="360"
                  alt=""
                  loading={index < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span className="category-card-name">{category.name[lang]}</span>
                <span className="category-card-count">{tn('menu.productsCount', category.productCount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="popular-heading" className="section">
        <h2 id="popular-heading" className="section-title">
          {t('home.popular')}
        </h2>
        <div className="product-grid">
          {popular.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </section>
    </div>
  )
}
