import { useEffect, useRef, useState } from 'react'
import { normalizeNip } from '#domain/nip.js'
import type { WhiteListVatStatus } from '#schemas/enums.js'
import { get, HttpStatusError } from '../../shared/api.js'
import type { Checkout } from './useCheckout.js'

/** The company as GET /api/invoice/company answers it (schemas/white-list.ts). */
interface Company {
  nip: string
  name: string
  vatStatus: WhiteListVatStatus
  activeVatPayer: boolean
  address: { street: string; buildingNumber: string; postalCode: string; city: string } | null
}

/** The fields a look-up fills, in the checkout form. */
const FILLED = [
  'companyName',
  'invoiceStreet',
  'invoiceBuilding',
  'invoicePostalCode',
  'invoiceCity',
] as const
type Filled = Partial<Record<(typeof FILLED)[number], string>>

export type CompanyLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; company: Company }
  | { state: 'notFound' }
  | { state: 'unavailable' }

/**
 * Once a NIP with a valid checksum is typed, the company's name and address come from the VAT
 * White List (through our server, docs/checkout.md) into the invoice fields, which stay editable.
 * Each NIP is asked about once; a register that cannot be asked only leaves a note. Another NIP
 * clears what the previous answer filled in, unless the guest has changed it since.
 */
export function useCompanyLookup(checkout: Checkout): CompanyLookup {
  const { values, set } = checkout
  const nip = values.wantInvoice ? normalizeNip(values.nip) : null
  const [lookup, setLookup] = useState<CompanyLookup>({ state: 'idle' })
  const asked = useRef<string | null>(null)
  const filled = useRef<Filled>({})
  // The latest values and setter, for filling the fields when the answer arrives.
  const latest = useRef({ values, set })
  latest.current = { values, set }

  useEffect(() => {
    if (!nip) {
      asked.current = null
      setLookup({ state: 'idle' })
      return
    }
    if (asked.current === nip) return
    asked.current = nip
    const { values: before, set: clear } = latest.current
    for (const field of FILLED) if (filled.current[field] === before[field]) clear(field, '')
    filled.current = {}
    const controller = new AbortController()
    setLookup({ state: 'loading' })
    get<Company>(`/api/invoice/company?nip=${nip}`, { signal: controller.signal }).then(
      (company) => {
        const { values: now, set } = latest.current
        const fill = (field: (typeof FILLED)[number], text: string) => {
          set(field, text)
          filled.current[field] = text
        }
        fill('companyName', company.name)
        if (company.address) {
          if (now.deliveryType === 'COURIER') set('invoiceSameAddress', false)
          fill('invoiceStreet', company.address.street)
          fill('invoiceBuilding', company.address.buildingNumber)
          fill('invoicePostalCode', company.address.postalCode)
          fill('invoiceCity', company.address.city)
        }
        setLookup({ state: 'found', company })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const notFound = error instanceof HttpStatusError && error.status === 404
        setLookup({ state: notFound ? 'notFound' : 'unavailable' })
      },
    )
    return () => {
      controller.abort()
      // Typed over before the answer: the next NIP (or this one again) is asked anew.
      if (asked.current === nip) asked.current = null
    }
  }, [nip])

  return lookup
}
