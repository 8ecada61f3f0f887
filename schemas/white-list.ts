import { Type } from '@sinclair/typebox'
import { DateString, literalUnion } from './common.js'
import { WHITE_LIST_VAT_STATUSES } from './enums.js'

/** GET /api/invoice/company?nip=: the NIP as the guest typed it (spaces, dashes and `PL` allowed). */
export const CompanyQuery = Type.Object({
  nip: Type.String({
    minLength: 1,
    maxLength: 32,
    description: 'The NIP, 10 digits (spaces, dashes, PL allowed)',
  }),
})

const CompanyAddress = Type.Object({
  street: Type.String(),
  buildingNumber: Type.String(),
  postalCode: Type.String({ pattern: '^\\d{2}-\\d{3}$' }),
  city: Type.String(),
})

/** A company as the VAT White List has it on the day asked about (public register data). */
export const Company = Type.Object({
  nip: Type.String({ pattern: '^\\d{10}$' }),
  name: Type.String(),
  vatStatus: literalUnion(WHITE_LIST_VAT_STATUSES),
  activeVatPayer: Type.Boolean({ description: 'statusVat is "Czynny"' }),
  address: Type.Union([CompanyAddress, Type.Null()], {
    description: 'The register address split into the checkout fields; null when it cannot be split',
  }),
  addressText: Type.Union([Type.String(), Type.Null()], {
    description: 'The address as the register writes it',
  }),
  checkedOn: DateString,
})
