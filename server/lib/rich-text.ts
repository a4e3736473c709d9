import sanitizeHtml from 'sanitize-html'
import { parseDocument } from 'htmlparser2'
import type { RichNode } from '../../types/rich-text'

type ChildNode = ReturnType<typeof parseDocument>['children'][number]

// Rich HTML written by merchants and the platform (goods descriptions, articles, advert pages):
// cleaned with an allow-list sanitizer (sanitize-html, not regexes) and turned into RichText nodes,
// so the client never parses HTML (on H5, RichText given a string sets innerHTML).

/** Tags kept; everything else is dropped (its text kept, except inside script/style/textarea...). */
const TAGS = ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'span', 'div',
  'section', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'img', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption']

/** An absolute http(s) URL or a path on this site: nothing a browser would run or resolve oddly. */
function safeUrl (v: string | undefined): boolean {
  return v !== undefined && /^(https?:\/\/[^/\s]|\/[^/\\\s])/i.test(v.trim())
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  // no style, class or event attribute anywhere: the look comes from the inline styles added below
  allowedAttributes: { img: ['src', 'alt'], a: ['href'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'select'],
  parser: { decodeEntities: true },
  // beyond the scheme check: links and images only to http(s) or a site path
  transformTags: {
    a: (tagName, attribs) => {
      const kept: Record<string, string> = {}
      if (safeUrl(attribs.href)) kept.href = attribs.href.trim()
      return { tagName, attribs: kept }
    }
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !safeUrl(frame.attribs.src)
}

/** Styles that fit a phone column, inline because WeChat's rich-text does not take page styles. */
const STYLES: Record<string, string> = {
  img: 'display:block;width:100%;height:auto;margin:8px 0;',
  p: 'margin:0 0 12px;line-height:1.8;',
  h1: 'margin:16px 0 10px;font-size:19px;line-height:1.5;',
  h2: 'margin:16px 0 10px;font-size:18px;line-height:1.5;',
  h3: 'margin:16px 0 10px;font-size:17px;line-height:1.5;',
  h4: 'margin:16px 0 10px;font-size:16px;line-height:1.5;',
  table: 'width:100%;border-collapse:collapse;',
  td: 'border:1px solid #eee;padding:4px;',
  th: 'border:1px solid #eee;padding:4px;'
}

/** Allow-list-sanitized HTML: only the tags above, `href`/`src` with http(s) or a relative path. */
export function sanitizeRichHtml (html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS)
}

function toNodes (list: ChildNode[]): RichNode[] {
  const out: RichNode[] = []
  for (const n of list) {
    if (n.type === 'text') {
      if ((n as { data: string }).data !== '') out.push({ type: 'text', text: (n as { data: string }).data })
      continue
    }
    if (n.type !== 'tag') continue
    const el = n as unknown as { name: string, attribs: Record<string, string>, children: ChildNode[] }
    const attrs: Record<string, string> = { ...el.attribs }
    const style = STYLES[el.name]
    if (style !== undefined) attrs.style = style
    const node: RichNode = { name: el.name }
    if (Object.keys(attrs).length > 0) node.attrs = attrs
    const children = toNodes(el.children)
    if (children.length > 0) node.children = children
    out.push(node)
  }
  return out
}

/** Plain text (no tags) is paragraphs, one per line. */
function looksLikeHtml (text: string): boolean {
  return /<[a-z!/][\s\S]*>/i.test(text)
}

/** Sanitize and build the nodes; text that is not HTML becomes paragraphs. */
export function buildRichNodes (content: string): RichNode[] {
  const raw = (content ?? '').trim()
  if (raw === '') return []
  if (!looksLikeHtml(raw)) {
    return raw.split(/\n+/).filter((l) => l.trim() !== '').map((line) => ({ name: 'p', attrs: { style: STYLES.p }, children: [{ type: 'text' as const, text: line }] }))
  }
  return toNodes(parseDocument(sanitizeRichHtml(raw), { decodeEntities: true }).children)
}

/** Contents seen recently → their nodes: goods pages are read far more often than written. */
const cache = new Map<string, RichNode[]>()
const CACHE_SIZE = 500

/** buildRichNodes with a small cache (the same description is served again and again). */
export function richNodes (content: string): RichNode[] {
  const hit = cache.get(content)
  if (hit !== undefined) return hit
  const nodes = buildRichNodes(content)
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  cache.set(content, nodes)
  return nodes
}
