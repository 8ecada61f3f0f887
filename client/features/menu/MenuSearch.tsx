import { type ChangeEvent, useEffect, useId, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { SEARCH_QUERY_MAX } from '#domain/menu/search.js'
import { useI18n } from '../../i18n/index.js'
import { searchWords } from '../../i18n/search.js'

/** The search page's address for a query. */
export function searchPath(query: string): string {
  return query ? `/szukaj/?${new URLSearchParams({ q: query })}` : '/szukaj/'
}

/**
 * The menu's search field (docs/product.md, "Search"): a GET form to the search page, so it works
 * before and without JavaScript. On a menu page a submit goes to the search page inside the app;
 * on the search page (`onQuery`) every keystroke filters at once, and its heading already says
 * what the field is for (the label is then for screen readers only).
 */
export function MenuSearchForm(props: { query?: string; onQuery?: (query: string) => void }) {
  const { lang } = useI18n()
  const words = searchWords(lang)
  const navigate = useNavigate()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const { onQuery, query } = props
  // Typed before the page's script took over: the field keeps it, and the results follow it.
  useEffect(() => {
    const typed = input.current?.value
    if (onQuery && typed !== undefined && typed !== query) onQuery(typed)
    // Only once, at hydration (the first render's values).
  }, [])
  return (
    <search>
      <form
        className="menu-search"
        action="/szukaj/"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          if (onQuery) {
            input.current?.blur()
            return
          }
          navigate(searchPath((input.current?.value ?? '').slice(0, SEARCH_QUERY_MAX)))
        }}
      >
        <label htmlFor={id} className={onQuery ? 'visually-hidden' : undefined}>
          {words.label}
        </label>
        <div className="menu-search-row">
          <input
            ref={input}
            id={id}
            type="search"
            name="q"
            maxLength={SEARCH_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            {...(onQuery
              ? {
                  value: query ?? '',
                  onChange: (event: ChangeEvent<HTMLInputElement>) => onQuery(event.target.value),
                }
              : { defaultValue: query ?? '' })}
          />
          <button type="submit" className="button button-primary">
            {words.submit}
          </button>
        </div>
      </form>
    </search>
  )
}
