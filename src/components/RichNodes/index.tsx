import { createElement, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import type { RichNode } from '../../../types/rich-text'

// H5 (and the neutral build jest uses): the server's rich-text nodes drawn as React elements. Taro's
// H5 <RichText> does the same, but it is a Stencil element whose import registers Taro's whole set
// of them (video, textarea, switch, slider…): 26 KB brotli on the product page's first screen.
// Like RichText, it never parses HTML. The server has sanitized the nodes with an allow-list
// (server/lib/rich-text.ts); the same lists are applied here again, so a node outside them is
// dropped (its text kept) rather than trusted. The mini program uses its native rich-text
// (index.weapp.tsx).

/** server/lib/rich-text.ts TAGS */
const TAGS = new Set(['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'span', 'div',
  'section', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'img', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption'])
const EMPTY = new Set(['br', 'hr', 'img'])
/** attribute → React prop; `style` is the server's own inline style, parsed below */
const ATTRS: Record<string, string> = { src: 'src', alt: 'alt', href: 'href', colspan: 'colSpan', rowspan: 'rowSpan' }
/** an absolute http(s) URL or a path on this site, as the server requires */
const SAFE_URL = /^(https?:\/\/[^/\s]|\/[^/\\\s])/i

/** `display:block;width:100%` → { display: 'block', width: '100%' } */
export function styleObject (css: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const decl of css.split(';')) {
    const at = decl.indexOf(':')
    if (at <= 0) continue
    const name = decl.slice(0, at).trim().toLowerCase()
    if (!/^[a-z-]+$/.test(name)) continue
    out[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = decl.slice(at + 1).trim()
  }
  return out
}

function draw (nodes: RichNode[]): ReactNode[] {
  return nodes.map((n, i) => {
    if ('type' in n) return n.text
    const children = draw(n.children ?? [])
    if (!TAGS.has(n.name)) return children
    const props: Record<string, unknown> = { key: i }
    for (const [name, value] of Object.entries(n.attrs ?? {})) {
      if (name === 'style') props.style = styleObject(value)
      else if (name in ATTRS && ((name !== 'src' && name !== 'href') || SAFE_URL.test(value.trim()))) props[ATTRS[name]] = value
    }
    return createElement(n.name, props, ...(EMPTY.has(n.name) ? [] : children))
  })
}

export function RichNodes ({ nodes, className }: { nodes: RichNode[], className?: string }) {
  return <View className={className}>{draw(nodes)}</View>
}
