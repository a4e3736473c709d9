import Taro from '@tarojs/taro'
import { addToHistory, cleanHistory, HISTORY_MAX, normaliseTerm, SearchHistory, SearchStore, SUGGEST_DELAY } from '@/pages/page/search/store'
import { STORAGE_KEYS, storage } from '@/lib/storage'
import { calls, routeApi } from './helpers/fakes'

beforeEach(() => { localStorage.clear() })
afterEach(() => { jest.useRealTimers(); jest.restoreAllMocks() })

describe('search history rules', () => {
  it('newest first, no duplicates (any letter case), at most 15', () => {
    let h: string[] = []
    for (let i = 1; i <= 20; i++) h = addToHistory(h, `term ${i}`)
    expect(h).toHaveLength(HISTORY_MAX)
    expect(h[0]).toBe('term 20')
    expect(h[14]).toBe('term 6')
    h = addToHistory(h, '  TERM   10 ')
    expect(h[0]).toBe('TERM 10')
    expect(h.filter((x) => x.toLowerCase() === 'term 10')).toHaveLength(1)
    expect(h).toHaveLength(HISTORY_MAX)
    expect(addToHistory(h, '   ')).toEqual(h)
  })

  it('a stored history is cleaned: strings only, deduped, capped', () => {
    expect(cleanHistory(['a', 3, 'b', 'A', null, ' c '] as unknown)).toEqual(['a', 'b', 'c'])
    expect(cleanHistory('nope')).toEqual([])
    expect(cleanHistory(Array.from({ length: 30 }, (_, i) => `t${i}`))).toHaveLength(HISTORY_MAX)
  })

  it('is kept in local storage and cleared with clear()', () => {
    const h = new SearchHistory()
    h.add('tea')
    h.add('phone')
    h.add('tea')
    expect(storage.get('searchHistory')).toEqual(['tea', 'phone'])
    expect(new SearchHistory().items).toEqual(['tea', 'phone'])
    h.remove('phone')
    expect(h.items).toEqual(['tea'])
    h.clear()
    expect(h.items).toEqual([])
    expect(localStorage.getItem(STORAGE_KEYS.searchHistory)).toBeNull()
  })

  it('terms are normalised and cut to 50 characters', () => {
    expect(normaliseTerm(' 蓝牙\u3000 耳机 ')).toBe('蓝牙 耳机')
    expect(normaliseTerm('x'.repeat(80))).toHaveLength(50)
  })
})

describe('SearchStore', () => {
  it('asks for suggestions once typing pauses, and only for the last text', async () => {
    jest.useFakeTimers()
    const api = routeApi({ '/wanlshop/common/search': (req) => ({ data: { categoryList: [], searchList: [`${String(req.data.search)}机`] } }) })
    const s = new SearchStore()
    s.setText('手')
    s.setText('手 ')
    s.setText('耳')
    jest.advanceTimersByTime(SUGGEST_DELAY - 1)
    expect(calls(api, '/wanlshop/common/search')).toHaveLength(0)
    jest.advanceTimersByTime(1)
    expect(calls(api, '/wanlshop/common/search')).toHaveLength(1)
    jest.useRealTimers()
    await new Promise((r) => setTimeout(r, 0))
    expect(s.suggest?.searchList).toEqual(['耳机'])
    s.clearText()
    expect(s.suggest).toBeNull()
    expect(s.typing).toBe(false)
  })

  it('submitting records the term in the history and on the server; empty text is no search', async () => {
    const api = routeApi({ '/wanlshop/common/setSearch': { data: null } })
    const s = new SearchStore(['hot'])
    s.setText('  ')
    expect(s.submit()).toBe('')
    expect(s.submit(' 茶叶  礼盒 ')).toBe('茶叶 礼盒')
    expect(s.history.items[0]).toBe('茶叶 礼盒')
    const sent = calls(api, '/wanlshop/common/setSearch')
    expect(sent).toHaveLength(1)
    expect(sent[0].method).toBe('POST')
    expect(sent[0].data).toEqual({ keywords: '茶叶 礼盒' })
    s.dispose()
  })

  it('hot terms come from the server, with the init terms as a fallback', async () => {
    routeApi({ '/wanlshop/common/searchList': { data: ['a', 'b'] } })
    const s = new SearchStore(['x'])
    expect(s.hot).toEqual(['x'])
    await s.loadHot()
    expect(s.hot).toEqual(['a', 'b'])
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.reject(new Error('offline'))) as never)
    const t = new SearchStore(['x'])
    await t.loadHot()
    expect(t.hot).toEqual(['x'])
  })
})
