/** Promo codes' examples in the OpenAPI document, beside their routes. */

const promoCode = {
  code: 'WITAJ10',
  type: 'PERCENTAGE',
  value: 10,
  active: true,
  validFrom: '2026-06-01',
  validTo: '2026-12-31',
  maxUses: 100,
  uses: 0,
  usable: true,
  createdAt: '2026-06-01T08:00:00.000Z',
  createdBy: 'ania',
}

export const checkPromoCode = {
  request: { promoCode: 'witaj10' },
  responses: { 200: { code: 'WITAJ10', type: 'PERCENTAGE', value: 10 } },
}

export const listPromoCodes = { responses: { 200: [promoCode] } }

export const createPromoCode = {
  request: {
    code: 'WITAJ10',
    type: 'PERCENTAGE',
    value: 10,
    validFrom: '2026-06-01',
    validTo: '2026-12-31',
    maxUses: 100,
  },
  responses: { 201: promoCode },
}

export const updatePromoCode = {
  parameters: { code: 'WITAJ10' },
  request: { active: false },
  responses: { 200: { ...promoCode, active: false, usable: false } },
}
