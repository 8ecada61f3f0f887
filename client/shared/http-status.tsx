import { createContext, type ReactNode, useContext } from 'react'

/** Filled during server rendering: the HTTP status the page asks for. */
export interface RenderStatus {
  status: number
}

const RenderStatusContext = createContext<RenderStatus | null>(null)

export function RenderStatusProvider(props: { value: RenderStatus; children: ReactNode }) {
  return <RenderStatusContext.Provider value={props.value}>{props.children}</RenderStatusContext.Provider>
}

/** Sets the HTTP status of a server-rendered page (404 for unknown pages); nothing in the browser. */
export function HttpStatus(props: { code: number }) {
  const context = useContext(RenderStatusContext)
  if (context) context.status = props.code
  return null
}
