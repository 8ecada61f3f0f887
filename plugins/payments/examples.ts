/** PayU's notification in the OpenAPI document, beside its route (docs/checkout.md). */

export const payuNotify = {
  parameters: {
    'openpayu-signature':
      'sender=checkout;signature=c33a38d89fb60f873c039fcec3a14743;algorithm=MD5;content=DOCUMENT',
    'x-openpayu-signature':
      'sender=checkout;signature=c33a38d89fb60f873c039fcec3a14743;algorithm=MD5;content=DOCUMENT',
  },
  responses: { 200: { received: true } },
}
