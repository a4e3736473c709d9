import type { RichNode } from '../../types/rich-text'

// Rich content arrives from the server already sanitized and parsed into RichText nodes
// (server/lib/rich-text.ts): the client never turns HTML into markup. All that is left here is
// giving images a URL the platform can load (the mini program has no page origin).

/** The nodes with every image `src` passed through `resolve` (e.g. assetUrl); other nodes as they are. */
export function resolveNodeImages (nodes: RichNode[] | undefined, resolve: (src: string) => string): RichNode[] {
  return (nodes ?? []).map((n) => {
    if ('type' in n) return n
    const attrs = n.name === 'img' && n.attrs?.src !== undefined ? { ...n.attrs, src: resolve(n.attrs.src) } : n.attrs
    const children = n.children === undefined ? undefined : resolveNodeImages(n.children, resolve)
    return { name: n.name, ...(attrs !== undefined ? { attrs } : {}), ...(children !== undefined ? { children } : {}) }
  })
}
