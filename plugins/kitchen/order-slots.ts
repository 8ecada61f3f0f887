import fp from 'fastify-plugin'

/**
 * A cancelled order gives its place in its slot back (inside the cancellation's transaction), so
 * the kitchen can take another order for that quarter-hour. Registered after the orders plugin.
 */
export default fp(
  async (app) => {
    app.orderHooks.moving.push(async (trx, move) => {
      if (move.to !== 'CANCELLED') return
      await app.kitchen.releaseSlot(trx, move.order.deliveryType, Date.parse(move.order.expectedAt))
    })
  },
  { name: 'kitchen-orders', dependencies: ['kitchen', 'orders'], fastify: '5.x' },
)
