import { useEffect, useId, useState } from 'react'
import { type AvailabilityState, availabilityChecker } from '#domain/availability.js'
import type { Category, Product } from '#schemas/menu.js'
import { useI18n } from '../../i18n/index.js'
import { get } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { useAvailability } from '../availability/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import {
  AvailabilitySwitches,
  type OffNowEntry,
  OffNowList,
  type RowState,
  StateNote,
} from './AvailabilitySwitches.js'
import { type Switch, sendSwitch } from './availability-switch.js'

interface Menu {
  categories: Category[]
  products: Product[]
}

function productState(state: AvailabilityState | null, product: Product): RowState {
  const own = state?.unavailable.find((p) => p.productId === product.id)
  if (own) return { off: true, until: own.until, byCategory: false }
  if (state && !availabilityChecker(state).isAvailable(product))
    return { off: true, until: null, byCategory: true }
  return { off: false }
}

function categoryState(state: AvailabilityState | null, key: string): RowState {
  const own = state?.categories.find((c) => c.categoryKey === key)
  return own ? { off: true, until: own.until, byCategory: false } : { off: false }
}

/**
 * The menu list of the staff area (docs/kitchen.md, "Sold out"): every category and its dishes,
 * each with "Wyłącz do końca dnia" / "Wyłącz do odwołania" / "Włącz", and what is off now at the top. The menu comes from GET /api/menu in the
 * staff member's language; the state is the tab's availability store, replaced by each answer.
 */
export function MenuAvailabilityPanel(props: { shown?: boolean } = {}) {
  const shown = props.shown ?? true
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const state = useAvailability()
  const [menu, setMenu] = useState<Menu | null>(null)
  const [query, setQuery] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const headingId = useId()
  const filterId = useId()

  useEffect(() => {
    if (!shown) return
    let cancelled = false
    // Fresh, never the guests' copy the browser keeps for five minutes, and read again each time the
    // list is shown: a dish added a moment ago is here (docs/kitchen.md, "Staff read the menu fresh").
    get<Menu>(`/api/menu?lang=${lang}`, { cache: 'no-store' }).then(
      (answer) => {
        if (!cancelled) setMenu(answer)
      },
      () => {
        if (!cancelled) notify(t('manage.error'), 'ALERT')
      },
    )
    return () => {
      cancelled = true
    }
  }, [shown, lang, notify, t])

  const run = async (
    key: string,
    name: string,
    target: { productId: string } | { categoryKey: string },
    change: Switch,
  ) => {
    setBusy(key)
    try {
      await staffCall((token) => sendSwitch(token, target, change))
      notify(
        change.available ? t('manage.menu.turnedOn', { name }) : t('manage.menu.turnedOff', { name }),
        'INFO',
      )
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(t('manage.error'), 'ALERT')
    } finally {
      setBusy(null)
    }
  }

  const offNow: OffNowEntry[] = menu
    ? [
        ...menu.categories.flatMap((category) => {
          const rowState = categoryState(state, category.categoryKey)
          if (!rowState.off) return []
          const key = `category:${category.categoryKey}`
          const name = `${category.name} (${t('manage.menu.category')})`
          return [
            {
              key,
              name,
              state: rowState,
              onSwitchOn: () =>
                void run(key, category.name, { categoryKey: category.categoryKey }, { available: true }),
            },
          ]
        }),
        ...menu.products.flatMap((product) => {
          const rowState = productState(state, product)
          if (!rowState.off || rowState.byCategory) return []
          return [
            {
              key: product.id,
              name: product.name,
              state: rowState,
              onSwitchOn: () =>
                void run(product.id, product.name, { productId: product.id }, { available: true }),
            },
          ]
        }),
      ]
    : []

  const needle = query.trim().toLocaleLowerCase(lang)
  const matches = (product: Product) => !needle || product.name.toLocaleLowerCase(lang).includes(needle)

  return (
    <section className="manage-panel manage-menu" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('manage.menu.title')}</h2>
      <p className="muted">{t('manage.menu.hint')}</p>
      {menu !== null ? <OffNowList entries={offNow} busy={busy} /> : null}
      <div className="manage-field">
        <label htmlFor={filterId}>{t('manage.menu.filter')}</label>
        <input id={filterId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {menu === null ? (
        <p role="status">{t('manage.loading')}</p>
      ) : (
        menu.categories.map((category) => {
          const products = menu.products.filter((p) => p.mainCategory === category.categoryKey && matches(p))
          if (needle && products.length === 0) return null
          const rowState = categoryState(state, category.categoryKey)
          const key = `category:${category.categoryKey}`
          return (
            <div key={category.id} className="manage-menu-category">
              <div className="manage-menu-row">
                <h3 className="manage-menu-name">
                  {category.name}
                  <span className="visually-hidden"> — {t('manage.menu.category')}</span>
                  <StateNote state={rowState} />
                </h3>
                <AvailabilitySwitches
                  name={`${category.name} (${t('manage.menu.category')})`}
                  state={rowState}
                  busy={busy === key}
                  onSwitch={(change) =>
                    void run(key, category.name, { categoryKey: category.categoryKey }, change)
                  }
                />
              </div>
              <ul className="manage-menu-products">
                {products.map((product) => {
                  const productRow = productState(state, product)
                  return (
                    <li key={product.id} className="manage-menu-row">
                      <span className="manage-menu-name">
                        {product.name}
                        <StateNote state={productRow} />
                      </span>
                      <AvailabilitySwitches
                        name={product.name}
                        state={productRow}
                        busy={busy === product.id}
                        onSwitch={(change) =>
                          void run(product.id, product.name, { productId: product.id }, change)
                        }
                      />
                    </li>
                  )
                })}
              </ul>
            </div>
          )
        })
      )}
      {menu !== null && needle && !menu.products.some(matches) ? <p>{t('manage.menu.noMatch')}</p> : null}
    </section>
  )
}
