import { type FormEvent, useEffect, useId, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, HttpStatusError } from '../../shared/api.js'
import { useNotify } from '../notifications/index.js'
import { isSessionExpired, useAuth } from './auth.js'
import { ConfirmDialog } from './ConfirmDialog.js'
import { focusFirstError, TextField, VisibleField } from './MenuFields.js'
import {
  createProduct,
  deleteProduct,
  type EditorProduct,
  type MenuEditorData,
  patchProduct,
  uploadImage,
} from './menu-editor-api.js'
import {
  checkDraft,
  type FieldErrors,
  formField,
  PRODUCT_FIELDS,
  type ProductDraft,
  productBody,
  productDraft,
} from './menu-product-form.js'
import { AllergenFields, CategorySelect, ImageField, imageProblem, ProductPreview } from './ProductFields.js'

/**
 * One dish's form in the menu editor (docs/kitchen.md, "The menu editor"): both languages' names and
 * descriptions, price, pieces, category, allergens, picture, address and visibility, with a preview
 * of the guests' card. Save sends only what changed; "Cancel changes" puts the saved values back.
 */
export function ProductForm(props: {
  product: EditorProduct | null
  category: string
  data: MenuEditorData
  onSaved: (id: string) => void
  onDeleted: () => void
  onClose: () => void
}) {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { product, data } = props
  const prefix = useId()
  const headingId = `${prefix}-heading`
  const [draft, setDraft] = useState<ProductDraft>(() => productDraft(product, lang, props.category))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [fileUrl, setFileUrl] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [asking, setAsking] = useState(false)
  // A new key empties the file input when the chosen picture is dropped (cancel, or saved).
  const [fileKey, setFileKey] = useState(0)

  useEffect(() => {
    if (!fileUrl) return
    return () => URL.revokeObjectURL(fileUrl)
  }, [fileUrl])

  const set =
    <K extends keyof ProductDraft>(name: K) =>
    (value: ProductDraft[K]) =>
      setDraft((current) => ({ ...current, [name]: value }))

  const chooseFile = (chosen: File | null) => {
    if (!chosen) setFileKey((key) => key + 1)
    setFile(chosen)
    setFileUrl(chosen ? URL.createObjectURL(chosen) : null)
    const problem = chosen ? imageProblem(chosen, t) : null
    setErrors(({ image: _, ...rest }) => (problem ? { ...rest, image: problem } : rest))
  }

  const cancel = () => {
    setDraft(productDraft(product, lang, props.category))
    chooseFile(null)
    setErrors({})
    setFormError(null)
  }

  const fail = (failure: unknown) => {
    if (isSessionExpired(failure)) return
    const field = failure instanceof HttpStatusError ? formField(failure.body?.field) : null
    const message = errorMessage(failure, t('manage.error'))
    if (field) {
      const next = { [field]: message }
      setErrors(next)
      setTimeout(() => focusFirstError(prefix, PRODUCT_FIELDS, next))
    } else setFormError(message)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const found = checkDraft(draft, t)
    const problem = file ? imageProblem(file, t) : null
    if (problem) found.image = problem
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) {
      focusFirstError(prefix, PRODUCT_FIELDS, found)
      return
    }
    const body = productBody(draft, product)
    setSaving(true)
    try {
      const saved =
        product === null
          ? await staffCall((token) => createProduct(token, body))
          : Object.keys(body).length > 0
            ? await staffCall((token) => patchProduct(token, product.id, body))
            : product
      if (file) {
        try {
          await staffCall((token) => uploadImage(token, saved.id, file))
        } catch (failure) {
          if (product === null) props.onSaved(saved.id)
          notify(
            t('manage.editor.imageFailed', { message: errorMessage(failure, t('manage.error')) }),
            'ALERT',
          )
          fail(failure)
          return
        }
      }
      chooseFile(null)
      notify(t('manage.editor.saved', { name: draft.namePl.trim() }), 'INFO')
      props.onSaved(saved.id)
    } catch (failure) {
      fail(failure)
    } finally {
      setSaving(false)
    }
  }

  const remove = async () => {
    if (!product) return
    setSaving(true)
    try {
      await staffCall((token) => deleteProduct(token, product.id))
      notify(t('manage.editor.deleted', { name: product.names.pl }), 'INFO')
      setAsking(false)
      props.onDeleted()
    } catch (failure) {
      setAsking(false)
      fail(failure)
    } finally {
      setSaving(false)
    }
  }

  const field = { prefix, errors }
  return (
    <section className="manage-editor-form" aria-labelledby={headingId}>
      <div className="manage-editor-form-head">
        <h3 id={headingId}>
          {product ? t('manage.editor.editDish', { name: product.names[lang] }) : t('manage.editor.newDish')}
        </h3>
        <button type="button" className="button button-ghost" onClick={props.onClose}>
          {t('manage.editor.backToList')}
        </button>
      </div>
      <form noValidate onSubmit={(event) => void save(event)}>
        <div className="manage-editor-columns">
          <TextField
            {...field}
            field="namePl"
            label={t('manage.editor.namePl')}
            lang="pl"
            value={draft.namePl}
            error={errors.namePl}
            onChange={set('namePl')}
            required
          />
          <TextField
            {...field}
            field="nameEn"
            label={t('manage.editor.nameEn')}
            lang="en"
            value={draft.nameEn}
            error={errors.nameEn}
            onChange={set('nameEn')}
            required
          />
          <TextField
            {...field}
            field="descriptionPl"
            label={t('manage.editor.descriptionPl')}
            lang="pl"
            multiline
            value={draft.descriptionPl}
            error={errors.descriptionPl}
            onChange={set('descriptionPl')}
          />
          <TextField
            {...field}
            field="descriptionEn"
            label={t('manage.editor.descriptionEn')}
            lang="en"
            multiline
            value={draft.descriptionEn}
            error={errors.descriptionEn}
            onChange={set('descriptionEn')}
          />
          <TextField
            {...field}
            field="price"
            label={t('manage.editor.price')}
            hint={t('manage.editor.priceHint')}
            inputMode="decimal"
            value={draft.price}
            error={errors.price}
            onChange={set('price')}
            required
          />
          <TextField
            {...field}
            field="count"
            label={t('manage.editor.count')}
            hint={t('manage.editor.countHint')}
            inputMode="numeric"
            value={draft.count}
            error={errors.count}
            onChange={set('count')}
          />
          <CategorySelect
            prefix={prefix}
            categories={data.categories}
            value={draft.mainCategory}
            error={errors.mainCategory}
            onChange={set('mainCategory')}
          />
          <TextField
            {...field}
            field="slug"
            label={t('manage.editor.slug')}
            hint={t('manage.editor.slugHint')}
            value={draft.slug}
            error={errors.slug}
            onChange={set('slug')}
          />
        </div>
        <AllergenFields
          prefix={prefix}
          allergens={data.allergens}
          value={draft.allergens}
          error={errors.allergens}
          onChange={set('allergens')}
        />
        <ImageField key={fileKey} prefix={prefix} error={errors.image} onChoose={chooseFile} />
        <VisibleField
          prefix={prefix}
          checked={draft.visible}
          hint={t('manage.editor.visibleHint')}
          error={errors.visible}
          onChange={set('visible')}
        />
        <ProductPreview
          draft={draft}
          product={product}
          data={data}
          imageUrl={fileUrl ?? product?.imagesUrl[0]}
        />
        {formError ? (
          <p className="manage-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="manage-editor-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {t('manage.editor.save')}
          </button>
          <button type="button" className="button button-ghost" onClick={cancel} disabled={saving}>
            {t('manage.editor.cancel')}
          </button>
          {product ? (
            <button
              type="button"
              className="button button-ghost manage-button-danger"
              onClick={() => setAsking(true)}
              disabled={saving}
            >
              {t('manage.editor.delete')}
            </button>
          ) : null}
        </div>
      </form>
      {asking && product ? (
        <ConfirmDialog
          title={t('manage.editor.deleteTitle', { name: product.names[lang] })}
          text={t('manage.editor.deleteText')}
          confirm={t('manage.editor.deleteConfirm')}
          cancel={t('manage.editor.deleteCancel')}
          busy={saving}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </section>
  )
}
