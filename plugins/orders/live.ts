/**
 * The live feed behind the staff board, across instances. Every new or moved order is an
 * order_events row; its id is the stream's event id. The instance that wrote it sends
 * `{id, orderId, type}` through the database notifications (LISTEN/NOTIFY on PostgreSQL), and every
 * instance (itself included) loads the order and hands it to its open streams. A stream that
 * reconnects with `Last-Event-ID` is sent what it missed from the database; an instance whose
 * notification connection dropped catches up the same way.
 */
import type { EventEmitter } from 'node:events'
import type { FastifyInstance } from 'fastify'
import type { StaffOrder } from '../../schemas/orders.js'
import type { OrderEvent, OrderEventMap } from './events.js'
import { visibleToKitchen } from './hooks.js'
import { lastOrderEventId, orderEventsAfter } from './repository.js'

interface Notice {
  /** The order event's id; none for a change without one (a payment confirmed). */
  id?: number
  orderId: string
  type: 'created' | 'updated'
}

/** At most this many missed events are sent on a reconnect (the board re-reads the list anyway). */
const REPLAY_LIMIT = 500

export interface OrderFeed {
  /** Tells every instance that order event `id` was recorded (after its commit). */
  publish(notice: Notice): void
  /** The events after `afterId`, with their orders as they are now, oldest first. */
  replay(afterId: number): Promise<OrderEvent[]>
}

export async function createOrderFeed(
  app: FastifyInstance,
  events: EventEmitter<OrderEventMap>,
  findOrder: (id: string) => Promise<StaffOrder | undefined>,
): Promise<OrderFeed> {
  let cursor = await lastOrderEventId(app.db)

  async function deliver(notice: Notice) {
    if (notice.id !== undefined) cursor = Math.max(cursor, notice.id)
    // Nobody watching on this instance: nothing to load.
    if (events.listenerCount('order') === 0) return
    const order = await findOrder(notice.orderId)
    // The kitchen sees an ONLINE order once it is paid.
    if (order && visibleToKitchen(order)) events.emit('order', { id: notice.id, type: notice.type, order })
  }

  async function replay(afterId: number): Promise<OrderEvent[]> {
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

  const onError = (err: unknown) => app.log.error({ err }, 'order feed: event not delivered')
  const stop = app.notifications.listen(
    'orders',
    (payload) => {
      const notice = payload as Notice
      if (typeof notice?.orderId === 'string') deliver(notice).catch(onError)
    },
    () => {
      // The notification connection was down: deliver what was recorded meanwhile.
      orderEventsAfter(app.db, cursor, REPLAY_LIMIT)
        .then(async (missed) => {
          for (const notice of missed) await deliver(notice)
        })
        .catch(onError)
    },
  )
  app.addHook('onClose', async () => stop())

  return {
    publish(notice) {
      app.notifications.notify('orders', notice).catch(onError)
    },
    replay,
  }
}
