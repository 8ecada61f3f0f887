import { createContext, useContext } from 'react'

/** The site's public origin (canonical URLs, JSON-LD), from the server's configuration. */
export const OriginContext = createContext<string>('')

export function useOrigin(): string {
  return useContext(OriginContext)
}
