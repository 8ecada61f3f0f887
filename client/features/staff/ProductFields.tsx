import { parsePriceInput } from '../../../domain/price-input.js'
import { type Translator, useI18n } from '../../i18n/index.js'
import { ProductCardView } from '../../shared/ProductCardView.js'
import { describedBy, FieldError, fieldIds } from './MenuFields.js'
import type { EditorAllergen, EditorCategory, EditorProduct, MenuEditorData } from './menu-editor-api.js'
import type { ProductDraft } from './menu-product-form.js'

/** What the picture endpoint takes: JPEG, PNG or WebP, at most 10 MB. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const IMAGE_MAX_BYTES = 10 * 1024 * 1024

/** Why a chosen file cannot be the dish's picture (checked before it is sent), or null. */
export function imageProblem(file: File, t: Translator['t']): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return t('manage.editor.imageType')
  if (file.size > IMAGE_MAX_BYTES) return t('manage.editor.imageSize')
  return null
}

/** The dish's category: a select of every category, in the staff's language. */
export function CategorySelect(props: {
  prefix: string
  categories: readonly EditorCategory[]
  value: string
  error: string | undefined
  onChange: (id: string) => void
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
          <option key={category.id} value={category.id}>
            {category.names[lang]}
          </option>
        ))}
      </select>
      <FieldError prefix={props.prefix} field="mainCategory" error={props.error} />
    </div>
  )
}

/** The 14 allergens of the regulation as checkboxes, each named in both languages. */
export function AllergenFields(props: {
  prefix: string
  allergens: readonly EditorAllergen[]
  value: readonly string[]
  error: string | undefined
  onChange: (codes: string[]) => void
}) {
  const { t } = useI18n()
  const ids = fieldIds(props.prefix, 'allergens')
  const toggle = (code: string, on: boolean) => {
    const chosen = new Set(props.value)
    if (on) chosen.add(code)
    else chosen.delete(code)
    // Kept in the regulation's order, as the pages list them.
    props.onChange(props.allergens.filter((a) => chosen.has(a.code)).map((a) => a.code))
  }
  return (
    <fieldset
      className="manage-field manage-allergens"
      id={ids.input}
      {...describedBy(props.prefix, 'allergens', props.error)}
    >
      <legend>{t('manage.editor.allergens')}</legend>
      <ul>
        {props.allergens.map((allergen) => {
          const id = `${ids.input}-${allergen.code}`
          return (
            <li key={allergen.code}>
              <input
                id={id}
                type="checkbox"
                checked={props.value.includes(allergen.code)}
                onChange={(event) => toggle(allergen.code, event.target.checked)}
              />
              <label htmlFor={id}>
                {allergen.names.pl} <span lang="en">({allergen.names.en})</span>
              </label>
            </li>
          )
        })}
      </ul>
      <FieldError prefix={props.prefix} field="allergens" error={props.error} />
    </fieldset>
  )
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
  data: MenuEditorData
  imageUrl: string | undefined
}) {
  const { t, lang } = useI18n()
  const { draft, product } = props
  const names = { pl: draft.namePl.trim(), en: draft.nameEn.trim() }
  const parsed = parsePriceInput(draft.price)
  const count = draft.count.trim()
  return (
    <figure className="manage-editor-preview">
      <figcaption>{t('manage.editor.preview')}</figcaption>
      <ProductCardView
        look={{
          name: names[lang] || names.pl,
          imageUrl: props.imageUrl,
          count: /^\d+$/.test(count) ? Number(count) : null,
          isSet: false,
          vegetarian: product?.tags.includes('VEGETARIAN') ?? false,
          allergens: props.data.allergens
            .filter((a) => draft.allergens.includes(a.code))
            .map((a) => a.names[lang]),
          price: 'price' in parsed ? parsed.price : (product?.price ?? 0),
        }}
        headingLevel={4}
        unavailable={!draft.visible}
      />
    </figure>
  )
}
