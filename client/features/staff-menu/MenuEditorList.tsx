import { formatPrice } from '#domain/money.js'
import { useI18n } from '../../i18n/index.js'
import type { EditorCategory, EditorProduct } from './menu-editor-api.js'

/** A category with the dishes listed under it, each list in its order. */
export interface ListedCategory {
  category: EditorCategory
  products: EditorProduct[]
}

/** What the list asks of the editor. */
export interface ListActions {
  editCategory: (id: string) => void
  addProduct: (categoryKey: string) => void
  editProduct: (id: string) => void
  moveCategory: (index: number, step: -1 | 1) => void
  moveProduct: (category: ListedCategory, index: number, step: -1 | 1) => void
}

/** The id of a row's "Edit" button, where focus returns when its form closes. */
export const editButtonId = (id: string) => `menu-edit-${id}`

/** The id of a row's "up" or "down" button, so focus can come back to it after the list moved. */
export const moveButtonId = (id: string, step: -1 | 1) => `menu-move-${step < 0 ? 'up' : 'down'}-${id}`

function MoveButtons(props: {
  id: string
  name: string
  first: boolean
  last: boolean
  busy: boolean
  onMove: (step: -1 | 1) => void
}) {
  const { t } = useI18n()
  return (
    <span className="manage-editor-move">
      <button
        type="button"
        id={moveButtonId(props.id, -1)}
        className="button button-ghost"
        disabled={props.first || props.busy}
        onClick={() => props.onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">{t('manage.editor.moveUp', { name: props.name })}</span>
      </button>
      <button
        type="button"
        id={moveButtonId(props.id, 1)}
        className="button button-ghost"
        disabled={props.last || props.busy}
        onClick={() => props.onMove(1)}
      >
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">{t('manage.editor.moveDown', { name: props.name })}</span>
      </button>
    </span>
  )
}

/**
 * The menu in its order: each category (move, edit, add a dish) with its dishes (price, hidden or
 * not, move, edit). While searching only matching dishes show, but a move still goes past the
 * dish's real neighbour.
 */
export function MenuEditorList(props: {
  listed: ListedCategory[]
  matches: (product: EditorProduct) => boolean
  searching: boolean
  selected: string | null
  busy: boolean
  actions: ListActions
}) {
  const { t, lang } = useI18n()
  const { actions } = props
  return (
    <ol className="manage-editor-list">
      {props.listed.map((entry, index) => {
        const { category } = entry
        const name = category.names[lang]
        const shown = entry.products.filter(props.matches)
        if (props.searching && shown.length === 0) return null
        return (
          <li key={category.id} className="manage-editor-category">
            <div className="manage-editor-row manage-editor-category-row">
              <h3 className="manage-editor-name">
                {name}
                {category.visible ? null : (
                  <span className="manage-editor-hidden">{t('manage.editor.hidden')}</span>
                )}
              </h3>
              <MoveButtons
                id={category.id}
                name={name}
                first={index === 0}
                last={index === props.listed.length - 1}
                busy={props.busy}
                onMove={(step) => actions.moveCategory(index, step)}
              />
              <button
                type="button"
                className="button button-ghost"
                aria-current={props.selected === category.id ? 'true' : undefined}
                id={editButtonId(category.id)}
                aria-label={t('manage.editor.editNamed', { name })}
                onClick={() => actions.editCategory(category.id)}
              >
                {t('manage.editor.edit')}
              </button>
              <button
                type="button"
                className="button button-ghost"
                aria-label={t('manage.editor.addDishTo', { name })}
                onClick={() => actions.addProduct(category.key)}
              >
                {t('manage.editor.addDish')}
              </button>
            </div>
            <ol className="manage-editor-products">
              {shown.map((product) => {
                const at = entry.products.indexOf(product)
                const dish = product.names[lang]
                return (
                  <li key={product.id} className="manage-editor-row">
                    <span className="manage-editor-name">
                      {dish}
                      {product.visible ? null : (
                        <span className="manage-editor-hidden">{t('manage.editor.hidden')}</span>
                      )}
                    </span>
                    <span className="manage-editor-price">{formatPrice(product.price, lang)}</span>
                    <MoveButtons
                      id={product.id}
                      name={dish}
                      first={at === 0}
                      last={at === entry.products.length - 1}
                      busy={props.busy}
                      onMove={(step) => actions.moveProduct(entry, at, step)}
                    />
                    <button
                      type="button"
                      className="button button-ghost"
                      aria-current={props.selected === product.id ? 'true' : undefined}
                      id={editButtonId(product.id)}
                      aria-label={t('manage.editor.editNamed', { name: dish })}
                      onClick={() => actions.editProduct(product.id)}
                    >
                      {t('manage.editor.edit')}
                    </button>
                  </li>
                )
              })}
            </ol>
          </li>
        )
      })}
    </ol>
  )
}
