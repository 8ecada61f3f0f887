import { createElement, type ReactNode } from 'react'
import { parseRichText, type RichNode } from '#domain/menu/rich-text.js'

function toReact(nodes: RichNode[], keyPrefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`
    if (node.type === 'text') return node.text
    if (node.tag === 'br') return createElement('br', { key })
    return createElement(node.tag, { key }, ...toReact(node.children, `${key}.`))
  })
}

/**
 * Catalog HTML (descriptions, additional info) rendered as React elements from an allowlist of
 * tags, never as a raw string in the DOM.
 */
export function RichText(props: { html: string; className?: string }) {
  return <div className={props.className}>{toReact(parseRichText(props.html))}</div>
}
