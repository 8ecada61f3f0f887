import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { foldForSearch } from '#domain/menu/search.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { CategoryForm } from './CategoryForm.js'
import { editButtonId, type ListedCategory, MenuEditorList, moveButtonId } from './MenuEditorList.js'
import {
  type EditorCatalog,
  type EditorProduct,
  loadEditor,
  patchCategory,
  patchProduct,
} from './menu-editor-api.js'
import { isVersionConflict, type MenuVersion, MenuVersionContext } from './menu-version.js'
import { ProductForm } from './ProductForm.js'

type Selection =
  | { kind: 'product'; id: string }
  | { kind: 'newProduct'; category: string }
  | { kind: 'category'; id: string }
  | { kind: 'newCategory' }
  | null

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position

/** Lower case without diacritics, so "losos" finds "Łosoś" (the guests' menu search folds the same way). */
const folded = foldForSearch

/**
 * The menu editor (docs/kitchen.md, "The menu editor"): the categories and their dishes in order,
 * a search, and the form of the dish or category being edited beside the list (under it on a
 * phone, in place of the list).
 */
export function MenuEditor() {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const [data, setData] = useState<EditorCatalog | null>(null)
  const [query, setQuery] = useState('')
  const [selection, setSelection] = useState<Selection>(null)
  const [moving, setMoving] = useState(false)
  // The row just moved: once the list shows its new order, focus goes back to its button.
  const moved = useRef<{ id: string; step: -1 | 1 } | null>(null)
  const headingId = useId()
  const searchId = useId()
  // The version every write is made on (docs/api.md, "Concurrent edits"), and the forms' generation:
  // a new one opens the form anew with the menu as it is now.
  const version = useRef<MenuVersion>({ current: null }).current
  const [generation, setGeneration] = useState(0)

  const reload = useCallback(async () => {
    try {
      const catalog = await staffCall((token) => loadEditor(token))
      version.current = catalog.version
      setData(catalog)
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
  }, [staffCall, notify, t, version])

  const versionContext = useMemo(
    () => ({
      version,
      reload: () =>
        void reload().then(() => {
          setGeneration((g) => g + 1)
          notify(t('manage.editor.reloaded'), 'INFO')
        }),
    }),
    [version, reload, notify, t],
  )

  useEffect(() => {
    void reload()
  }, [reload])

  useEffect(() => {
    if (moving || !moved.current) return
    const { id, step } = moved.current
    moved.current = null
    // At the end of the list its button is disabled: focus goes to the other one.
    const again = document.getElementById(moveButtonId(id, step)) as HTMLButtonElement | null
    const back = document.getElementById(moveButtonId(id, step === 1 ? -1 : 1))
    ;(again && !again.disabled ? again : back)?.focus()
  }, [moving])

  const listed = useMemo<ListedCategory[]>(
    () =>
      (data?.categories ?? [])
        .slice()
        .sort(byPosition)
        .map((category) => ({
          category,
          products: data!.products.filter((p) => p.mainCategory === category.key).sort(byPosition),
        })),
    [data],
  )

  const needle = folded(query.trim())
  const matches = (product: EditorProduct) =>
    !needle || folded(product.names.pl).includes(needle) || folded(product.names.en).includes(needle)

  /** Swaps an item with its neighbour: each takes the other's position. */
  const swap = async <T extends { id: string; position: number }>(
    list: readonly T[],
    index: number,
    step: -1 | 1,
    send: (token: string, version: MenuVersion, id: string, body: { position: number }) => Promise<unknown>,
  ) => {
    const item = list[index]!
    const other = list[index + step]!
    // Equal positions (never set apart) are given their places in the list first.
    const [mine, theirs] =
      item.position === other.position ? [index + step, index] : [other.position, item.position]
    setMoving(true)
    moved.current = { id: item.id, step }
    try {
      await staffCall((token) => send(token, version, item.id, { position: mine }))
      await staffCall((token) => send(token, version, other.id, { position: theirs }))
      await reload()
      notify(t('manage.editor.moved'), 'INFO')
    } catch (failure) {
      if (isSessionExpired(failure)) return
      if (isVersionConflict(failure)) {
        // The list shows what the colleague changed; the move can then be made again.
        await reload()
        notify(t('manage.editor.conflict'), 'ALERT')
      } else notify(errorMessage(failure, t('manage.error')), 'ALERT')
    } finally {
      setMoving(false)
    }
  }

  const selected =
    selection && (selection.kind === 'product' || selection.kind === 'category') ? selection.id : null
  const product =
    selection?.kind === 'product' ? (data?.products.find((p) => p.id === selection.id) ?? null) : null
  const category =
    selection?.kind === 'category' ? (data?.categories.find((c) => c.id === selection.id) ?? null) : null
  const close = () => {
    setSelection(null)
    // Back to the row whose form it was (shown again on a phone), once the list is rendered.
    if (selected) setTimeout(() => document.getElementById(editButtonId(selected))?.focus())
  }
  const nextPosition = Math.max(0, ...(data?.categories.map((c) => c.position) ?? [])) + 1

  return (
    <MenuVersionContext.Provider value={versionContext}>
      <section className="manage-panel manage-editor" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('manage.editor.title')}</h2>
        <div className="manage-editor-bar">
          <div className="manage-field">
            <label htmlFor={searchId}>{t('manage.menu.filter')}</label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setSelection({ kind: 'newCategory' })}
          >
            {t('manage.editor.addCategory')}
          </button>
        </div>
        {data === null ? (
          <p role="status">{t('manage.loading')}</p>
        ) : (
          <div className={selection ? 'manage-editor-layout manage-editor-open' : 'manage-editor-layout'}>
            <div className="manage-editor-side">
              <MenuEditorList
                listed={listed}
                matches={matches}
                searching={needle !== ''}
                selected={selected}
                busy={moving}
                actions={{
                  editCategory: (id) => setSelection({ kind: 'category', id }),
                  editProduct: (id) => setSelection({ kind: 'product', id }),
                  addProduct: (key) => setSelection({ kind: 'newProduct', category: key }),
                  moveCategory: (index, step) =>
                    void swap(
                      listed.map((l) => l.category),
                      index,
                      step,
                      patchCategory,
                    ),
                  moveProduct: (entry, index, step) => void swap(entry.products, index, step, patchProduct),
                }}
              />
              {needle && !data.products.some(matches) ? <p>{t('manage.menu.noMatch')}</p> : null}
            </div>
            <div className="manage-editor-main">
              {selection?.kind === 'product' && product ? (
                <ProductForm
                  key={`${product.id}-${generation}`}
                  product={product}
                  category={product.mainCategory}
                  data={data}
                  onSaved={(id) => void reload().then(() => setSelection({ kind: 'product', id }))}
                  onDeleted={() => void reload().then(close)}
                  onClose={close}
                />
              ) : selection?.kind === 'newProduct' ? (
                <ProductForm
                  key={`new-${selection.category}-${generation}`}
                  product={null}
                  category={selection.category}
                  data={data}
                  onSaved={(id) => void reload().then(() => setSelection({ kind: 'product', id }))}
                  onDeleted={close}
                  onClose={close}
                />
              ) : selection?.kind === 'category' && category ? (
                <CategoryForm
                  key={`${category.id}-${generation}`}
                  category={category}
                  nextPosition={nextPosition}
                  onSaved={() => void reload()}
                  onDeleted={() => void reload().then(close)}
                  onClose={close}
                />
              ) : selection?.kind === 'newCategory' ? (
                <CategoryForm
                  key={`new-category-${generation}`}
                  category={null}
                  nextPosition={nextPosition}
                  onSaved={(id) => void reload().then(() => setSelection({ kind: 'category', id }))}
                  onDeleted={close}
                  onClose={close}
                />
              ) : (
                <p className="manage-hint">{t('manage.editor.choose')}</p>
              )}
            </div>
          </div>
        )}
      </section>
    </MenuVersionContext.Provider>
  )
}
