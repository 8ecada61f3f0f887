/**
 * The browser's JSON calls (docs/product.md, "Errors"): every POST sends JSON, and a non-OK answer raises
 * `HTTP error! Status: {status}`. The error keeps the server's JSON body, so a page can show its
 * Polish message and tell cases apart by `code`.
 */

import type { ErrorResponse } from '#schemas/common.js'

/** The server's error answer; any field may be missing when a proxy answered instead. */
type ApiErrorBody = Partial<ErrorResponse>

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(`HTTP error! Status: ${status}`)
    this.name = 'HttpStatusError'
  }
}

/** The error of a non-OK answer, with the server's JSON body when it sent one. */
export async function statusError(response: Response): Promise<HttpStatusError> {
  let parsed: ApiErrorBody | null = null
  try {
    parsed = (await response.json()) as ApiErrorBody
  } catch {
    parsed = null
  }
  return new HttpStatusError(response.status, parsed)
}

export interface RequestOptions {
  token?: string | null
  headers?: Record<string, string>
  signal?: AbortSignal
  /** The fetch cache mode: 'no-store' for answers that public caching would make stale for staff. */
  cache?: RequestCache
}

async function request<T>(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  // A DELETE has no body unless it needs one (turning two-factor off sends the current code).
  const bodiless = method === 'GET' || (method === 'DELETE' && body === undefined)
  if (!bodiless) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(url, {
    method,
    headers,
    body: bodiless ? undefined : JSON.stringify(body ?? {}),
    signal: options.signal,
    ...(options.cache ? { cache: options.cache } : {}),
    credentials: 'same-origin',
  })
  if (!response.ok) throw await statusError(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export function get<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', url, undefined, options)
}

export function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', url, body, options)
}

export function patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PATCH', url, body, options)
}

export function put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', url, body, options)
}

export function del<T>(url: string, options?: RequestOptions, body?: unknown): Promise<T> {
  return request<T>('DELETE', url, body, options)
}

/** The server's message for a failed call, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpStatusError && error.body?.message) return error.body.message
  return fallback
}
