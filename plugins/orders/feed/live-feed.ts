/**
 * The live feed behind the staff board, across instances. Every new or moved order is an
 * order_events row; its id is the stream's event id. The instance that wrote it sends
 * `{id, orderId, type}` through the database notifications (LISTEN/NOTIFY on PostgreSQL), and every
 * instance (itself included) loads the order and hands it to its open streams. A stream that
 * reconnects with `Last-Event-ID` is sent what it missed from the database; an instance whose
 * notification connection dropped catches up the same way.
 */
import { randomUUID } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import type { FastifyInstance } from 'fastify'
import type { StaffOrder } from '#schemas/orders.js'
import { visibleToKitchen } from '../reads.js'
import { lastOrderEventId, orderEventsAfter } from '../repository.js'
import type { BoardUpdate, BoardUpdateMap } from './board-update.js'

interface Notice {
  /** The order event's id; none for a change without one (a payment confirmed). */
  id?: number
  orderId: string
  type: 'created' | 'updated'
}

/** A notice that carries no order: `flush()` waits for its own to come back. */
interface Barrier {
  barrier: string
}

/** At most this many missed events are sent on a reconnect (the board re-reads the list anyway). */
const REPLAY_LIMIT = 500

export interface OrderFeed {
  /** Tells every instance that order event `id` was recorded (after its commit). */
  publish(notice: Notice): void
  /** The board updates of the order events after `afterId`, with their orders as they are now, oldest first. */
  replay(afterId: number): Promise<BoardUpdate[]>
  /**
   * Resolves once every notice published before it (on this instance) has been delivered to this
   * instance's boards: a barrier sent after them through the same channel, which keeps its order.
   */
  flush(): Promise<void>
}

export async function createOrderFeed(
  app: FastifyInstance,
  updates: EventEmitter<BoardUpdateMap>,
  findOrder: (id: string) => Promise<StaffOrder | undefined>,
): Promise<OrderFeed> {
  let cursor = await lastOrderEventId(app.db)
  const onError = (err: unknown) => app.log.error({ err }, 'order feed: event not delivered')

  async function deliver(notice: Notice) {
    if (notice.id !== undefined) cursor = Math.max(cursor, notice.id)
    // Nobody watching on this instance: nothing to load.
    if (updates.listenerCount('order') === 0) return
    const order = await findOrder(notice.orderId)
    if (!order || !visibleToKitchen(order)) return
    // An ONLINE order's placement is announced by its payment (a notice without an id): by the time
    // a slow notice of the placement arrives the order may be paid already, and would be shown twice.
    if (notice.id !== undefined && notice.type === 'created' && order.paymentMethod === 'ONLINE') return
    updates.emit('order', { id: notice.id, type: notice.type, order })
  }

  // One notice at a time, in the order they came: the board sees an order created before it moves.
  let queue: Promise<void> = Promise.resolve()
  const barriers = new Map<string, () => void>()
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch(onError)
  }
  // The publishes not yet sent: a barrier goes out after them.
  const sending = new Set<Promise<void>>()

  async function replay(afterId: number): Promise<BoardUpdate[]> {
    const missed = await orderEventsAfter(app.db, afterId, REPLAY_LIMIT)
    const orders = new Map<string, StaffOrder | undefined>()
    for (const { orderId } of missed) {
      if (!orders.has(orderId)) orders.set(orderId, await findOrder(orderId))
    }
    return missed.flatMap(({ id, type, orderId }) => {
      const order = orders.get(orderId)
      return order && visibleToKitchen(order) ? [{ id, type, order }] : []
    })
  }

  const stop = app.notifications.listen(
    'orders',
    (payload) => {
      const notice = payload as Notice | Barrier | null
      if (!notice || typeof notice !== 'object') return
      if ('barrier' in notice && typeof notice.barrier === 'string') {
        const done = barriers.get(notice.barrier)
        if (done) enqueue(async () => done())
      } else if (typeof (notice as Notice)?.orderId === 'string') enqueue(() => deliver(notice as Notice))
    },
    () => {
      // The notification connection was down: deliver what was recorded meanwhile.
      enqueue(async () => {
        for (const notice of await orderEventsAfter(app.db, cursor, REPLAY_LIMIT)) await deliver(notice)
      })
    },
  )
  app.addHook('onClose', async () => stop())

  return {
    publish(notice) {
      const sent = app.notifications.notify('orders', notice).catch(onError)
      sending.add(sent)
      sent.finally(() => sending.delete(sent))
    },
    replay,
    async flush() {
      await Promise.all(sending)
      const barrier = randomUUID()
      const delivered = new Promise<void>((resolve) => barriers.set(barrier, resolve))
      await app.notifications.notify('orders', { barrier } satisfies Barrier)
      await delivered
      barriers.delete(barrier)
    },
  }
}
