import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { SEARCH_QUERY_MAX, searchDishes } from '#domain/menu/search.js'
import { MenuSearchForm, searchPath } from '../features/menu/MenuSearch.js'
import { ProductCard } from '../features/menu/ProductCard.js'
import { useI18n } from '../i18n/index.js'
import { foundText, searchWords } from '../i18n/search.js'
import { usePageData } from '../page-data/context.js'
import { PageHead } from '../shared/PageHead.js'

/** The query in a location's search, cut as the server cuts it (renderedQuery). */
const queryOf = (search: string) => (new URLSearchParams(search).get('q') ?? '').slice(0, SEARCH_QUERY_MAX)

/**
 * /szukaj/?q=…: the dishes a guest's words find (docs/product.md, "Search"). The server renders
 * the results of `q` (the form works without JavaScript); once hydrated they follow every
 * keystroke, and the address follows them (replaced, so Back leaves the search in one step and
 * comes back to the same results). Not for search engines: `noindex`, and robots.txt disallows it.
 */
export function SearchPage() {
  const { lang } = useI18n()
  const words = searchWords(lang)
  const { products } = usePageData('search')
  const location = useLocation()
  const asked = queryOf(location.search)
  const [query, setQuery] = useState(asked)
  // Another search asked through the address (a link, Back and Forward).
  useEffect(() => setQuery(asked), [asked])
  const found = useMemo(() => searchDishes(products, query, lang), [products, query, lang])
  const typed = query.trim() !== ''

  function onQuery(next: string) {
    setQuery(next)
    // The address shows the results on screen; the router's own entry (its state) is kept.
    window.history.replaceState(window.history.state, '', searchPath(next))
  }

  return (
    <div className="page search-page">
      <PageHead
        title={typed ? words.resultsFor.replace('{query}', query.trim()) : words.title}
        description={words.description}
        path="/szukaj/"
        noindex
      />
      <header className="search-head">
        <h1>{words.title}</h1>
        <MenuSearchForm query={query} onQuery={onQuery} />
      </header>
      <p className="search-count" role="status">
        {typed ? (found.length > 0 ? foundText(lang, found.length) : words.none) : ''}
      </p>
      {!typed ? <p className="search-hint">{words.prompt}</p> : null}
      {typed && found.length === 0 ? (
        <div className="search-empty">
          <p>{words.noneHint}</p>
          <Link to="/" className="button button-ghost">
            {words.wholeMenu}
          </Link>
        </div>
      ) : null}
      {found.length > 0 ? (
        <div className="product-grid">
          {found.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 3} headingLevel={2} />
          ))}
        </div>
      ) : null}
    </div>
  )
}
