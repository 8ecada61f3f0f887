/** The day's report in the OpenAPI document, beside its routes (docs/kitchen.md). */
const dailyReport = {
  date: '2026-06-14',
  orders: {
    total: 31,
    byStatus: { NEW: 1, ACCEPTED: 2, READY: 0, IN_DELIVERY: 1, COMPLETED: 25, CANCELLED: 2 },
  },
  revenue: {
    completedOrders: 25,
    total: 3218.45,
    byPaymentMethod: { CASH: 1104.2, CARD: 912.5, ONLINE: 1201.75 },
    byDeliveryType: { SELF: 1380.21, COURIER: 1838.24 },
  },
  discounts: { total: 84.3, orders: 6 },
  // 912,30 + 2299,65 + 6,50 of deposits = 3218,45, the revenue.
  vat: [
    { rate: 23, gross: 912.3, net: 741.71, vat: 170.59 },
    { rate: 8, gross: 2299.65, net: 2129.31, vat: 170.34 },
  ],
  deposits: 6.5,
  invoices: { REQUESTED: 0, ISSUING: 1, ISSUED: 4, FAILED: 0, CORRECTED: 0 },
  averageBasket: 128.74,
  topProducts: [
    { productId: 'nigiri-losos', name: 'Nigiri z łososiem', count: 58 },
    { productId: 'uramaki-philadelphia', name: 'Uramaki Philadelphia', count: 40 },
  ],
  cancellations: [
    { number: 17, createdAt: '2026-06-14T16:05:12.345Z', total: 118.89, reason: 'Brak łososia' },
  ],
}

const csv =
  '\uFEFFNumer;Data i godzina;Status;Dostawa;Płatność;Produkty;Rabat (zł);Koszt dostawy (zł);Razem (zł);Kod rabatowy;Kod pocztowy\r\n' +
  '42;2026-06-14 18:05;Zakończone;Dostawa;Gotówka;4 × Nigiri z łososiem, 1 × Sashimi z łososia;12,10;9,99;118,89;WITAJ10;31-056\r\n'

export const getDailyReport = {
  parameters: { date: '2026-06-14' },
  responses: { 200: dailyReport },
}

export const exportOrdersCsv = {
  parameters: { from: '2026-06-01', to: '2026-06-30' },
  responses: { 200: csv },
}
