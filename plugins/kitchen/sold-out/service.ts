import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  type AvailabilityState,
  type AvailabilityUntil,
  availabilityChecker,
  expiryOf,
  isMarkActive,
  untilOf,
} from '#domain/availability.js'
import type { Catalog } from '#domain/menu/catalog.js'
import type { Database } from '#infra/db/database.js'
import type { Notifications } from '#infra/db/instance-messages.js'
import type { CategoryKey, Language } from '#schemas/enums.js'
import { categoryNotFound, productNotFound, productUnavailable } from './messages.js'
import { activeMarks, deleteMark, type MarkKind, type MarkRow, upsertMark } from './repository.js'

/** How long an instance may answer from its memory of the switch-offs. */
const CACHE_MS = 1_000
const TOPIC = 'menu-availability'

/** The availability state as sent, with its ETag. */
export interface AvailabilityAnswer {
  state: AvailabilityState
  body: string
  etag: string
}

function answerOf(rows: readonly MarkRow[], now: Date): AvailabilityAnswer {
  const active = rows.filter((row) => isMarkActive(row, now))
  const state: AvailabilityState = {
    unavailable: active
      .filter((row) => row.kind === 'PRODUCT')
      .map((row) => ({ productId: row.key, until: untilOf(row) })),
    categories: active
      .filter((row) => row.kind === 'CATEGORY')
      .map((row) => ({ categoryKey: row.key as CategoryKey, until: untilOf(row) })),
  }
  const body = JSON.stringify(state)
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  return { state, body, etag }
}

/**
 * Sold-out products and categories: stored in the database, kept in memory for at most a second.
 * A change on any instance drops every instance's copy at once (a database notification); the
 * second's limit covers a notification that was lost, so all instances agree within a second.
 */
export function createAvailabilityService(options: {
  db: Kysely<Database>
  now: () => Date
  notifications: Notifications
  /** The menu now (app.menu.current()). */
  menu: () => Pick<Catalog, 'productById' | 'categoryByKey'>
  onError: (error: unknown) => void
}) {
  const { db, notifications } = options
  let cached: { rows: MarkRow[]; readAt: number } | null = null
  let memo: { rows: MarkRow[]; second: number; answer: AvailabilityAnswer } | null = null
  const forget = () => {
    cached = null
  }
  const stopListening = notifications.listen(TOPIC, forget, forget)

  async function rows(now: Date): Promise<MarkRow[]> {
    if (!cached || performance.now() - cached.readAt > CACHE_MS) {
      const readAt = performance.now()
      cached = { rows: await activeMarks(db, now), readAt }
    }
    return cached.rows
  }

  /** What GET /api/menu/availability answers at `now` (made once per second and change). */
  async function current(now = options.now()): Promise<AvailabilityAnswer> {
    const marks = await rows(now)
    const second = Math.floor(now.getTime() / 1000)
    if (memo?.rows !== marks || memo.second !== second)
      memo = { rows: marks, second, answer: answerOf(marks, now) }
    return memo.answer
  }

  /** Refuses (409 PRODUCT_UNAVAILABLE) the first order line whose product is switched off. */
  async function requireAvailable(
    items: readonly { productId: string }[],
    lang: Language,
    now = options.now(),
  ): Promise<void> {
    const { state } = await current(now)
    if (state.unavailable.length === 0 && state.categories.length === 0) return
    const checker = availabilityChecker(state)
    for (const [index, item] of items.entries()) {
      const product = options.menu().productById(item.productId)
      if (product && !checker.isAvailable(product)) throw productUnavailable(product.name[lang], index, lang)
    }
  }

  async function change(
    kind: MarkKind,
    key: string,
    available: boolean,
    until: AvailabilityUntil,
    username: string,
  ): Promise<AvailabilityAnswer> {
    const now = options.now()
    if (available) await deleteMark(db, kind, key)
    else
      await upsertMark(db, {
        kind,
        key,
        expiresAt: expiryOf(until, now),
        createdBy: username,
        at: now.toISOString(),
      })
    cached = null
    await notifications.notify(TOPIC, { kind, key }).catch(options.onError)
    return current(now)
  }

  return {
    current,
    requireAvailable,
    /** Switches a product off (for the rest of today or until switched on) or back on; 404 when unknown. */
    setProduct(productId: string, available: boolean, until: AvailabilityUntil, username: string) {
      if (!options.menu().productById(productId)) throw productNotFound(productId)
      return change('PRODUCT', productId, available, until, username)
    },
    /** The same for a whole category. */
    setCategory(categoryKey: string, available: boolean, until: AvailabilityUntil, username: string) {
      if (!options.menu().categoryByKey(categoryKey)) throw categoryNotFound(categoryKey)
      return change('CATEGORY', categoryKey, available, until, username)
    },
    close: stopListening,
  }
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>
