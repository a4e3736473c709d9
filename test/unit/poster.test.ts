import { ellipsize, layoutPoster, PosterEmptyError, qrMatrix, wrapText, type DrawOp, type PosterInput } from '@/lib/poster'
import { withInviteCode } from '@/lib/invite'
import { parseInviteCode } from '@/lib/invite'

// A deterministic stand-in for canvas measureText: the font size in px from the font string, a
// CJK character one em wide, anything else half an em.
const measure = (text: string, font: string): number => {
  const px = Number(/(\d+)px/.exec(font)?.[1] ?? 10)
  return Array.from(text).reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? px : px / 2), 0)
}
const F = '10px sans-serif'

function input (over: Partial<PosterInput> = {}): PosterInput {
  return {
    kind: 'goods', title: '新鲜水果礼盒', image: '/uploads/a.png', price: '¥12.50', nickname: '小满',
    byline: '小满 推荐给你', qrCaption: '长按识别二维码', qr: qrMatrix('https://shop.example.com/#/pages/product/goods?id=1'), measure, ...over
  }
}
const texts = (ops: DrawOp[]): string[] => ops.flatMap((o) => o.op === 'text' ? [o.text] : [])

describe('wrapText', () => {
  it('breaks CJK text between any two characters, every line within the width', () => {
    const lines = wrapText('一二三四五六七八九十', 40, 5, F, measure)
    expect(lines).toEqual(['一二三四', '五六七八', '九十'])
    for (const l of lines) expect(measure(l, F)).toBeLessThanOrEqual(40)
  })
  it('breaks Latin text between words and keeps words whole', () => {
    expect(wrapText('fresh fruit gift box', 60, 5, F, measure)).toEqual(['fresh fruit', 'gift box'])
  })
  it('mixes CJK and Latin', () => {
    expect(wrapText('苹果 iPhone 手机壳', 50, 5, F, measure)).toEqual(['苹果', 'iPhone 手', '机壳'])
  })
  it('ends the last allowed line with an ellipsis when the text is longer', () => {
    const lines = wrapText('一二三四五六七八九十', 40, 2, F, measure)
    expect(lines).toEqual(['一二三四', '五六七…'])
    expect(measure(lines[1], F)).toBeLessThanOrEqual(40)
    const en = wrapText('a very long english product title here', 60, 2, F, measure)
    expect(en).toHaveLength(2)
    expect(en[1].endsWith('…')).toBe(true)
    expect(measure(en[1], F)).toBeLessThanOrEqual(60)
  })
  it('cuts a word wider than the line by characters', () => {
    expect(wrapText('abcdefghijkl', 30, 3, F, measure)).toEqual(['abcdef', 'ghijkl'])
    expect(wrapText('abcdefghijklmnop', 30, 2, F, measure)).toEqual(['abcdef', 'ghijk…'])
  })
  it('collapses whitespace and returns nothing for an empty text', () => {
    expect(wrapText('  一\n\n二  ', 100, 2, F, measure)).toEqual(['一 二'])
    expect(wrapText('   ', 100, 2, F, measure)).toEqual([])
  })
  it('ellipsize leaves a fitting text alone', () => {
    expect(ellipsize('短', 100, F, measure)).toBe('短')
    expect(ellipsize('一二三四五六', 30, F, measure)).toBe('一二…')
  })
})

describe('layoutPoster', () => {
  it('draws the picture, price, title, byline and a QR code with its caption', () => {
    const l = layoutPoster(input())
    expect(l.width).toBe(600)
    expect(l.ops[0]).toMatchObject({ op: 'rect', x: 0, y: 0, w: 600, h: l.height })
    expect(l.ops.find((o) => o.op === 'image')).toMatchObject({ src: '/uploads/a.png' })
    expect(texts(l.ops)).toEqual(['¥12.50', '新鲜水果礼盒', '小满 推荐给你', '长按识别二维码'])
    const qr = l.ops.find((o) => o.op === 'qr')
    expect(qr).toBeDefined()
    // every op lies inside the poster
    for (const o of l.ops) {
      if (o.op === 'text') { expect(o.y).toBeLessThanOrEqual(l.height); expect(o.x).toBeLessThanOrEqual(l.width) }
      if (o.op === 'qr') expect(o.x + o.size).toBeLessThanOrEqual(l.width)
    }
  })
  it('keeps a long CJK title to two lines with an ellipsis, left of the QR code', () => {
    const l = layoutPoster(input({ title: '超长的商品标题'.repeat(10) }))
    const qr = l.ops.find((o) => o.op === 'qr') as Extract<DrawOp, { op: 'qr' }>
    const titles = l.ops.filter((o): o is Extract<DrawOp, { op: 'text' }> => o.op === 'text' && o.font.includes('30px'))
    expect(titles).toHaveLength(2)
    expect(titles[1].text.endsWith('…')).toBe(true)
    for (const t of titles) expect(t.x + measure(t.text, t.font)).toBeLessThan(qr.x)
  })
  it('shows no price for a shop and the subtitle instead', () => {
    const l = layoutPoster(input({ kind: 'shop', price: '9', subtitle: '好店推荐' }))
    expect(texts(l.ops)).toEqual(['新鲜水果礼盒', '好店推荐', '小满 推荐给你', '长按识别二维码'])
  })
  it('draws an invitation without a picture as a banner with its title', () => {
    const l = layoutPoster(input({ kind: 'invite', image: '', price: undefined, title: '邀请你加入', subtitle: '邀请码 AB12' }))
    expect(l.ops.some((o) => o.op === 'image')).toBe(false)
    expect(texts(l.ops)).toContain('邀请你加入')
    expect(texts(l.ops)).toContain('邀请码 AB12')
  })
  it('refuses an empty title, a missing picture or an empty link (spec §5: share content and picture cannot be empty)', () => {
    expect(() => layoutPoster(input({ title: '  ' }))).toThrow(PosterEmptyError)
    expect(() => layoutPoster(input({ image: '' }))).toThrow(PosterEmptyError)
    expect(() => layoutPoster(input({ kind: 'team', image: '' }))).toThrow(PosterEmptyError)
    expect(() => layoutPoster(input({ qr: [] }))).toThrow(PosterEmptyError)
  })
  it('grows taller with a subtitle', () => {
    expect(layoutPoster(input({ subtitle: '两行的副标题'.repeat(5) })).height).toBeGreaterThan(layoutPoster(input()).height)
  })
})

describe('share links', () => {
  it('adds the sharer\'s invite code once, and the start-up parser reads it back', () => {
    const p = withInviteCode('/pages/product/goods?id=3', 'AB12')
    expect(p).toBe('/pages/product/goods?id=3&invite_code=AB12')
    expect(withInviteCode(p, 'ZZ')).toBe(p)
    expect(withInviteCode('/pages/index', 'AB12')).toBe('/pages/index?invite_code=AB12')
    expect(withInviteCode('/pages/index', '')).toBe('/pages/index')
    expect(parseInviteCode(`https://shop.example.com/#${p}`)).toBe('AB12')
  })
  it('qrMatrix is a square of modules', () => {
    const m = qrMatrix('https://shop.example.com/#/pages/index?invite_code=AB12')
    expect(m.length).toBeGreaterThanOrEqual(21)
    for (const row of m) expect(row).toHaveLength(m.length)
  })
})
