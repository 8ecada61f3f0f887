/** The White List lookup's examples in the OpenAPI document, beside its route (docs/api.md). */

export const lookupCompany = {
  parameters: { nip: '7010446505' },
  responses: {
    200: {
      nip: '7010446505',
      name: 'MGBI SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      vatStatus: 'ACTIVE',
      activeVatPayer: true,
      address: { street: 'ŻURAWIA', buildingNumber: '6/12/766', postalCode: '00-503', city: 'WARSZAWA' },
      addressText: 'ŻURAWIA 6/12/766, 00-503 WARSZAWA',
      checkedOn: '2027-01-15',
    },
    404: {
      statusCode: 404,
      error: 'Not Found',
      message: 'Tego NIP nie ma w wykazie podatników VAT. Sprawdź numer albo wpisz dane firmy ręcznie.',
      code: 'NIP_NOT_FOUND',
      field: 'nip',
    },
    503: {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Nie udało się teraz sprawdzić NIP w wykazie podatników VAT. Wpisz dane firmy ręcznie.',
      code: 'WHITE_LIST_UNAVAILABLE',
    },
  },
}
