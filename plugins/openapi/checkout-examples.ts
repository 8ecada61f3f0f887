/** Examples of the checkout's details (docs/checkout.md) for the OpenAPI document (operations.ts). */

/** In POST /api/order. */
export const checkoutRequestExample = {
  extras: { chopsticks: 3, soySauce: true, ginger: true, wasabi: false, cutlery: false },
  deliveryNote: 'Domofon 12, brama od podwórza, 3 piętro.',
  invoice: {
    nip: 'PL 774-000-14-54',
    companyName: 'Przykładowa Firma sp. z o.o.',
    address: { street: 'ul. Grodzka', buildingNumber: '15', postalCode: '31-006', city: 'Kraków' },
  },
}

/** In the guest's and the staff's view of an order. */
export const extrasExample = {
  chopsticks: 3,
  soySauce: true,
  ginger: true,
  wasabi: false,
  cutlery: false,
  line: 'Pałeczki: 3 · sos sojowy · imbir · bez wasabi',
}

/** In the staff's view of an order. */
export const staffDetailsExample = {
  deliveryNote: 'Domofon 12, brama od podwórza, 3 piętro.',
  invoice: {
    nip: '7740001454',
    companyName: 'Przykładowa Firma sp. z o.o.',
    address: {
      street: 'ul. Grodzka',
      buildingNumber: '15',
      apartment: null,
      postalCode: '31-006',
      city: 'Kraków',
    },
  },
}
