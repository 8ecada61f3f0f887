import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { MAX_LINE_COUNT } from '#domain/cart.js'
import { allergenNames } from '#domain/menu/allergens.js'
import { richTextToPlain } from '#domain/menu/rich-text.js'
import { formatPrice } from '#domain/money.js'
import { SoldOutBadge, useIsAvailable } from '../features/availability/index.js'
import { AddToCartButton } from '../features/cart/AddToCartButton.js'
import { ProductCard } from '../features/menu/ProductCard.js'
import { RichText } from '../features/menu/RichText.js'
import { useI18n } from '../i18n/index.js'
import { usePageData } from '../page-data/context.js'
import { DishPicture } from '../shared/DishPicture.js'
import { PageHead } from '../shared/PageHead.js'

/** /menu/{category}/{slug}/: one product, found by its url slug within the category. */
export function ProductPage() {
  const { lang, t, tn } = useI18n()
  const { product, category, related } = usePageData('product')
  // The chosen quantity belongs to one product: moving to another product page starts again at 1.
  const [chosen, setChosen] = useState({ productId: '', quantity: 1 })
  const quantity = chosen.productId === product.id ? chosen.quantity : 1
  const setQuantity = (next: number) => setChosen({ productId: product.id, quantity: next })

  const name = product.name[lang]
  const allergens = allergenNames(product.allergens ?? [], lang)
  const description = richTextToPlain(product.description[lang], 155)
  const available = useIsAvailable(product)
  const soldOutId = useId()
  return (
    <article className="page product-page">
      <PageHead
        title={`${name} — ${formatPrice(product.price, lang)}`}
        description={description}
        path={product.path}
        share="product"
        type="product"
      />
      <nav aria-label={t('menu.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('nav.menu')}</Link>
          </li>
          <li>
            <Link to={`/menu/${category.url}/`}>{category.name[lang]}</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className="product-layout">
        <div className={available ? 'product-gallery' : 'product-gallery product-gallery-unavailable'}>
          {available ? null : <SoldOutBadge id={soldOutId} />}
          {product.imagesUrl.map((src, index) => (
            <DishPicture
              key={src}
              src={src}
              width={480}
              height={360}
              alt={index === 0 ? name : ''}
              sizes="(max-width: 899px) 100vw, 640px"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </div>
        <div className="product-info">
          <h1>{name}</h1>
          <p className="product-card-meta">
            {product.count !== null && <span>{tn('menu.pieces', product.count)}</span>}
            {product.isNew && <span className="tag tag-new">{t('menu.new')}</span>}
            {product.isSet && <span className="tag">{t('menu.set')}</span>}
            {product.tags.includes('VEGETARIAN') && (
              <span className="tag tag-green">{t('menu.vegetarian')}</span>
            )}
          </p>
          <p className="price price-large">{formatPrice(product.price, lang)}</p>
          {product.deposit ? (
            <p className="price-deposit" data-testid="product-deposit">
              {t('menu.deposit', { amount: formatPrice(product.deposit, lang) })}
            </p>
          ) : null}
          {product.isSet && <h2 className="small-heading">{t('menu.setContents')}</h2>}
          <RichText className="product-description" html={product.description[lang]} />
          <section aria-labelledby="allergens-heading" className="allergens">
            <h2 id="allergens-heading" className="small-heading">
              {t('menu.allergens')}
            </h2>
            <p>{allergens.length > 0 ? allergens.join(', ') : t('menu.noAllergens')}</p>
          </section>
          {product.additionalInfo && (
            <section aria-labelledby="info-heading" className="additional-info">
              <h2 id="info-heading" className="small-heading">
                {t('menu.additionalInfo')}
              </h2>
              <RichText html={product.additionalInfo[lang]} />
            </section>
          )}
          <div className="buy-row">
            {/* A sold-out dish offers no quantity: only the note that it is unavailable. */}
            {available ? (
              // biome-ignore lint/a11y/useSemanticElements: a labelled group of quantity controls
              <div className="quantity" role="group" aria-label={t('menu.quantity')}>
                <button
                  type="button"
                  aria-label={t('menu.decrease')}
                  onClick={() => setQuantity(Math.max(1, quantity - 1))}
                  disabled={quantity <= 1}
                >
                  −
                </button>
                <output aria-live="polite">{quantity}</output>
                <button
                  type="button"
                  aria-label={t('menu.increase')}
                  onClick={() => setQuantity(Math.min(MAX_LINE_COUNT, quantity + 1))}
                  disabled={quantity >= MAX_LINE_COUNT}
                >
                  +
                </button>
              </div>
            ) : null}
            <AddToCartButton
              productId={product.id}
              productName={name}
              price={product.price}
              optionGroups={product.optionGroups}
              quantity={quantity}
              unavailableNoteId={available ? undefined : soldOutId}
            />
          </div>
        </div>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="section">
          <h2 id="related-heading" className="section-title">
            {t('menu.moreIn', { name: category.name[lang] })}
          </h2>
          <div className="product-grid">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}
    </article>
  )
}
