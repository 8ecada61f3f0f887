import type { Invoice } from '#domain/invoices/model.js'
import { deliveryFeeLine } from '#domain/invoices/model.js'

/** An office lunch: three 8 % sets (123,00 zł), a 23 % drink, courier delivery, one can's deposit. */
export function officeLunch(): Invoice {
  return {
    number: 'FV/2027/01/7',
    issueDate: '2027-01-15',
    saleDate: '2027-01-15',
    createdAt: '2027-01-15T12:30:00.000Z',
    seller: {
      nip: '6762000007',
      name: 'Sakana Sushi sp. z o.o.',
      addressLine1: 'ul. Józefa 12',
      addressLine2: '31-056 Kraków',
    },
    buyer: {
      nip: '1234563218',
      name: 'Biuro "Łąka" & Synowie',
      addressLine1: 'ul. Długa 5/3',
      addressLine2: '31-147 Kraków',
    },
    lines: [
      { name: 'Zestaw Sakana 16 szt.', quantity: 1, unitGross: 4200, gross: 4200, vatRate: 8 },
      { name: 'Maki łosoś <6 szt.>', quantity: 1, unitGross: 3900, gross: 3900, vatRate: 8 },
      { name: 'Nigiri tuńczyk', quantity: 2, unitGross: 1800, gross: 3600, vatRate: 8 },
      { name: 'Ramune', quantity: 1, unitGross: 1199, gross: 1199, vatRate: 23 },
      deliveryFeeLine(600),
    ],
    deposits: [{ name: 'Puszka', quantity: 1, unitAmount: 50, amount: 50 }],
    payment: { form: 'ONLINE', paidOn: '2027-01-15' },
    orderReference: 'A-1042',
    orderDate: '2027-01-15',
  }
}

/** An office's invoice request at checkout (the order's `invoice`): a NIP, the company and its address. */
export const OFFICE_BUYER = {
  nip: '123-456-32-18',
  companyName: 'Biuro „Łąka” sp. z o.o.',
  address: { street: 'ul. Długa', buildingNumber: '5', apartment: '3', postalCode: '31-147', city: 'Kraków' },
}
