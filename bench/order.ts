/** The order every benchmark places: three kinds of nigiri and sashimi, by courier, cash, ASAP. */
export const BENCH_ORDER_BODY = JSON.stringify({
  items: [
    { productId: 'nigiri-losos', count: 2 },
    { productId: 'sashimi-losos', count: 1 },
    { productId: 'nigiri-tunczyk', count: 2 },
  ],
  deliveryType: 'COURIER',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  customer: { name: 'Bench Mark', phone: '600100200', email: 'bench@example.pl' },
  address: { street: 'Józefa', buildingNumber: '1', postalCode: '31-056' },
  acceptTerms: true,
})
