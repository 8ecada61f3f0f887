import { ALLERGEN_NAMES } from '#domain/menu/allergens.js'
import { parsePriceInput } from '#domain/price-input.js'
import {
  ALLERGEN_CODES,
  type AllergenCode,
  IMAGE_TYPES,
  PRODUCT_TAGS,
  type ProductTag,
} from '#schemas/enums.js'
import { type Translator, useI18n } from '../../i18n/index.js'
import type { MenuProduct } from '../../page-data/types.js'
import { ProductCard } from '../menu/index.js'
import { describedBy, FieldError, fieldIds } from './MenuFields.js'
import type { EditorCategory, EditorProduct } from './menu-editor-api.js'
import type { ProductDraft } from './menu-product-form.js'

/** Each allergen's code with its names in both languages. */
const ALLERGEN_LIST = ALLERGEN_CODES.map((code) => ({ code, names: ALLERGEN_NAMES[code] }))

/** What the picture endpoint takes: JPEG, PNG or WebP, at most 10 MB. */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024

/** Why a chosen file cannot be the dish's picture (checked before it is sent), or null. */
export function imageProblem(file: File, t: Translator['t']): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return t('manage.editor.imageType')
  if (file.size > IMAGE_MAX_BYTES) return t('manage.editor.imageSize')
  return null
}

/** The dish's category: a select of every category (by key), in the staff's language. */
export function CategorySelect(props: {
  prefix: string
  categories: readonly EditorCategory[]
  value: string
  error: string | undefined
  onChange: (key: string) => void
}) {
  const { t, lang } = useI18n()
  const ids = fieldIds(props.prefix, 'mainCategory')
  return (
    <div className="manage-field">
      <label htmlFor={ids.input}>{t('manage.editor.category')}</label>
      <select
        id={ids.input}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...describedBy(props.prefix, 'mainCategory', props.error)}
      >
        {props.categories.map((category) => (
          <option key={category.id} value={category.key}>
            {category.names[lang]}
          </option>
        ))}
      </select>
      <FieldError prefix={props.prefix} field="mainCategory" error={props.error} />
    </div>
  )
}

/** A fieldset of checkboxes over a fixed list; the chosen codes are kept in the list's order. */
function CheckList<C extends string>(props: {
  prefix: string
  field: string
  legend: string
  options: readonly { code: C; label: string }[]
  value: readonly C[]
  error: string | undefined
  onChange: (codes: C[]) => void
}) {
  const ids = fieldIds(props.prefix, props.field)
  const toggle = (code: string, on: boolean) => {
    const chosen = new Set<string>(props.value)
    if (on) chosen.add(code)
    else chosen.delete(code)
    props.onChange(props.options.filter((o) => chosen.has(o.code)).map((o) => o.code))
  }
  return (
    <fieldset
      className="manage-field manage-allergens"
      id={ids.input}
      {...describedBy(props.prefix, props.field, props.error)}
    >
      <legend>{props.legend}</legend>
      <ul>
        {props.options.map((option) => {
          const id = `${ids.input}-${option.code}`
          return (
            <li key={option.code}>
              <input
                id={id}
                type="checkbox"
                checked={props.value.includes(option.code)}
                onChange={(event) => toggle(option.code, event.target.checked)}
              />
              <label htmlFor={id}>{option.label}</label>
            </li>
          )
        })}
      </ul>
      <FieldError prefix={props.prefix} field={props.field} error={props.error} />
    </fieldset>
  )
}

/** The 14 allergens of the regulation as checkboxes, each named in Polish and English. */
export function AllergenFields(props: {
  prefix: string
  value: readonly AllergenCode[]
  error: string | undefined
  onChange: (codes: AllergenCode[]) => void
}) {
  const { t } = useI18n()
  const options = ALLERGEN_LIST.map((a) => ({ code: a.code, label: `${a.names.pl} (${a.names.en})` }))
  return <CheckList {...props} field="allergens" legend={t('manage.editor.allergens')} options={options} />
}

/** The dish's marks: vegetarian, spicy. */
export function TagFields(props: {
  prefix: string
  value: readonly ProductTag[]
  error: string | undefined
  onChange: (codes: ProductTag[]) => void
}) {
  const { t } = useI18n()
  const labels = { VEGETARIAN: t('manage.editor.vegetarian'), SPICY: t('manage.editor.spicy') } as const
  const options = PRODUCT_TAGS.map((code) => ({ code, label: labels[code] }))
  return <CheckList {...props} field="tags" legend={t('manage.editor.tags')} options={options} />
}

/** The dish's picture: a file chosen here is shown in the preview and sent on save. */
export function ImageField(props: {
  prefix: string
  error: string | undefined
  onChoose: (file: File | null) => void
}) {
  const { t } = useI18n()
  const ids = fieldIds(props.prefix, 'image')
  return (
    <div className="manage-field">
      <label htmlFor={ids.input}>{t('manage.editor.image')}</label>
      <p className="manage-hint" id={ids.hint}>
        {t('manage.editor.imageHint')}
      </p>
      <input
        id={ids.input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={(event) => props.onChoose(event.target.files?.[0] ?? null)}
        {...describedBy(props.prefix, 'image', props.error, true)}
      />
      <FieldError prefix={props.prefix} field="image" error={props.error} />
    </div>
  )
}

/** The guests' card as the form stands (unsaved changes included), in the staff's language. */
export function ProductPreview(props: {
  draft: ProductDraft
  product: EditorProduct | null
  imageUrl: string | undefined
}) {
  const { t } = useI18n()
  const { draft, product } = props
  const parsed = parsePriceInput(draft.price)
  const count = draft.count.trim()
  const name = { pl: draft.namePl.trim(), en: draft.nameEn.trim() }
  const categories = draft.tags.includes('VEGETARIAN') ? [draft.mainCategory, 'WEGE'] : [draft.mainCategory]
  const look: MenuProduct = {
    id: product?.id ?? '',
    name: { pl: name.pl || name.en, en: name.en || name.pl },
    price: 'price' in parsed ? parsed.price : (product?.price ?? 0),
    imagesUrl: props.imageUrl ? [props.imageUrl] : [],
    url: '',
    path: '',
    count: /^\d+$/.test(count) ? Number(count) : null,
    allergens: ALLERGEN_CODES.filter((code) => draft.allergens.includes(code)),
    description: { pl: draft.descriptionPl, en: draft.descriptionEn },
    category: categories,
    // What the rules read; the card shows none of it.
    kinds: [],
    tags: [...draft.tags],
    mainCategory: draft.mainCategory,
    ...(product?.isSet ? { isSet: true as const } : {}),
    ...(draft.isNew ? { isNew: true as const } : {}),
  }
  return (
    <figure className="manage-editor-preview">
      <figcaption>{t('manage.editor.preview')}</figcaption>
      <ProductCard product={look} headingLevel={4} preview={{ hidden: !draft.visible }} />
    </figure>
  )
}
