import { Type } from '@fastify/type-provider-typebox'
import { GOODS_SORTS } from '../../../types/catalog'
import { me, refused, type App } from '../../context'
import { isRefusal, ok, type Refusal } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Amount, Id } from '../../lib/schemas'
import { parseAttrs, searchWords, type GoodsFilter } from './filters'
import { countSearch } from '../common/search'
import { now } from '../../lib/time'
import { categoryPage, commentPage, drawer, followFeed, goodsDetail, goodsList, likes } from './service'

const FilterQuery = {
  search: Type.Optional(Type.String({ maxLength: 100 })),
  category_id: Type.Optional(Id),
  brand_id: Type.Optional(Id),
  /** JSON object { attribute: value } */
  attrs: Type.Optional(Type.String({ maxLength: 2000 })),
  price_min: Type.Optional(Amount),
  price_max: Type.Optional(Amount),
  shop_id: Type.Optional(Id),
  shop_category_id: Type.Optional(Id)
}

const ListQuery = Type.Object({
  ...PageQuery,
  ...FilterQuery,
  sort: Type.Optional(Type.Union(GOODS_SORTS.map((s) => Type.Literal(s)))),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')]))
})

const DrawerQuery = Type.Object({ search: FilterQuery.search, category_id: FilterQuery.category_id })

interface FilterInput {
  search?: string
  category_id?: number
  brand_id?: number
  attrs?: string
  price_min?: string
  price_max?: string
  shop_id?: number
  shop_category_id?: number
}

function filterOf (q: FilterInput): GoodsFilter | Refusal {
  const attrs = parseAttrs(q.attrs)
  if (isRefusal(attrs)) return attrs
  return {
    words: searchWords(q.search),
    categoryId: q.category_id,
    brandId: q.brand_id,
    attrs,
    priceMin: q.price_min,
    priceMax: q.price_max,
    shopId: q.shop_id,
    shopCategoryId: q.shop_category_id
  }
}

export default async function catalogRoutes (app: App): Promise<void> {
  const { db, views } = app.ctx

  app.get('/api/wanlshop/product/lists', { preValidation: dropEmptyQuery, schema: { querystring: ListQuery } }, async (req) => {
    const q = req.query
    const filter = filterOf(q)
    if (isRefusal(filter)) return refused(req, filter)
    const list = await goodsList(db, filter, q.sort, q.order, pageOf(q.page, q.limit), req.lang)
    // a keyword search that ran and found goods counts toward the hot terms (once per visitor per day)
    if (q.search !== undefined && list.current_page === 1 && list.total > 0) {
      await countSearch(db, q.search, req.user !== null ? [`u:${req.user.id}`, `ip:${req.ip}`] : [`ip:${req.ip}`], now())
    }
    return ok(list)
  })

  app.get('/api/wanlshop/product/drawer', { preValidation: dropEmptyQuery, schema: { querystring: DrawerQuery } }, async (req) => {
    return ok(await drawer(db, { words: searchWords(req.query.search), categoryId: req.query.category_id, attrs: [] }, req.lang))
  })

  app.get('/api/wanlshop/product/goods', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const detail = await goodsDetail(db, views, req.query.id, req.user?.id ?? null, req.lang)
    return isRefusal(detail) ? refused(req, detail) : ok(detail)
  })

  app.get('/api/wanlshop/product/comment', {
    preValidation: dropEmptyQuery,
    schema: {
      querystring: Type.Object({
        id: Id,
        tag: Type.Optional(Type.Union(['all', 'good', 'pertinent', 'poor', 'figure'].map((t) => Type.Literal(t)))),
        ...PageQuery
      })
    }
  }, async (req) => {
    const q = req.query
    const res = await commentPage(db, q.id, (q.tag ?? 'all') as 'all', pageOf(q.page, q.limit, 10))
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  app.get('/api/wanlshop/product/likes', { preValidation: dropEmptyQuery, schema: { querystring: Type.Object(PageQuery) } }, async (req) => {
    return ok(await likes(db, req.user?.id ?? null, pageOf(req.query.page, req.query.limit), req.lang))
  })

  app.get('/api/wanlshop/product/followFeed', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object(PageQuery) }
  }, async (req) => {
    return ok(await followFeed(db, me(req).id, pageOf(req.query.page, req.query.limit), req.lang))
  })

  app.get('/api/wanlshop/common/category', {
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ id: Id, ...PageQuery }) }
  }, async (req) => {
    const res = await categoryPage(db, req.query.id, pageOf(req.query.page, req.query.limit), req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })
}
