import { Link } from 'react-router-dom'
import { MenuSearchForm } from '../features/menu/MenuSearch.js'
import { ProductCard } from '../features/menu/ProductCard.js'
import { useI18n } from '../i18n/index.js'
import { usePageData } from '../page-data/context.js'
import { PageHead } from '../shared/PageHead.js'

/** /menu/{category}/: the category's products; /menu/wege/ lists every vegetarian product. */
export function CategoryPage() {
  const { lang, t, tn } = useI18n()
  const { category, categories, products: list } = usePageData('category')
  const name = category.name[lang]
  const path = `/menu/${category.url}/`
  return (
    <div className="page category-page">
      <PageHead
        title={category.url === 'wege' ? t('page.wege.title') : name}
        description={category.intro[lang]}
        path={path}
        share="category"
      />
      <header className="category-hero">
        <div className="category-hero-art dish-art">
          <img src={category.backgroundImage} width="1600" height="500" alt="" />
        </div>
        <div className="category-hero-inner">
          <h1>{name}</h1>
          <p>{category.intro[lang]}</p>
          <p className="category-hero-count">{tn('menu.productsCount', list.length)}</p>
        </div>
      </header>
      <nav className="category-tabs" aria-label={t('menu.categoriesHeading')}>
        <ul>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={`/menu/${c.url}/`} aria-current={c.id === category.id ? 'page' : undefined}>
                {c.name[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MenuSearchForm />
      <div className="product-grid">
        {list.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < 3} headingLevel={2} />
        ))}
      </div>
    </div>
  )
}
