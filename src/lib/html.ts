// Article and advert HTML (server content) prepared for RichText: anything active removed, and
// images, paragraphs and headings given inline styles that fit a phone column (inline because
// weapp's rich-text does not take page styles).

const IMG_STYLE = 'max-width:100%;height:auto;display:block;margin:8px auto;border-radius:6px;'
const P_STYLE = 'margin:0 0 12px;line-height:1.8;'

/** Scripts, styles, frames, forms and event handlers out; javascript: links neutralised. */
export function sanitizeHtml (html: string): string {
  return String(html ?? '')
    .replace(/<(script|style|iframe|object|embed|form|textarea)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?(script|style|iframe|object|embed|form|textarea|link|meta|base)\b[^>]*>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*(["']?)\s*javascript:[^"'\s>]*\2/gi, '$1="#"')
}

function withStyle (tag: string, attrs: string, style: string): string {
  const m = /\sstyle\s*=\s*(["'])([\s\S]*?)\1/i.exec(attrs)
  if (m) return `<${tag}${attrs.replace(m[0], ` style=${m[1]}${style}${m[2]}${m[1]}`)}>`
  return `<${tag}${attrs} style="${style}">`
}

/** Sanitised HTML with phone-friendly inline styles; plain text becomes paragraphs. */
export function prepareHtml (html: string): string {
  const raw = String(html ?? '').trim()
  if (!raw) return ''
  const isHtml = /<[a-z][\s\S]*>/i.test(raw)
  const body = isHtml
    ? sanitizeHtml(raw)
    : raw.split(/\n+/).map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`).join('')
  return body
    .replace(/<img\b([^>]*?)\/?>/gi, (_m, attrs: string) => withStyle('img', attrs, IMG_STYLE))
    .replace(/<p\b([^>]*)>/gi, (_m, attrs: string) => withStyle('p', attrs, P_STYLE))
    .replace(/<(h[1-4])\b([^>]*)>/gi, (_m, tag: string, attrs: string) => withStyle(tag, attrs, 'margin:16px 0 10px;font-size:17px;line-height:1.5;'))
}
