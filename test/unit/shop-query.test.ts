import { ShopGoodsQuery } from '../../src/pages/shop/components/goods-query'
import { calls, routeApi } from './helpers/fakes'
import { paged } from './helpers/catalog'

afterEach(() => jest.restoreAllMocks())

test('a shop goods query sends shop, sort, order, category and search; price flips its order', async () => {
  const api = routeApi({ '/wanlshop/product/lists': { data: paged([]) } })
  const q = new ShopGoodsQuery(2, { categoryId: 15, search: ' phone ' })
  await q.refresh()
  expect(calls(api, '/wanlshop/product/lists')[0].data).toEqual({ shop_id: 2, sort: 'composite', order: 'desc', shop_category_id: 15, search: 'phone', page: 1 })
  await q.setSort('price')
  expect(calls(api, '/wanlshop/product/lists').at(-1)?.data).toMatchObject({ sort: 'price', order: 'asc' })
  await q.setSort('price')
  expect(calls(api, '/wanlshop/product/lists').at(-1)?.data).toMatchObject({ sort: 'price', order: 'desc' })
  await q.setSort('sales')
  await q.setCategory(null)
  await q.setSearch('  watch ')
  const last = calls(api, '/wanlshop/product/lists').at(-1)?.data
  expect(last).toEqual({ shop_id: 2, sort: 'sales', order: 'desc', search: 'watch', page: 1 })
})
