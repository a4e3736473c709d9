import type { CouponCard, FootprintItem, GoodsComment, GoodsDetail, ShopInfo, Sku, Spu } from '../../../types/catalog'

// Contract-shaped fixtures for the product, shop and favourites tests.

export const SPU: Spu[] = [
  { id: 1, name: '颜色', item: ['Red', 'Blue'] },
  { id: 2, name: '尺码', item: ['S', 'M'] }
]

export const SKU: Sku[] = [
  { id: 11, difference: ['Red', 'S'], image: '/red-s.png', price: '10.00', bbt_price: '20.00', market_price: '15.00', stock: 5 },
  { id: 12, difference: ['Red', 'M'], image: '', price: '12.00', bbt_price: '24.00', market_price: '15.00', stock: 0 },
  { id: 13, difference: ['Blue', 'S'], image: '', price: '11.00', bbt_price: '22.00', market_price: '15.00', stock: 2 },
  { id: 14, difference: ['Blue', 'M'], image: '', price: '13.50', bbt_price: '27.00', market_price: '15.00', stock: 1 }
]

export function comment (over: Partial<GoodsComment> = {}): GoodsComment {
  return {
    id: 1, user: { id: 5, nickname: 'Momo', avatar: '' }, state: 0, content: 'Nice', images: [], sku: 'Red / S', score: '5.0', createtime: 1700000000, anonymous: false,
    ...over
  }
}

export const COUPON: CouponCard = {
  id: 5, shop_id: 2, type: 'reduction', name: '满199减20', price: '20.00', discount: '0', limit: '199.00',
  pretype: 'fixed', validity: 0, startdate: 1794989470, enddate: 1797840670, surplus: 390
}

export function goodsDetail (over: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    id: 7,
    title: 'Aurora phone',
    image: '/g.png',
    images: ['/g.png', '/g2.png'],
    description: 'Fast charging',
    content: '<p>Hello</p><p><img src="/d.png"></p>',
    content_nodes: [
      { name: 'p', children: [{ type: 'text', text: 'Hello' }] },
      { name: 'p', children: [{ name: 'img', attrs: { src: '/d.png', style: 'display:block;width:100%;height:auto;margin:8px 0;' } }] }
    ],
    price: '10.00',
    bbt_price: '20.00',
    market_price: '15.00',
    sales: 1234,
    views: 99,
    like: 8,
    stock: 8,
    stock_method: 'porder',
    pickup: false,
    status: 'normal',
    category: { id: 3, name: 'Phones' },
    brand: null,
    spu: SPU,
    sku: SKU,
    coupon: [COUPON],
    follow: false,
    shop: {
      id: 2, shopname: 'Star Digital', avatar: '/s.png', isself: false, city: 'Shenzhen', like: 2163, goods_count: 15,
      score_describe: '4.7', score_service: '4.9', score_deliver: '5.0', isFollow: false
    },
    comment_list: {
      statistics: { rate: '75.0', total: 8, good: 6, pertinent: 1, poor: 1, figure: 4 },
      data: [comment({ id: 1, content: 'Great phone' }), comment({ id: 2, content: 'Slow delivery', score: '3.0' }), comment({ id: 3, content: 'Third' })]
    },
    shop_recommend: [],
    ...over
  }
}

export function shopInfo (over: Partial<ShopInfo> = {}): ShopInfo {
  return {
    id: 2, shopname: 'Star Digital', avatar: '/s.png', isself: false, city: 'Shenzhen', like: 2163, goods_count: 15,
    score_describe: '4.7', score_service: '4.9', score_deliver: '5.0', isFollow: false,
    image: '/bg.png', bio: 'Ten years of phones', description: 'Long intro', store_type: 'enterprise',
    address: 'Huaqiang Rd 18', tel: '400-800-1037', business_hours: '09:30-21:30', createtime: 1762416670,
    category: [{ id: 15, pid: 0, name: 'Phones', image: '' }],
    ...over
  }
}

export function footprint (id: number, createtime: number, over: Partial<FootprintItem> = {}): FootprintItem {
  return {
    id: 100 + id, footprint_id: id, createtime, title: `Goods ${id}`, image: `/f${id}.png`, price: '9.90', bbt_price: '0',
    market_price: '0', sales: 1, shop_id: 2, shop_name: 'Star Digital',
    ...over
  }
}

export function paged<T> (data: T[], current = 1, last = 1, total = data.length) {
  return { data, current_page: current, last_page: last, total, per_page: 15 }
}
