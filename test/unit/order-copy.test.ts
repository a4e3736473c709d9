import { setCurrentLang, t, tIn } from '@/i18n'
import { ORDER_COPY, STATE_NAMES, VIEWERS, orderCopy, timeRows } from '@/pages/user/order/copy'
import { STATE } from '@/pages/user/order/rules'

afterEach(() => setCurrentLang('zh'))

const LANGS = ['zh', 'en'] as const

describe('order copy: every state × viewer has its own words, in both languages', () => {
  it.each(VIEWERS.flatMap((v) => STATE_NAMES.map((s) => [v, s] as const)))('%s × %s: label, headline, hint and time label are real texts', (viewer, state) => {
    const c = ORDER_COPY[viewer][state]
    for (const lang of LANGS) {
      for (const key of [c.label, c.headline, c.hint, c.timeLabel]) {
        const text = tIn(lang, key)
        expect(text).not.toBe(key)
        expect(text.trim().length).toBeGreaterThan(1)
        // no Chinese left in English, no English words in Chinese
        if (lang === 'en') expect(text).not.toMatch(/[\u4e00-\u9fff]/)
        else expect(text).not.toMatch(/[a-z]{3,}/i)
      }
    }
  })

  it('the shop never reads the buyer\'s copy, and the buyer never reads the shop\'s', () => {
    for (const lang of LANGS) {
      for (const s of ['unpaid', 'paid', 'shipped', 'received'] as const) {
        expect(tIn(lang, ORDER_COPY.sell[s].hint)).not.toBe(tIn(lang, ORDER_COPY.buy[s].hint))
      }
      const sellerTexts = STATE_NAMES.map((s) => tIn(lang, ORDER_COPY.sell[s].hint) + tIn(lang, ORDER_COPY.sell[s].headline)).join('|')
      expect(sellerTexts).not.toMatch(/your goods|preparing|请耐心等待|注意查收|快来评价|感谢您的购买/i)
      const buyerTexts = STATE_NAMES.map((s) => tIn(lang, ORDER_COPY.buy[s].hint) + tIn(lang, ORDER_COPY.buy[s].headline)).join('|')
      expect(buyerTexts).not.toMatch(/请尽快发货|please ship|买家已/i)
    }
    expect(tIn('zh', orderCopy(STATE.paid, 'sell').hint)).toBe('买家已付款，请尽快发货')
    expect(tIn('en', orderCopy(STATE.paid, 'sell').hint)).toBe('The buyer has paid — please ship soon')
    expect(tIn('en', orderCopy(STATE.paid, 'buy').hint)).toBe('The seller is preparing your goods')
  })

  it('a closed order ends "关闭时间 / Closed", never "成交时间 / Completed"', () => {
    const base = { createtime: 100, paytime: null, delivertime: null, taketime: null }
    const closed = timeRows({ ...base, state: STATE.closed, dealtime: 200 })
    expect(closed.map(([k, ts]) => [t(k), ts])).toEqual([['下单时间', 100], ['关闭时间', 200]])
    setCurrentLang('en')
    expect(closed.map(([k]) => t(k))).toEqual(['Placed', 'Closed'])
    for (const lang of LANGS) {
      expect(tIn(lang, ORDER_COPY.buy.closed.timeLabel)).not.toBe(tIn(lang, 'order.dealtime'))
      expect(tIn(lang, ORDER_COPY.sell.closed.timeLabel)).not.toBe(tIn(lang, 'order.dealtime'))
    }
    const done = timeRows({ ...base, paytime: 110, delivertime: 120, taketime: 130, state: STATE.completed, dealtime: 200 })
    expect(done.map(([k]) => tIn('zh', k))).toEqual(['下单时间', '付款时间', '发货时间', '收货时间', '成交时间'])
  })

  it('the cancel dialog\'s buttons are "再想想 / 取消订单" and "Keep order / Cancel order"', () => {
    expect([tIn('zh', 'order.keepOrder'), tIn('zh', 'order.action.cancel')]).toEqual(['再想想', '取消订单'])
    expect([tIn('en', 'order.keepOrder'), tIn('en', 'order.action.cancel')]).toEqual(['Keep order', 'Cancel order'])
  })
})
