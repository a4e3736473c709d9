import { findCategory, sectionsOf } from '@/lib/category'
import { resolveNodeImages } from '@/lib/rich-text'
import type { RichNode } from '../../types/rich-text'
import { PagedList } from '@/stores/paged'
import { HomeFeed, LIKES_PAGE } from '@/pages/index/feed'
import { praiseRate } from '@/pages/goodslist/components/GoodsRow'
import { calls, routeApi } from './helpers/fakes'

afterEach(() => { jest.restoreAllMocks() })

const TREE = [
  { id: 1, pid: 0, name: '数码', image: '', children: [
    { id: 2, pid: 1, name: '手机', image: '', children: [{ id: 3, pid: 2, name: '5G手机', image: '' }] },
    { id: 5, pid: 1, name: '平板', image: '' }
  ] },
  { id: 8, pid: 0, name: '家电', image: '' }
]

describe('category tree', () => {
  it('finds a node at any depth', () => {
    expect(findCategory(TREE, 3)?.name).toBe('5G手机')
    expect(findCategory(TREE, 8)?.name).toBe('家电')
    expect(findCategory(TREE, 99)).toBeNull()
    expect(findCategory(undefined, 1)).toBeNull()
  })
  it('a first level gives its second level and the second levels that have a third', () => {
    const s = sectionsOf(TREE[0])
    expect(s.level2.map((n) => n.id)).toEqual([2, 5])
    expect(s.withChildren.map((n) => n.id)).toEqual([2])
    expect(sectionsOf(TREE[1])).toEqual({ level2: [], withChildren: [] })
  })
})

describe('rich-text nodes from the server', () => {
  it('images get loadable URLs at any depth; text and other attributes stay as sent', () => {
    const nodes: RichNode[] = [
      { name: 'p', attrs: { style: 'margin:0' }, children: [{ type: 'text', text: '<b>not markup</b>' }, { name: 'img', attrs: { src: '/u/a.png', alt: 'a' } }] },
      { name: 'a', attrs: { href: '/x' }, children: [{ type: 'text', text: 'x' }] }
    ]
    expect(resolveNodeImages(nodes, (s) => `https://cdn.test${s}`)).toEqual([
      { name: 'p', attrs: { style: 'margin:0' }, children: [{ type: 'text', text: '<b>not markup</b>' }, { name: 'img', attrs: { src: 'https://cdn.test/u/a.png', alt: 'a' } }] },
      { name: 'a', attrs: { href: '/x' }, children: [{ type: 'text', text: 'x' }] }
    ])
    expect(resolveNodeImages(undefined, (s) => s)).toEqual([])
  })
})

describe('praise rate', () => {
  it('is a whole percentage, none without comments', () => {
    expect(praiseRate(8, 10)).toBe(80)
    expect(praiseRate(2, 3)).toBe(67)
    expect(praiseRate(0, 0)).toBeNull()
    expect(praiseRate(5, 4)).toBe(100)
  })
})

describe('PagedList.prime', () => {
  it('starts from a first page the caller has and continues with page 2', async () => {
    const fetcher = jest.fn(async (p: number) => ({ data: [p * 10], current_page: p, last_page: 2, total: 2, per_page: 1 }))
    const list = new PagedList<number>(fetcher)
    list.prime([1], 2)
    expect(list.status).toBe('more')
    await list.loadMore()
    expect(fetcher).toHaveBeenCalledWith(2)
    expect(list.items).toEqual([1, 20])
    expect(list.status).toBe('over')
    list.prime([], 5)
    expect(list.status).toBe('over')
  })
})

describe('home feed', () => {
  const card = (id: number) => ({ id, title: `g${id}`, image: '', price: '1', bbt_price: '0', market_price: '0', sales: 0, shop_id: 1, shop_name: 's' })
  const pageOf = (ids: number[], current: number, last: number) => ({ data: ids.map(card), current_page: current, last_page: last, total: 40, per_page: 15 })

  it('"recommend" continues the likes module with page 2; a short module has no more', async () => {
    const api = routeApi({ '/wanlshop/product/likes': (req) => ({ data: pageOf([100 + Number(req.data.page)], Number(req.data.page), 3) }) })
    const feed = new HomeFeed(() => false)
    feed.startLikes(Array.from({ length: LIKES_PAGE }, (_, i) => card(i + 1)))
    await feed.loadMore()
    expect(calls(api, '/wanlshop/product/likes')[0].data).toEqual({ page: 2 })
    expect(feed.likes.items).toHaveLength(LIKES_PAGE + 1)

    const short = new HomeFeed(() => false)
    short.startLikes([card(1)])
    expect(short.likes.status).toBe('over')
    await short.loadMore()
    expect(calls(api, '/wanlshop/product/likes')).toHaveLength(1)

    const none = new HomeFeed(() => false)
    none.startLikes(null)
    await Promise.resolve()
    expect(calls(api, '/wanlshop/product/likes').pop()!.data).toEqual({ page: 1 })
  })

  it('"follow" loads only for a logged-in user, and again after logging in', async () => {
    const api = routeApi({ '/wanlshop/product/followFeed': { data: pageOf([7], 1, 1) } })
    let login = false
    const feed = new HomeFeed(() => login)
    feed.setTab('follow')
    await feed.loadMore()
    expect(calls(api, '/wanlshop/product/followFeed')).toHaveLength(0)
    login = true
    feed.onLoginChange()
    await new Promise((r) => setTimeout(r, 0))
    expect(calls(api, '/wanlshop/product/followFeed')).toHaveLength(1)
    expect(feed.follow.items.map((g) => g.id)).toEqual([7])
    expect(feed.follow.status).toBe('over')
  })
})
