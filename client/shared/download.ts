import { statusError } from './api.js'

/**
 * Downloads a file the staff session guards (the orders export, the menu's export and price list):
 * the file is fetched with the staff token as `Authorization: Bearer` (docs/security.md, "Staff
 * sessions"), then
 * handed to the browser as a download under the server's name (or `fallbackName`).
 */
export async function downloadFile(token: string, url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok) throw await statusError(response)
  const blob = await response.blob()
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name ?? fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** Downloads the orders export of a date range. */
export function downloadOrdersCsv(token: string, from: string, to: string): Promise<void> {
  const url = `/api/reports/orders.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`
  return downloadFile(token, url, `zamowienia-${from}-${to}.csv`)
}
