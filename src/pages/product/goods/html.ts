// The product description is merchant HTML. Before RichText shows it: images get absolute URLs
// (weapp has no page origin) and a full-width block style (rich-text ignores page CSS), and
// scripts/styles/event handlers are dropped.

export function richHtml (html: string, resolve: (src: string) => string): string {
  if (!html) return ''
  return html
    .replace(/<(script|style|iframe)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/<img\b([^>]*?)\/?>/gi, (_m, attrs: string) => {
      const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attrs)
      const url = src ? resolve(src[2] ?? src[3] ?? '') : ''
      const rest = attrs
        .replace(/\ssrc\s*=\s*("[^"]*"|'[^']*')/i, '')
        .replace(/\s(style|width|height)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .trim()
      return `<img src="${url}" style="display:block;width:100%;height:auto;" ${rest}/>`.replace(/\s+\/>$/, '/>')
    })
    .replace(/<p>/gi, '<p style="margin:0 0 8px;line-height:1.7;">')
}
