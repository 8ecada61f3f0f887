/**
 * The menu editor's writes (docs/menu.md, "The editor"): each call is planned over the menu as the
 * transaction reads it (domain/menu/editor-operations.ts, editor-import.ts), checked whole, written
 * in that one transaction with its change log entries and the menu's new version, then published so
 * that every instance follows. A refused call writes nothing.
 */
import type { FastifyBaseLogger } from 'fastify'
import { planImport, planPrices } from '#domain/menu/editor-import.js'
import { isProblem, type PlanResult, planPicture } from '#domain/menu/editor-operations.js'
import { changesSomething, describe, type PlannedWrite } from '#domain/menu/editor-plan.js'
import type { FieldProblem } from '#domain/menu/editor-rules.js'
import { priceListCsv, readPriceList } from '#domain/menu/price-list.js'
import { toGrosze } from '#domain/money.js'
import type { DB } from '#infra/db/database.js'
import type { Writes } from '#infra/db/transactions.js'
import { HttpError } from '#infra/http/errors.js'
import type { EditorCatalog, EditorCategory, EditorProduct } from '#schemas/menu-editor.js'
import type { ImportResult, MenuChangesQuery, MenuImportBody } from '#schemas/menu-import.js'
import { processPicture } from '../pictures/processing.js'
import { checkVersion } from '../repository.js'
import { type EditorRead, editorView, readEditor, writePlan } from './state.js'
import { listChanges, placeholders, savePicture } from './store.js'

/** Who writes, and through which door (the change log's `by` and `source`). */
export interface Author {
  by: string
  source: 'EDITOR' | 'IMPORT' | 'PRICE_LIST'
  /** Records what a call changed in the staff audit trail, after the commit. */
  audit?: (changes: ReturnType<typeof describe>[]) => Promise<void>
}

/** How a write is made: only planned (`dryRun`), and on which version of the menu (`expected`). */
export interface WriteOptions {
  dryRun?: boolean
  expected?: number | undefined
}

function refusal(problem: FieldProblem): HttpError {
  return new HttpError(problem.status, problem.message, problem.code, problem.field)
}

export function createMenuEditor(options: {
  db: DB
  writes: Writes
  now: () => Date
  menu: { bumpVersion(trx: DB, expected?: number): Promise<number>; published(): Promise<unknown> }
  log: FastifyBaseLogger
}) {
  const { db, writes, now, menu } = options
  // Photos are processed one at a time per instance: the machine's cores stay free for the pages.
  let processing: Promise<unknown> = Promise.resolve()

  async function view(read?: EditorRead) {
    const current = read ?? (await readEditor(db))
    return { read: current, ...editorView(current, await placeholders(db)) }
  }

  /**
   * Plans over the menu as the transaction reads it, writes the plan with the new version, then
   * publishes it. `dryRun`: the plan only, nothing written. `expected`: the version the staff
   * member's change was made on (If-Match); a menu changed since refuses the call with 409.
   */
  async function apply(
    planner: (read: EditorRead, trx: DB) => PlanResult | Promise<PlanResult>,
    author: Author,
    { dryRun = false, expected }: WriteOptions = {},
  ): Promise<{ plan: PlannedWrite[]; version: number }> {
    if (dryRun) {
      const read = await readEditor(db)
      checkVersion(expected, read.version)
      const plan = await planner(read, db)
      if (isProblem(plan)) throw refusal(plan)
      return { plan, version: read.version }
    }
    const done = await writes.run(async (trx) => {
      const read = await readEditor(trx)
      checkVersion(expected, read.version)
      const planned = await planner(read, trx)
      if (isProblem(planned)) throw refusal(planned)
      // A change to what a field already holds changes nothing (and logs nothing).
      const plan = planned.filter(changesSomething)
      if (plan.length === 0) return { plan, version: read.version }
      await writePlan(trx, read, plan, { ...author, at: now() })
      return { plan, version: await menu.bumpVersion(trx, expected) }
    })
    if (done.plan.length > 0) {
      await menu.published()
      await author.audit?.(done.plan.map(describe))
    }
    return done
  }

  async function product(id: string): Promise<EditorProduct> {
    const found = (await view()).products.find((p) => p.id === id)
    if (!found) throw new HttpError(404, `Nie ma dania o identyfikatorze „${id}”.`, 'PRODUCT_NOT_FOUND', 'id')
    return found
  }

  async function category(id: string): Promise<EditorCategory> {
    const found = (await view()).categories.find((c) => c.id === id)
    if (!found)
      throw new HttpError(404, `Nie ma kategorii o identyfikatorze „${id}”.`, 'CATEGORY_NOT_FOUND', 'id')
    return found
  }

  const result = (plan: readonly PlannedWrite[], version: number, applied: boolean): ImportResult => ({
    applied: applied && plan.length > 0,
    version: String(version),
    changes: plan.map(describe),
  })

  return {
    apply,
    product,
    category,

    /** GET /api/menu/editor. */
    async catalog(): Promise<EditorCatalog> {
      const { read, categories, products } = await view()
      return { version: String(read.version), categories, products }
    },

    /** PUT /api/menu/products/{id}/image: processed first (outside the transaction), then set. */
    async setPicture(
      id: string,
      upload: Buffer,
      author: Author,
      expected?: number,
    ): Promise<{ product: EditorProduct; version: number }> {
      await product(id)
      const processed = processing.then(() => processPicture(upload))
      processing = processed.catch(() => undefined)
      const picture = await processed
      const { version } = await apply(
        async (read, trx) => {
          const plan = planPicture(read.state, id, picture.hash)
          if (!isProblem(plan)) await savePicture(trx, picture, author.by, now())
          return plan
        },
        author,
        { expected },
      )
      return { product: await product(id), version }
    },

    /** PUT /api/menu/import. */
    async importMenu(body: MenuImportBody, author: Author, write: WriteOptions): Promise<ImportResult> {
      const hashes = await placeholders(db)
      const { plan, version } = await apply(
        (read) => planImport(read.state, body, (h) => hashes.has(h)),
        author,
        write,
      )
      return result(plan, version, !write.dryRun)
    },

    /** GET /api/menu/prices.csv: every dish in browsing order. */
    async priceList(): Promise<string> {
      const { categories, products } = await view()
      const names = new Map(categories.map((c) => [c.key, c.names.pl]))
      return priceListCsv(
        products.map((p) => ({
          id: p.id,
          category: names.get(p.mainCategory) ?? '',
          name: p.names.pl,
          grosze: toGrosze(p.price),
        })),
      )
    },

    /** PUT /api/menu/prices.csv. */
    async importPrices(text: string, author: Author, write: WriteOptions): Promise<ImportResult> {
      const { plan, version } = await apply(
        (read) => {
          const prices = readPriceList(text, (id) => read.state.products.some((p) => p.id === id))
          return 'field' in prices ? prices : planPrices(read.state, prices)
        },
        author,
        write,
      )
      return result(plan, version, !write.dryRun)
    },

    /** GET /api/menu/changes. */
    changes: (query: MenuChangesQuery) => listChanges(db, query),
  }
}

export type MenuEditor = ReturnType<typeof createMenuEditor>
