/**
 * Every column that belongs to a guest's order is exported and erased (docs/security.md,
 * "Retention and guest data"). The classification below names every table and column of the
 * schema: a new table or column fails this test until it is classified here, and a guest-linked
 * one must then appear in `guest-data export` and hold none of the guest's data after `erase`.
 */
import t from 'tap'
import { eraseGuestOrders, exportGuestOrders, findGuestOrders } from '#plugins/retention/guest-data.js'
import { OPEN, setup } from '../../helpers/payments-setup.js'
import { SmtpSink } from '../../helpers/smtp-sink.js'
import { staffToken } from '../../helpers/staff-helper.js'

/** Columns of an invoice: all kept, an accounting record for the tax period (docs/invoices.md). */
const INVOICE_COLUMNS = [
  'id',
  'order_id',
  'kind',
  'number',
  'issue_date',
  'data',
  'xml',
  'xml_hash',
  'status',
  'attempts',
  'next_attempt_at',
  'locked_until',
  'last_error',
  'first_failed_at',
  'ksef_session_ref',
  'ksef_invoice_ref',
  'ksef_number',
  'upo',
  'created_at',
  'issued_at',
]

/** Guest-linked tables: where the export shows their rows, and each column's fate on erasure. */
const LINKED: Record<string, { exportedAs: string; erased: string[]; kept: string[] }> = {
  orders: {
    exportedAs: 'order',
    erased: [
      'customer_name',
      'customer_phone',
      'customer_email',
      'address_street',
      'address_building',
      'address_apartment',
      'address_floor',
      'address_postal_code',
      'address_city',
      'comment',
      'delivery_note',
      'cancel_reason',
      'pii_erased_at',
    ],
    kept: [
      'number',
      'id',
      'status',
      'delivery_type',
      'payment_method',
      'order_time_type',
      'order_time',
      'expected_at',
      'estimated_ready_at',
      'promo_code',
      'products_grosze',
      'discount_grosze',
      'delivery_grosze',
      'total_grosze',
      // The VAT split and the deposits are the order's accounting (tax law), no personal data.
      'deposits_grosze',
      'vat_by_rate',
      'delivery_vat',
      'language',
      'business_date',
      'extras_chopsticks',
      'extras_soy_sauce',
      'extras_ginger',
      'extras_wasabi',
      'extras_cutlery',
      // The invoice is kept for the accounting period (tax law).
      'invoice_nip',
      'invoice_company',
      'invoice_street',
      'invoice_building',
      'invoice_apartment',
      'invoice_postal_code',
      'invoice_city',
      'created_at',
      'updated_at',
    ],
  },
  order_lines: {
    exportedAs: 'lines',
    erased: [],
    // `options`: the menu's options the line was ordered with (names and prices, no free text).
    kept: [
      'order_id',
      'position',
      'product_id',
      'name',
      'name_en',
      'unit_price_grosze',
      'count',
      'line_total_grosze',
      'vat_rate',
      'gross_grosze',
      'deposit_grosze',
      'options',
    ],
  },
  order_events: {
    exportedAs: 'history',
    erased: ['reason'],
    kept: ['id', 'order_id', 'from_status', 'to_status', 'actor', 'at'],
  },
  payments: {
    exportedAs: 'payment',
    erased: ['customer_ip', 'last_error', 'refund_error'],
    kept: [
      'order_id',
      'provider',
      'provider_order_id',
      'status',
      'amount_grosze',
      'currency',
      'redirect_url',
      'refund_status',
      'refund_id',
      'refund_at',
      'paid_at',
      'method',
      'blik_status',
      'attempt',
      'attempt_at',
      'checked_at',
      'locked_until',
      'created_at',
      'updated_at',
    ],
  },
  payment_attempts: {
    exportedAs: 'paymentAttempts',
    erased: ['refund_error'],
    kept: [
      'provider_order_id',
      'order_id',
      'attempt',
      'created_at',
      'refund_status',
      'refund_id',
      'refund_at',
    ],
  },
  mail_outbox: {
    exportedAs: 'emails',
    erased: ['recipient', 'params', 'last_error'],
    kept: [
      'id',
      'order_id',
      'kind',
      'status',
      'attempts',
      'next_attempt_at',
      'locked_until',
      'message_id',
      'created_at',
      'sent_at',
    ],
  },
  print_jobs: {
    exportedAs: 'printJobs',
    // The jobs of an erased order are deleted (every column): each carried a copy of the order.
    erased: (
      'id printer_id order_id kind copy reprint payload status attempts next_attempt_at locked_until ' +
      'interrupted last_error created_at printed_at'
    ).split(' '),
    kept: [],
  },
  idempotency_keys: {
    exportedAs: 'idempotencyKeys',
    // The stored answer is deleted with its key.
    erased: ['key', 'request_hash', 'status_code', 'response_body', 'order_id', 'created_at'],
    kept: [],
  },
  // The invoice a company asked for: the buyer is the company on the order (NIP, name, address),
  // never the guest's contact; kept by tax law when the order's personal data is erased.
  invoices: { exportedAs: 'invoices', erased: [], kept: INVOICE_COLUMNS },
}

/** Tables with no guest data (staff, the menu, settings, counters, locks, migrations). */
const UNLINKED = new Set([
  'staff_users',
  'staff_sessions',
  // A remembered kitchen tablet: its account, a label from the browser's name, when it was used.
  'staff_devices',
  'staff_recovery_codes',
  'staff_policy',
  // Staff actions: who, when, what changed, never a guest's personal data (docs/security.md).
  'audit_log',
  'site_overrides',
  'site_override_events',
  'promo_codes',
  'menu_availability',
  'menu_categories',
  'menu_products',
  'menu_product_categories',
  'menu_version',
  // The menu editor's photos, change log (staff names, never a guest's) and old slugs.
  'menu_pictures',
  'menu_picture_files',
  'menu_changes',
  'menu_redirects',
  'option_groups',
  'dish_options',
  'product_option_groups',
  'option_availability',
  'page_views',
  'page_view_days',
  'page_view_day_paths',
  'kitchen_settings',
  // Printer settings: names, addresses of printers, secrets; no guest's data.
  'printers',
  'calendar_days',
  'kitchen_slots',
  'job_locks',
  // The VAT White List's answers (public company data, linked to no order) and its searches a day.
  'white_list_companies',
  'white_list_calls',
  // The restaurant's invoicing settings (its own company, a sealed KSeF token) and invoice numbers.
  'invoice_settings',
  'invoice_counters',
  'kysely_migration',
  'kysely_migration_lock',
])

// The guest, as they typed themselves and as staff quoted them.
const SECRETS = [
  'Zofia',
  'Markerowa',
  '600 700 800',
  '600700800',
  'zofia@marker.pl',
  '83.12.34.56',
  'Długa 7',
]

t.test('every table and column is classified; guest-linked ones are exported and erased', async (t) => {
  const smtp = new SmtpSink()
  const smtpUrl = await smtp.start()
  t.teardown(() => smtp.stop())
  smtp.refuse = '5.1.1 <zofia@marker.pl>: Recipient address rejected'
  const { app, payu, place } = await setup(t, { SMTP_URL: smtpUrl })
  // A kitchen printer (nobody listens at its port: its tickets stay queued with their copy of the order).
  const owner = { authorization: `Bearer ${await staffToken(app, 'wlasciciel')}` }
  const printer = await app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: owner,
    payload: { name: 'Kuchnia', kind: 'DIRECT', host: '127.0.0.1', port: 9, courierCopy: true },
  })
  t.equal(printer.statusCode, 201, printer.body)
  const tables = await app.db.introspection.getTables()
  const unclassified: string[] = []
  for (const table of tables) {
    if (UNLINKED.has(table.name)) continue
    const linked = LINKED[table.name]
    if (!linked) {
      unclassified.push(`table ${table.name}`)
      continue
    }
    for (const column of table.columns) {
      if (!linked.erased.includes(column.name) && !linked.kept.includes(column.name))
        unclassified.push(`${table.name}.${column.name}`)
    }
  }
  t.same(unclassified, [], 'every table and column is classified here (guest-linked or not)')

  const customer = { name: 'Zofia Markerowa', phone: '600 700 800', email: 'zofia@marker.pl' }
  const placed = await place({
    customer,
    items: [
      { productId: 'nigiri-losos', count: 4 },
      { productId: 'sashimi-losos', count: 1 },
    ],
    deliveryType: 'COURIER',
    address: { street: 'ul. Długa 7', buildingNumber: '3', apartment: '2', floor: '1', postalCode: '31-147' },
    comment: 'Zofia Markerowa, dzwonić 600 700 800',
    deliveryNote: 'Pytać o Zofię Markerową',
  })
  t.equal(placed.statusCode, 201, placed.body)
  const { id } = placed.json()
  await payu.pay([...payu.orders.values()][0]!.orderId)
  const auth = { authorization: `Bearer ${await staffToken(app)}` }
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/orders/${id}/status`,
    headers: auth,
    payload: { status: 'CANCELLED', reason: 'Zofia Markerowa (600700800) prosiła o anulowanie' },
  })
  t.equal(cancelled.statusCode, 200, cancelled.body)
  await app.mail.run()

  // An invoice issued for the order (written as the queue writes one; its buyer is a company).
  await app.db
    .insertInto('invoices')
    .values({
      order_id: id,
      kind: 'INVOICE',
      number: 'FV/2026/11/1',
      issue_date: '2026-11-25',
      data: JSON.stringify({ buyer: { nip: '1234563218', name: 'Biuro Łąka sp. z o.o.' } }),
      xml: '<Faktura/>',
      xml_hash: 'hash',
      status: 'ISSUED',
      attempts: 1,
      next_attempt_at: OPEN.toISOString(),
      created_at: OPEN.toISOString(),
      issued_at: OPEN.toISOString(),
      ksef_number: '1234563218-20261125-0100401A2B3C-4D',
    })
    .execute()
  const ids = await findGuestOrders(app.db, 'zofia@marker.pl')
  t.same(ids, [id])
  const [exported] = (await exportGuestOrders(app.db, ids)) as Record<string, unknown>[]
  for (const [table, linked] of Object.entries(LINKED)) {
    const part = exported?.[linked.exportedAs]
    const rows = (Array.isArray(part) ? part : [part]) as Record<string, unknown>[]
    t.ok(rows.length > 0 && rows[0], `${table}: exported as ${linked.exportedAs}`)
    for (const column of [...linked.erased, ...linked.kept]) {
      t.ok(rows[0] && column in rows[0], `${table}.${column} is in the export`)
    }
  }
  const everything = JSON.stringify(exported)
  t.ok(
    everything.includes('Markerowa') && everything.includes('83.12.34.56'),
    'the export has the guest’s data',
  )

  await eraseGuestOrders(app.db, ids, OPEN)
  for (const table of Object.keys(LINKED)) {
    const rows = await app.db
      .selectFrom(table as 'orders')
      .selectAll()
      .execute()
    const text = JSON.stringify(rows)
    for (const secret of SECRETS)
      t.notOk(text.includes(secret), `${table} holds no "${secret}" after erasure`)
  }
  t.match(await app.db.selectFrom('orders').select(['total_grosze', 'status']).executeTakeFirst(), {
    status: 'CANCELLED',
  })
})
