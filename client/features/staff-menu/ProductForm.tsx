import { useEffect, useState } from 'react'
import { sameNameDish } from '#domain/menu/editor-rules.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage } from '../../shared/api.js'
import { ConfirmDialog } from '../../shared/ConfirmDialog.js'
import { useNotify } from '../../shared/toast.js'
import { useAuth } from '../staff-session/index.js'
import { DishOptionGroups } from './DishOptionGroups.js'
import { NewMarkField, TextField, VisibleField } from './MenuFields.js'
import { EditorFormFrame, useEditorForm } from './MenuFormFrame.js'
import {
  createProduct,
  deleteProduct,
  type EditorCatalog,
  type EditorProduct,
  patchProduct,
  uploadImage,
} from './menu-editor-api.js'
import {
  changedProductBody,
  checkDraft,
  formField,
  newProductBody,
  PRODUCT_FIELDS,
  type ProductDraft,
  productDraft,
} from './menu-product-form.js'
import { useMenuVersion } from './menu-version.js'
import {
  AllergenFields,
  CategorySelect,
  ImageField,
  imageProblem,
  ProductPreview,
  TagFields,
} from './ProductFields.js'

/**
 * One dish's form in the menu editor (docs/kitchen.md, "The menu editor"): both languages' names and
 * descriptions, price, pieces, category, allergens, tags, picture, address and visibility, with a
 * preview of the guests' card. Save sends only what changed (and then the picture); "Anuluj
 * zmiany" puts the saved values back.
 */
export function ProductForm(props: {
  product: EditorProduct | null
  category: string
  data: EditorCatalog
  onSaved: (id: string) => void
  onDeleted: () => void
  onClose: () => void
}) {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { version } = useMenuVersion()
  const { product, data } = props
  const form = useEditorForm(PRODUCT_FIELDS, formField)
  const { prefix, errors } = form
  const [draft, setDraft] = useState<ProductDraft>(() => productDraft(product, lang, props.category))
  const [file, setFile] = useState<File | null>(null)
  const [fileUrl, setFileUrl] = useState<string | null>(null)
  // A new key empties the file input when the chosen picture is dropped (cancel, or saved).
  const [fileKey, setFileKey] = useState(0)
  // Another dish of the category with this name: saving waits for a yes (docs/kitchen.md, "The menu editor").
  const [twin, setTwin] = useState<EditorProduct | null>(null)

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
    form.setErrors(({ image: _, ...rest }) => (problem ? { ...rest, image: problem } : rest))
  }

  const cancel = () => {
    setDraft(productDraft(product, lang, props.category))
    chooseFile(null)
    form.reset()
  }

  const save = () => {
    const found = checkDraft(draft, t)
    const problem = file ? imageProblem(file, t) : null
    if (problem) found.image = problem
    if (!form.check(found)) return
    // Asked when the name or the category is new: a dish already sharing its name saves quietly.
    const names = { pl: draft.namePl, en: draft.nameEn }
    const renamed =
      !product ||
      product.names.pl !== names.pl ||
      product.names.en !== names.en ||
      product.mainCategory !== draft.mainCategory
    const same = renamed
      ? sameNameDish(data.products, { id: product?.id ?? null, mainCategory: draft.mainCategory, names })
      : undefined
    if (same) {
      setTwin(same)
      return
    }
    write()
  }

  const write = () => {
    void form.run(async () => {
      const changed = product ? changedProductBody(draft, product) : {}
      const saved =
        product === null
          ? await staffCall((token) => createProduct(token, version, newProductBody(draft)))
          : Object.keys(changed).length > 0
            ? await staffCall((token) => patchProduct(token, version, product.id, changed))
            : product
      if (file) {
        try {
          await staffCall((token) => uploadImage(token, version, saved.id, file))
        } catch (failure) {
          // The dish is saved: the list shows it, and the picture's error is told.
          if (product === null) props.onSaved(saved.id)
          const message = errorMessage(failure, t('manage.error'))
          notify(t('manage.editor.imageFailed', { message }), 'ALERT')
          throw failure
        }
        chooseFile(null)
      }
      notify(t('manage.editor.saved', { name: draft.namePl.trim() }), 'INFO')
      props.onSaved(saved.id)
    })
  }

  const field = { prefix }
  return (
    <EditorFormFrame
      {...form.frame}
      title={
        product ? t('manage.editor.editDish', { name: product.names[lang] }) : t('manage.editor.newDish')
      }
      onSubmit={save}
      onCancel={cancel}
      onClose={props.onClose}
      remove={
        product
          ? form.removal(
              product.names,
              t('manage.editor.deleteText'),
              (token) => deleteProduct(token, version, product.id),
              props.onDeleted,
            )
          : undefined
      }
    >
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
          field="vatRate"
          label={t('manage.editor.vatRate')}
          hint={t('manage.editor.vatRateHint')}
          inputMode="numeric"
          value={draft.vatRate}
          error={errors.vatRate}
          onChange={set('vatRate')}
          required
        />
        <TextField
          {...field}
          field="deposit"
          label={t('manage.editor.deposit')}
          hint={t('manage.editor.depositHint')}
          inputMode="decimal"
          value={draft.deposit}
          error={errors.deposit}
          onChange={set('deposit')}
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
        value={draft.allergens}
        error={errors.allergens}
        onChange={set('allergens')}
      />
      <TagFields prefix={prefix} value={draft.tags} error={errors.tags} onChange={set('tags')} />
      <ImageField key={fileKey} prefix={prefix} error={errors.image} onChoose={chooseFile} />
      <VisibleField
        prefix={prefix}
        checked={draft.visible}
        hint={t('manage.editor.visibleHint')}
        error={errors.visible}
        onChange={set('visible')}
      />
      <NewMarkField prefix={prefix} checked={draft.isNew} error={errors.isNew} onChange={set('isNew')} />
      {product ? <DishOptionGroups productId={product.id} /> : null}
      <ProductPreview draft={draft} product={product} imageUrl={fileUrl ?? product?.imagesUrl[0]} />
      {twin ? (
        <ConfirmDialog
          title={t('manage.editor.sameNameTitle', { name: twin.names[lang] })}
          text={t('manage.editor.sameNameText', {
            category:
              data.categories.find((c) => c.key === twin.mainCategory)?.names[lang] ?? twin.mainCategory,
          })}
          confirmLabel={t('manage.editor.sameNameConfirm')}
          cancelLabel={t('manage.editor.sameNameCancel')}
          onConfirm={() => {
            setTwin(null)
            write()
          }}
          onCancel={() => setTwin(null)}
        />
      ) : null}
    </EditorFormFrame>
  )
}
