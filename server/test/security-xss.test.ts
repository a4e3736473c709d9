import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import type { RichNode } from '../../types/rich-text'
import { adverts, articles, goods } from '../db/schema'
import { buildRichNodes, sanitizeRichHtml } from '../lib/rich-text'
import { now } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient } from './helpers/client'
import { makeGoods, makeShop, makeUser, okData } from './helpers/buying'
import { CORPUS } from './helpers/xss-corpus'

// Stored XSS: rich HTML (goods descriptions, articles, advert pages) is sanitized on the server with
// an allow-list and served as RichText nodes. A corpus of known bypasses must come out inert.

const ALLOWED_TAGS = new Set(['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'span', 'div',
  'section', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'img', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption'])

/** Every element allowed, every attribute harmless: no handlers, URLs only http(s) or a path. */
function assertInert (nodes: RichNode[], label: string): void {
  for (const n of nodes) {
    if ('type' in n) { assert.equal(n.type, 'text'); continue }
    assert.ok(ALLOWED_TAGS.has(n.name), `${label}: tag <${n.name}>`)
    for (const [k, v] of Object.entries(n.attrs ?? {})) {
      assert.ok(['src', 'alt', 'href', 'style', 'colspan', 'rowspan'].includes(k), `${label}: attribute ${k}`)
      if (k === 'href' || k === 'src') assert.match(v, /^(https?:\/\/[^/]|\/[^/])/, `${label}: ${k}=${v}`)
      if (k === 'style') assert.doesNotMatch(v, /url\(|expression|javascript|behavior/i, `${label}: style ${v}`)
    }
    assertInert(n.children ?? [], label)
  }
}

function assertInertHtml (html: string, label: string): void {
  assert.doesNotMatch(html, /<(script|iframe|svg|math|object|embed|form|input|details|style|meta|base|link|body|video|audio|textarea|select|button)\b/i, `${label}: ${html}`)
  assert.doesNotMatch(html, /\son[a-z]+\s*=/i, `${label}: ${html}`)
  assert.doesNotMatch(html, /javascript:|vbscript:|data:text/i, `${label}: ${html}`)
}

let srv: TestServer
before(async () => { srv = await startServer() })
after(async () => { await srv.close() })

describe('rich HTML sanitizing', () => {
  test('every bypass in the corpus comes out inert, as HTML and as nodes', () => {
    for (const attack of CORPUS) {
      assertInertHtml(sanitizeRichHtml(attack), attack)
      assertInert(buildRichNodes(attack), attack)
    }
  })

  test('ordinary content survives: paragraphs, headings, images, links, entities, plain text', () => {
    const nodes = buildRichNodes('<h2>规格</h2><p>容量 500&nbsp;ml &amp; 保温 <b>12 小时</b></p><img src="/uploads/demo/a.png" alt="图"><a href="https://example.com/x">more</a>')
    assert.deepEqual(nodes.map((n) => 'name' in n ? n.name : n.type), ['h2', 'p', 'img', 'a'])
    const p = nodes[1] as { children: RichNode[] }
    assert.deepEqual(p.children[0], { type: 'text', text: '容量 500\u00a0ml & 保温 ' })
    assert.equal((nodes[2] as { attrs: Record<string, string> }).attrs.src, '/uploads/demo/a.png')
    assert.match((nodes[2] as { attrs: Record<string, string> }).attrs.style, /width:100%/)
    assert.equal((nodes[3] as { attrs: Record<string, string> }).attrs.href, 'https://example.com/x')
    assert.deepEqual(buildRichNodes('第一行\n第二行 <不是标签'), [
      { name: 'p', attrs: { style: 'margin:0 0 12px;line-height:1.8;' }, children: [{ type: 'text', text: '第一行' }] },
      { name: 'p', attrs: { style: 'margin:0 0 12px;line-height:1.8;' }, children: [{ type: 'text', text: '第二行 <不是标签' }] }
    ])
  })

  test('goods descriptions, articles and advert pages are served sanitized, with nodes', async () => {
    const api = new ApiClient(srv.url)
    const merchant = await makeUser(srv.db, srv.url, 'merchant')
    const shop = await makeShop(srv.db, merchant.id)
    const made = await makeGoods(srv.db, shop)
    const attack = CORPUS.join('\n')
    await srv.db.update(goods).set({ content: attack }).where(eq(goods.id, made.id))
    const detail = okData(await api.get<{ content: string, content_nodes: RichNode[] }>('/wanlshop/product/goods', { id: made.id }))
    assertInertHtml(detail.content, 'goods content')
    assert.ok(detail.content_nodes.length > 0)
    assertInert(detail.content_nodes, 'goods nodes')

    const [art] = await srv.db.insert(articles).values({ categoryId: 1, kind: 'help', title: 't', content: attack, createdAt: now() }).returning({ id: articles.id })
    const article = okData(await api.get<{ content: string, content_nodes: RichNode[] }>('/wanlshop/article/details', { id: art.id }))
    assertInertHtml(article.content, 'article content')
    assertInert(article.content_nodes, 'article nodes')

    const [ad] = await srv.db.insert(adverts).values({ module: 'page', title: 'ad', media: '/uploads/demo/a.png', content: attack }).returning({ id: adverts.id })
    const advert = okData(await api.get<{ content: string, content_nodes: RichNode[] }>('/wanlshop/article/adDetails', { id: ad.id }))
    assertInertHtml(advert.content, 'advert content')
    assertInert(advert.content_nodes, 'advert nodes')
  })
})
