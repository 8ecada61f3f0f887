/**
 * The menu snapshot (docs/menu.md, "The snapshot"): the catalog guests see, read from the database
 * once per version and held in memory, so that pages, answers and orders read it without a query.
 * After a change, the writer's instance reloads at once and tells the others through the database
 * notifications; every instance also checks the version every second, which covers a lost message.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { buildCatalog, type Catalog } from '#domain/menu/catalog.js'
import type { OptionGroupData } from '#domain/options.js'
import type { Database } from '#infra/db/database.js'
import type { Notifications } from '#infra/db/instance-messages.js'
import {
  type CatalogRows,
  readCatalogRows,
  readVersion,
  toCategoryData,
  toProductData,
} from '../repository.js'

/** The catalog guests see at one version: visible categories and their visible products. */
export type MenuSnapshot = Catalog & {
  /** The catalog's version (raised by every change, the same on every instance). */
  readonly version: number
}

/**
 * Each dish's option groups, read afresh (never from a cache) when the snapshot is read: the
 * options plugin hands it over (`app.menu.attachOptions`).
 */
export type OptionGroupsSource = () => Promise<(productId: string) => OptionGroupData[]>

const TOPIC = 'menu'
/** How often an instance checks the version by itself (a lost notification is seen this late). */
const CHECK_MS = 1_000

/** The guests' catalog out of the rows: hidden or deleted categories and products left out. */
function snapshotOf(
  rows: CatalogRows,
  groupsOf: (productId: string) => OptionGroupData[] = () => [],
): MenuSnapshot {
  const shown = rows.categories.filter((c) => c.visible === 1)
  const categories = shown.map(toCategoryData)
  const keyOf = new Map(shown.map((c) => [c.id, c.key]))
  const order = new Map(shown.map((c, i) => [c.id, i]))
  const products = rows.products
    .filter((p) => p.visible === 1 && order.has(p.main_category_id))
    .sort(
      (a, b) => order.get(a.main_category_id)! - order.get(b.main_category_id)! || a.position - b.position,
    )
    .map((p) => {
      const product = toProductData(p, rows.further.get(p.id) ?? [], categories, (id) => keyOf.get(id))
      const optionGroups = groupsOf(p.id)
      return optionGroups.length > 0 ? { ...product, optionGroups } : product
    })
  return Object.freeze({ ...buildCatalog(categories, products), version: rows.version })
}

export function createMenuSnapshot(options: {
  db: Kysely<Database>
  notifications: Notifications
  log: FastifyBaseLogger
}) {
  const { db, notifications, log } = options
  // Empty until `load()`, which the plugin awaits before the app answers.
  let snapshot = snapshotOf({ version: 0, categories: [], products: [], further: new Map() })
  let chain: Promise<unknown> = Promise.resolve()
  let checking = false
  let optionGroups: OptionGroupsSource | null = null

  /**
   * Reads the catalog again unless the database's version is the one held. Reads run one after
   * another, so a read asked for after a commit always starts after it.
   */
  function reload(force = false): Promise<MenuSnapshot> {
    const next = chain.then(async () => {
      if (!force && (await readVersion(db)) === snapshot.version) return snapshot
      const rows = await readCatalogRows(db)
      const read = snapshotOf(rows, optionGroups ? await optionGroups() : undefined)
      if (read.version >= snapshot.version) snapshot = read
      return snapshot
    })
    chain = next.catch(() => undefined)
    return next
  }

  const onMessage = () => {
    reload().catch((err) => log.error({ err }, 'menu not reloaded'))
  }
  const stopListening = notifications.listen(TOPIC, onMessage, onMessage)
  const timer = setInterval(() => {
    if (checking) return
    checking = true
    reload()
      .catch((err) => log.error({ err }, 'menu version not checked'))
      .finally(() => {
        checking = false
      })
  }, CHECK_MS)
  timer.unref()

  return {
    /** The snapshot held now (synchronous: no query). */
    current: (): MenuSnapshot => snapshot,
    /** Loads the catalog (at start, before the app answers). */
    load: () => reload(true),
    /** From now on each dish carries its option groups; reads the catalog again with them. */
    attachOptions(source: OptionGroupsSource): Promise<MenuSnapshot> {
      optionGroups = source
      return reload(true)
    },
    /**
     * Call after the transaction that changed the menu (and raised the version with
     * `bumpVersion`) has committed: this instance reloads at once, and every other instance is told
     * to (they reload within the second even if the message is lost). Resolves with the new snapshot.
     */
    async published(): Promise<MenuSnapshot> {
      const next = await reload()
      await notifications
        .notify(TOPIC, { version: next.version })
        .catch((err) => log.error({ err }, 'other instances not told of the menu change'))
      return next
    },
    close() {
      clearInterval(timer)
      stopListening()
    },
  }
}
