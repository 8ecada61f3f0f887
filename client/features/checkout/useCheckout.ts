import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { defaultExtras, type OrderExtras } from '#domain/extras.js'
import { formatTime } from '#domain/hours.js'
import { isVoucher } from '#domain/order-rules.js'
import { computeTotals, type Discount, missingForCourierMinimum, normalizeDiscount } from '#domain/pricing.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, HttpStatusError, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { refreshAvailability } from '../availability/index.js'
import { cart, useCart } from '../cart/index.js'
import {
  asapMinutes,
  offeredSlots,
  outsideArea,
  runningPause,
  useSiteStatus,
  useWarsawTimes,
} from '../site-status/index.js'
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  initialValues,
  nipComplete,
  orderPayload,
  validateCheckout,
} from './form.js'
import { newIdempotencyKey, paymentRedirect, submitOrder } from './submit.js'
import { useCartLines } from './useCartLines.js'
import { useUnavailable } from './useUnavailableLines.js'

/**
 * Today's time slots are computed again this often (and whenever the tab becomes visible).
 * @internal Exported for its tests; production uses it within this module.
 */
export const SLOT_REFRESH_MS = 60_000

/**
 * The checkout's state and rules: the form, the cart lines with their products, the promo code,
 * totals from the shared domain pricing, today's slots, and the submission with its Idempotency-Key.
 */
export function useCheckout() {
  const { lang, t } = useI18n()
  const notify = useNotify()
  const navigate = useNavigate()
  const status = useSiteStatus()
  useWarsawTimes()
  const stored = useCart()
  const formId = useId()

  const [values, setValues] = useState<CheckoutValues>(initialValues)
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [promoInput, setPromoInput] = useState('')
  const [promo, setPromo] = useState<{ code: string; discount: Discount } | null>(null)
  const [sending, setSending] = useState(false)
  const [retrying, setRetrying] = useState(false)
  const [redirecting, setRedirecting] = useState(false)
  const idempotencyKey = useRef<string | null>(null)
  const sendingRef = useRef(false)

  const { lines, withdrawn } = useCartLines(stored)
  const totals = computeTotals({
    lines: lines.map(({ line, product, unitPrice: price }) => ({
      price,
      count: line.count,
      deposit: product.deposit ?? null,
    })),
    deliveryType: values.deliveryType,
    discount: promo?.discount ?? null,
  })
  const missing = values.deliveryType === 'COURIER' ? missingForCourierMinimum(totals) : 0
  // Sold out now, or no longer on the menu (hidden or deleted by staff since the guest added it):
  // named at checkout, removable in one click; the order waits until they are gone.
  const unavailable = [
    ...withdrawn.map((id) => ({ id, name: t('checkout.withdrawnDish') })),
    ...useUnavailable(lines.map(({ product }) => product)).map((p) => ({ id: p.id, name: p.name[lang] })),
  ]
  const hasVoucher = lines.some(({ product }) => isVoucher(product))
  const onlineAvailable = Boolean(status.details?.onlinePaymentAvailable)
  const onlineAllowed = onlineAvailable && !hasVoucher
  // ONLINE chosen, then a voucher added (or PayU gone): the order goes as cash unless changed.
  const paymentMethod = values.paymentMethod === 'ONLINE' && !onlineAllowed ? 'CASH' : values.paymentMethod
  const blikCodeAvailable = onlineAllowed && Boolean(status.details?.blikCodeAvailable)
  // The suggestion follows the cart; what the guest changed stays as they set it.
  const suggested = defaultExtras(
    lines.map(({ line, product }) => ({
      pieces: product.count,
      kinds: product.kinds,
      count: line.count,
    })),
  )
  const extras: OrderExtras = { ...suggested, ...values.extras }

  // Slots depend on the time: recomputed every minute and when the tab is shown again, so a guest
  // who keeps the checkout open cannot pick a time that has become too soon.
  const [clock, setClock] = useState(() => Date.now())
  useEffect(() => {
    const tick = () => setClock(Date.now())
    const timer = setInterval(tick, SLOT_REFRESH_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
  // Today's slots (with the calendar), minus those the kitchen paused or filled.
  const slots = useMemo(
    () => offeredSlots(status.details, clock, values.deliveryType),
    [status.details, values.deliveryType, clock],
  )
  // A chosen time that is no longer offered moves to the next one, and the guest is told.
  const movedFrom = useRef<string | null>(null)
  useEffect(() => {
    const chosen = values.orderTime
    if (values.orderTimeType !== 'DATE' || !chosen || slots.includes(chosen)) return
    moveSlot(chosen, slots)
  })
  function moveSlot(refused: string, offered: string[]) {
    const next = offered.find((slot) => slot > refused) ?? null
    idempotencyKey.current = null
    setValues((current) => ({ ...current, orderTime: next ?? '' }))
    if (movedFrom.current === refused) return
    movedFrom.current = refused
    notify(
      next
        ? t('checkout.slotMoved', {
            from: formatTime(new Date(refused), lang),
            to: formatTime(new Date(next), lang),
          })
        : t('checkout.slotGone', { from: formatTime(new Date(refused), lang) }),
      'ALERT',
    )
  }
  const closedNow = status.closed === true
  const errors: CheckoutErrors = validateCheckout({ ...values, paymentMethod }, blikCodeAvailable)
  // The NIP is judged as soon as it has ten digits, before the guest leaves the field.
  const shown = (field: CheckoutField) =>
    touched[field] || submitted || (field === 'nip' && nipComplete(values.nip))
  const visibleError = (field: CheckoutField) => (shown(field) ? errors[field] : undefined)

  const set = <K extends CheckoutField>(field: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    idempotencyKey.current = null // another order body: a new attempt
  }
  const touch = (field: CheckoutField) => setTouched((current) => ({ ...current, [field]: true }))

  async function applyPromo() {
    const code = promoInput.trim()
    idempotencyKey.current = null
    if (!code) {
      // An empty value clears the discount (docs/product.md, "Promo codes").
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
    if (missing > 0 || lines.length === 0 || unavailable.length > 0) return
    sendingRef.current = true
    setSending(true)
    idempotencyKey.current ??= newIdempotencyKey()
    try {
      const created = await submitOrder(
        orderPayload(
          { ...values, paymentMethod },
          lines.map(({ line }) => line),
          {
            promoCode: promo?.code ?? null,
            expectedTotal: totals.total,
            language: lang,
            extras,
            blikCodeAvailable,
          },
        ),
        idempotencyKey.current,
        () => setRetrying(true),
      )
      cart.clear()
      if (created.payment?.redirectUrl) {
        // ONLINE: the guest pays on PayU's page and comes back to the thank-you page.
        setRedirecting(true)
        paymentRedirect.assign(created.payment.redirectUrl)
        return
      }
      navigate(`/dziekujemy/?id=${encodeURIComponent(created.id)}`)
    } catch (error) {
      // The server still finds the time too soon (this device's clock is behind): the next slot.
      if (
        error instanceof HttpStatusError &&
        (error.body?.code?.startsWith('ORDER_TIME_') ||
          error.body?.code === 'SLOT_FULL' ||
          error.body?.code === 'SLOT_UNAVAILABLE') &&
        values.orderTimeType === 'DATE' &&
        values.orderTime
      ) {
        const now = Date.now()
        setClock(now)
        if (!error.body?.code?.startsWith('ORDER_TIME_')) void status.refresh()
        moveSlot(values.orderTime, offeredSlots(status.details, now, values.deliveryType))
        return
      }
      // Sold out since the page read the state: read it again, so the notice names the dish.
      if (error instanceof HttpStatusError && error.body?.code === 'PRODUCT_UNAVAILABLE')
        void refreshAvailability()
      const fallback = error instanceof HttpStatusError ? t('checkout.failed') : t('checkout.networkError')
      notify(errorMessage(error, fallback), 'ALERT')
      if (error instanceof HttpStatusError && error.status < 500) idempotencyKey.current = null
    } finally {
      sendingRef.current = false
      setSending(false)
      setRetrying(false)
    }
  }

  // The kitchen's levers: a pause of this delivery type, busy mode, the delivery area.
  const pause = runningPause(status.details, clock)
  const pausedNow = pause?.deliveryTypes.includes(values.deliveryType) ? pause : null
  const outsideCode =
    values.deliveryType === 'COURIER' ? outsideArea(status.details, values.postalCode) : null
  const asapBlocked = values.orderTimeType === 'ASAP' && (closedNow || pausedNow !== null)
  return {
    formId,
    values,
    set,
    touch,
    visibleError,
    lines,
    totals,
    missing,
    hasVoucher,
    onlineAvailable,
    onlineAllowed,
    paymentMethod,
    blikCodeAvailable,
    extras,
    suggestedChopsticks: suggested.chopsticks,
    redirecting,
    slots,
    closedNow,
    pausedNow,
    asapMinutes: {
      COURIER: asapMinutes(status.details, 'COURIER'),
      SELF: asapMinutes(status.details, 'SELF'),
    },
    busy: (status.details?.kitchen?.busyMinutes ?? 0) > 0,
    outsideCode,
    promoInput,
    setPromoInput,
    promo,
    applyPromo,
    onSubmit,
    sending,
    retrying,
    unavailable,
    canSubmit:
      !sending &&
      !redirecting &&
      missing === 0 &&
      !asapBlocked &&
      outsideCode === null &&
      unavailable.length === 0,
  }
}

export type Checkout = ReturnType<typeof useCheckout>
