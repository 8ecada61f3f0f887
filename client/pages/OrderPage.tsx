import { type FormEvent, useId, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { MAX_LINE_COUNT } from '../../domain/cart.js'
import type { Override } from '../../domain/hours.js'
import { formatTime, orderSlots } from '../../domain/hours.js'
import { productById, productPath } from '../../domain/menu/catalog.js'
import { formatPrice } from '../../domain/money.js'
import { isVoucher } from '../../domain/order-rules.js'
import {
  computeTotals,
  type Discount,
  deliveryFee,
  missingForCourierMinimum,
  normalizeDiscount,
} from '../../domain/pricing.js'
import { DELIVERY_TYPES, PAYMENT_METHODS } from '../../schemas/enums.js'
import { errorMessage, HttpStatusError, post } from '../api.js'
import { PageHead } from '../head.js'
import { useI18n } from '../i18n/index.js'
import { cart, useCart } from '../state/cart.js'
import { useNotify } from '../state/notifications.js'
import { useSiteStatus } from '../state/site-status.js'
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  initialValues,
  orderPayload,
  validateCheckout,
} from './checkout/form.js'
import { newIdempotencyKey, submitOrder } from './checkout/submit.js'

export const PRIVACY_POLICY_URL = '/polityka-prywatnosci.pdf'

/** Courier first: the checkout starts on courier delivery, as the specification says. */
const DELIVERY_CHOICES = [...DELIVERY_TYPES].reverse()

const PAYMENT_LABELS = { CASH: 'checkout.cash', CARD: 'checkout.card', ONLINE: 'checkout.online' } as const

/** One option of a radio group, drawn as a card: a title and an optional hint. */
function Choice(props: {
  name: string
  checked: boolean
  disabled?: boolean
  onSelect: () => void
  title: string
  hint?: string
}) {
  return (
    <label className={`choice${props.disabled ? ' choice-disabled' : ''}`}>
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onSelect}
      />
      <span>
        <strong>{props.title}</strong>
        {props.hint && <span className="muted">{props.hint}</span>}
      </span>
    </label>
  )
}

/** The order page: cart, delivery, promo code, totals, time, payment, contact details, submit. */
export function OrderPage() {
  const { lang, t } = useI18n()
  const notify = useNotify()
  const navigate = useNavigate()
  const status = useSiteStatus()
  const stored = useCart()
  const formId = useId()

  const [values, setValues] = useState<CheckoutValues>(initialValues)
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [promoInput, setPromoInput] = useState('')
  const [promo, setPromo] = useState<{ code: string; discount: Discount } | null>(null)
  const [sending, setSending] = useState(false)
  const [retrying, setRetrying] = useState(false)
  const idempotencyKey = useRef<string | null>(null)
  const sendingRef = useRef(false)

  const lines = stored
    .map((line) => ({ line, product: productById(line.productId) }))
    .filter((x): x is { line: (typeof stored)[number]; product: NonNullable<typeof x.product> } =>
      Boolean(x.product),
    )
  const totals = computeTotals({
    lines: lines.map(({ line, product }) => ({ price: product.price, count: line.count })),
    deliveryType: values.deliveryType,
    discount: promo?.discount ?? null,
  })
  const missing = values.deliveryType === 'COURIER' ? missingForCourierMinimum(totals) : 0
  const hasVoucher = lines.some(({ product }) => isVoucher(product))
  const onlineAllowed = Boolean(status.details?.onlinePaymentAvailable) && !hasVoucher

  const override: Override | null = status.details?.reason.startsWith('OVERRIDE_')
    ? { date: status.details.today.date, kind: status.details.reason === 'OVERRIDE_OPEN' ? 'OPEN' : 'CLOSED' }
    : null
  const slots = useMemo(
    () => (status.details ? orderSlots(new Date(), override, values.deliveryType) : []),
    [status.details, values.deliveryType],
  )
  const closedNow = status.closed === true
  const errors: CheckoutErrors = validateCheckout(values)
  const visibleError = (field: CheckoutField) => (touched[field] || submitted ? errors[field] : undefined)

  const set = <K extends CheckoutField>(field: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    idempotencyKey.current = null // another order body: a new attempt
  }
  const touch = (field: CheckoutField) => setTouched((current) => ({ ...current, [field]: true }))

  async function applyPromo() {
    const code = promoInput.trim()
    idempotencyKey.current = null
    if (!code) {
      // An empty value clears the discount (specification §4).
      setPromo(null)
      notify(t('checkout.promoCleared'), 'INFO')
      return
    }
    try {
      const answer = await post<{ type: string; value: number }>('/api/utils/checkPromoCode', {
        promoCode: code,
      })
      const discount = normalizeDiscount(answer)
      setPromo(discount ? { code, discount } : null)
      notify(
        discount ? t('checkout.promoApplied', { code: code.toUpperCase() }) : t('checkout.promoInvalid'),
        discount ? 'INFO' : 'ALERT',
      )
    } catch (error) {
      setPromo(null)
      notify(errorMessage(error, t('checkout.promoInvalid')), 'ALERT')
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (sendingRef.current) return // a double click sends one order
    if (Object.keys(errors).length > 0) {
      notify(t('checkout.fixErrors'), 'ALERT')
      const first = Object.keys(errors)[0]
      document.getElementById(`${formId}-${first}`)?.focus()
      return
    }
    if (missing > 0 || lines.length === 0) return
    sendingRef.current = true
    setSending(true)
    idempotencyKey.current ??= newIdempotencyKey()
    try {
      const created = await submitOrder(
        orderPayload(values, stored, {
          promoCode: promo?.code ?? null,
          expectedTotal: totals.total,
          language: lang,
        }),
        idempotencyKey.current,
        () => setRetrying(true),
      )
      cart.clear()
      navigate(`/dziekujemy/?id=${encodeURIComponent(created.id)}`)
    } catch (error) {
      const fallback = error instanceof HttpStatusError ? t('checkout.failed') : t('checkout.networkError')
      notify(errorMessage(error, fallback), 'ALERT')
      if (error instanceof HttpStatusError && error.status < 500) idempotencyKey.current = null
    } finally {
      sendingRef.current = false
      setSending(false)
      setRetrying(false)
    }
  }

  const field = (name: CheckoutField) => ({
    id: `${formId}-${name}`,
    'aria-invalid': visibleError(name) ? true : undefined,
    'aria-describedby': visibleError(name) ? `${formId}-${name}-error` : undefined,
    onBlur: () => touch(name),
  })
  const fieldError = (name: CheckoutField) => {
    const key = visibleError(name)
    return key ? (
      <p className="field-error" id={`${formId}-${name}-error`}>
        {t(key as Parameters<typeof t>[0])}
      </p>
    ) : null
  }
  const text = (name: CheckoutField, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      <input
        {...field(name)}
        value={values[name] as string}
        onChange={(e) => set(name, e.target.value as never)}
        {...props}
      />
      {fieldError(name)}
    </div>
  )

  const head = (
    <PageHead
      title={t('page.order.title')}
      description={t('page.order.description')}
      path="/zamowienie/"
      noindex
    />
  )
  if (lines.length === 0) {
    return (
      <div className="page order-page">
        {head}
        <h1>{t('page.order.title')}</h1>
        <div className="empty-state">
          <p className="lead">{t('checkout.empty')}</p>
          <p>{t('checkout.emptyHint')}</p>
          <Link className="button button-primary" to="/">
            {t('page.notFound.back')}
          </Link>
        </div>
      </div>
    )
  }

  const asapBlocked = values.orderTimeType === 'ASAP' && closedNow
  const canSubmit = !sending && missing === 0 && !asapBlocked

  return (
    <div className="page order-page">
      {head}
      <h1>{t('page.order.title')}</h1>
      <form
        className="checkout"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={closedNow ? `${formId}-closed` : undefined}
      >
        <div className="checkout-main">
          <section className="checkout-section" aria-labelledby={`${formId}-cart`}>
            <h2 id={`${formId}-cart`}>{t('checkout.cart')}</h2>
            <ul className="cart-lines">
              {lines.map(({ line, product }) => {
                const name = product.name[lang]
                return (
                  <li key={line.productId} className="cart-line">
                    <img src={product.imagesUrl[0]} width="96" height="72" alt="" />
                    <div className="cart-line-name">
                      <Link to={productPath(product)}>
                        <strong>{name}</strong>
                      </Link>
                      <span className="muted">{formatPrice(product.price, lang)}</span>
                    </div>
                    {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of quantity controls */}
                    <div className="quantity" role="group" aria-label={t('checkout.quantityOf', { name })}>
                      <button
                        type="button"
                        aria-label={t('menu.decrease')}
                        onClick={() =>
                          line.count <= 1
                            ? cart.remove(line.productId)
                            : cart.set(line.productId, line.count - 1)
                        }
                      >
                        −
                      </button>
                      <output aria-live="polite">{line.count}</output>
                      <button
                        type="button"
                        aria-label={t('menu.increase')}
                        disabled={line.count >= MAX_LINE_COUNT}
                        onClick={() => cart.set(line.productId, line.count + 1)}
                      >
                        +
                      </button>
                    </div>
                    <span className="cart-line-total">{formatPrice(product.price * line.count, lang)}</span>
                    <button
                      type="button"
                      className="icon-button remove-button"
                      aria-label={t('checkout.remove', { name })}
                      onClick={() => cart.remove(line.productId)}
                    >
                      ×
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>

          <fieldset className="checkout-section">
            <legend>{t('checkout.delivery')}</legend>
            <div className="choice-row">
              {DELIVERY_CHOICES.map((type) => (
                <Choice
                  key={type}
                  name="deliveryType"
                  checked={values.deliveryType === type}
                  onSelect={() => set('deliveryType', type)}
                  title={t(type === 'COURIER' ? 'checkout.courier' : 'checkout.self')}
                  hint={
                    type === 'COURIER'
                      ? formatPrice(deliveryFee('COURIER'), lang)
                      : `${formatPrice(deliveryFee('SELF'), lang)} · ${t('checkout.selfWhere')}`
                  }
                />
              ))}
            </div>
          </fieldset>

          <fieldset className="checkout-section">
            <legend>{t('checkout.time')}</legend>
            <div className="choice-row">
              <Choice
                name="orderTimeType"
                checked={values.orderTimeType === 'ASAP'}
                onSelect={() => set('orderTimeType', 'ASAP')}
                title={t('checkout.asap')}
                hint={t('checkout.asapHint')}
              />
              <Choice
                name="orderTimeType"
                checked={values.orderTimeType === 'DATE'}
                onSelect={() => set('orderTimeType', 'DATE')}
                title={t('checkout.atTime')}
              />
            </div>
            {values.orderTimeType === 'DATE' &&
              (slots.length > 0 ? (
                <div className="field">
                  <label htmlFor={`${formId}-orderTime`}>{t('checkout.slot')}</label>
                  <select
                    {...field('orderTime')}
                    value={values.orderTime}
                    onChange={(e) => set('orderTime', e.target.value)}
                  >
                    <option value="">—</option>
                    {slots.map((slot) => (
                      <option key={slot} value={slot}>
                        {formatTime(new Date(slot), lang)}
                      </option>
                    ))}
                  </select>
                  {fieldError('orderTime')}
                </div>
              ) : (
                <p className="notice">{t('checkout.noSlots')}</p>
              ))}
            {closedNow && (
              <p className="notice notice-alert" id={`${formId}-closed`}>
                {t('checkout.closed')}
              </p>
            )}
          </fieldset>

          <fieldset className="checkout-section">
            <legend>{t('checkout.contact')}</legend>
            <div className="field-grid">
              {text('name', t('checkout.name'), { autoComplete: 'name', maxLength: 80, required: true })}
              {text('phone', t('checkout.phone'), {
                type: 'tel',
                autoComplete: 'tel',
                inputMode: 'tel',
                required: true,
              })}
              {text('email', t('checkout.email'), { type: 'email', autoComplete: 'email', required: true })}
            </div>
          </fieldset>

          {values.deliveryType === 'COURIER' && (
            <fieldset className="checkout-section">
              <legend>{t('checkout.address')}</legend>
              <div className="field-grid">
                {text('street', t('checkout.street'), { autoComplete: 'address-line1', required: true })}
                {text('buildingNumber', t('checkout.building'), {
                  autoComplete: 'address-line2',
                  required: true,
                })}
                {text('apartment', t('checkout.apartment'), { autoComplete: 'address-line3' })}
                {text('floor', t('checkout.floor'))}
                {text('postalCode', t('checkout.postalCode'), {
                  autoComplete: 'postal-code',
                  inputMode: 'numeric',
                  required: true,
                  placeholder: '31-000',
                })}
                {text('city', t('checkout.city'), { autoComplete: 'address-level2', required: true })}
              </div>
            </fieldset>
          )}

          <fieldset className="checkout-section">
            <legend>{t('checkout.payment')}</legend>
            <div className="choice-row">
              {PAYMENT_METHODS.map((method) => {
                const disabled = method === 'ONLINE' && !onlineAllowed
                return (
                  <Choice
                    key={method}
                    name="paymentMethod"
                    checked={values.paymentMethod === method}
                    disabled={disabled}
                    onSelect={() => set('paymentMethod', method)}
                    title={t(PAYMENT_LABELS[method])}
                    hint={
                      disabled
                        ? t(hasVoucher ? 'checkout.onlineVoucher' : 'checkout.onlineUnavailable')
                        : undefined
                    }
                  />
                )
              })}
            </div>
          </fieldset>

          <div className="checkout-section">
            <div className="field">
              <label htmlFor={`${formId}-comment`}>{t('checkout.comment')}</label>
              <textarea
                {...field('comment')}
                rows={3}
                maxLength={500}
                value={values.comment}
                onChange={(e) => set('comment', e.target.value)}
              />
              <p className="muted">{t('checkout.commentHint')}</p>
              {fieldError('comment')}
            </div>
            <div className="field field-check">
              <input
                type="checkbox"
                {...field('acceptTerms')}
                checked={values.acceptTerms}
                onChange={(e) => set('acceptTerms', e.target.checked)}
              />
              <label htmlFor={`${formId}-acceptTerms`}>
                {t('checkout.terms')} —{' '}
                <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener">
                  {t('checkout.privacy')}
                </a>
              </label>
              {fieldError('acceptTerms')}
            </div>
          </div>
        </div>

        <aside className="checkout-summary" aria-labelledby={`${formId}-summary`}>
          <h2 id={`${formId}-summary`}>{t('checkout.summary')}</h2>
          <div className="promo">
            <label htmlFor={`${formId}-promo`}>{t('checkout.promo')}</label>
            <div className="promo-row">
              <input
                id={`${formId}-promo`}
                value={promoInput}
                autoComplete="off"
                onChange={(e) => setPromoInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    void applyPromo()
                  }
                }}
              />
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => void applyPromo()}
              >
                {t('checkout.promoApply')}
              </button>
            </div>
          </div>
          <dl className="totals">
            <div>
              <dt>{t('checkout.products')}</dt>
              <dd>{formatPrice(totals.products, lang)}</dd>
            </div>
            {totals.discount > 0 && (
              <>
                <div>
                  <dt>
                    {t('checkout.discount')} ({promo?.code.toUpperCase()})
                  </dt>
                  <dd>−{formatPrice(totals.discount, lang)}</dd>
                </div>
                <div>
                  <dt>{t('checkout.afterDiscount')}</dt>
                  <dd>{formatPrice(totals.discountedProducts, lang)}</dd>
                </div>
              </>
            )}
            <div>
              <dt>{t('checkout.deliveryFee')}</dt>
              <dd>{formatPrice(totals.delivery, lang)}</dd>
            </div>
            <div className="totals-total">
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="checkout-total">{formatPrice(totals.total, lang)}</dd>
            </div>
          </dl>
          {missing > 0 && (
            <p className="notice notice-alert" role="status">
              {t('checkout.missing', { amount: formatPrice(missing, lang) })}
            </p>
          )}
          {retrying && <p className="notice">{t('checkout.retrying')}</p>}
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={!canSubmit}
            aria-busy={sending}
          >
            {sending
              ? t('checkout.sending')
              : t('checkout.submit', { total: formatPrice(totals.total, lang) })}
          </button>
        </aside>
      </form>
    </div>
  )
}
