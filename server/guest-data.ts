/**
 * `npm run staff -- guest-data export|erase EMAIL_OR_PHONE`: a guest's orders as JSON on standard
 * output, or their personal data erased. The action is logged (standard error, JSON) with the
 * orders' numbers, never with the guest's data.
 */

import type { DB } from '#infra/db/database.js'
import { recordAudit } from '#plugins/auth/audit/trail.js'
import { eraseGuestOrders, exportGuestOrders, findGuestOrders } from '#plugins/retention/guest-data.js'

export async function guestDataCommand(db: DB, action: string, who: string): Promise<void> {
  if (action !== 'export' && action !== 'erase') {
    throw new Error('guest-data needs "export" or "erase", then the e-mail address or phone number.')
  }
  const ids = await findGuestOrders(db, who)
  const orders = await exportGuestOrders(db, ids)
  const numbers = orders.map((o) => o.order.number)
  if (action === 'export') {
    process.stdout.write(`${JSON.stringify({ orders }, null, 2)}\n`)
  } else {
    await eraseGuestOrders(db, ids, new Date())
    process.stdout.write(`Erased the personal data of ${ids.length} order(s).\n`)
  }
  // The audit trail: the order numbers only, never the e-mail or phone asked about.
  await recordAudit(
    db,
    {
      action: action === 'export' ? 'guest-data.export' : 'guest-data.erase',
      username: null,
      address: null,
      target: 'command line',
      after: { orders: numbers },
    },
    new Date(),
  )
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), msg: `guest data ${action === 'export' ? 'exported' : 'erased'}`, orders: numbers })}\n`,
  )
}
