import { HttpStatusError } from '../../shared/api.js'

/**
 * Downloads the orders export. The call needs the staff's bearer token, so it cannot be a plain
 * link: the file is fetched, then handed to the browser as a download under the server's name.
 */
export async function downloadOrdersCsv(token: string, from: string, to: string): Promise<void> {
  const url = `/api/reports/orders.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  })
  if (!response.ok) {
    let body = null
    try {
      body = await response.json()
    } catch {
      body = null
    }
    throw new HttpStatusError(response.status, body)
  }
  const blob = await response.blob()
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name ?? `zamowienia-${from}-${to}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}
