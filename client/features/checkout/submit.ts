import type { OrderCreated } from '#schemas/orders.js'
import { HttpStatusError, post } from '../../shared/api.js'

/** Network failures are retried with the same Idempotency-Key: at most this many attempts. */
const MAX_ATTEMPTS = 3

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends the order with its Idempotency-Key. A network failure (no answer at all) is retried with
 * the same key after 1 s and 2 s, so the server creates the order at most once; a server answer
 * (2xx or an error) ends the attempt.
 */
export async function submitOrder(
  payload: unknown,
  idempotencyKey: string,
  onRetry?: (attempt: number) => void,
  delay: (ms: number) => Promise<unknown> = wait,
): Promise<OrderCreated> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await post<OrderCreated>('/api/order', payload, {
        headers: { 'idempotency-key': idempotencyKey },
      })
    } catch (error) {
      const network = !(error instanceof HttpStatusError) || error.status >= 500
      if (!network || attempt >= MAX_ATTEMPTS) throw error
      onRetry?.(attempt)
      await delay(1000 * attempt)
    }
  }
}

/** A UUID for the Idempotency-Key (crypto.randomUUID where the browser has it). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Leaves the site for the payment page (a seam: tests replace `assign`). */
export const paymentRedirect = {
  assign(url: string): void {
    window.location.assign(url)
  },
}
