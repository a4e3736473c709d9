import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok, refuse } from '../../lib/envelope'
import { Id } from '../../lib/schemas'
import { changeCart, syncCart, type StorageChange } from './service'

const Pair = Type.Object({ goods_id: Id, sku_id: Id })
/** `add`: one line; `del`/`follow`: the lines to remove */
const StorageData = Type.Union([
  Type.Object({ goods_id: Id, shop_id: Type.Optional(Id), sku_id: Id, number: Type.Integer({ minimum: 1, maximum: 99_999 }) }),
  Type.Array(Pair, { minItems: 1, maxItems: 200 })
])

export default async function cartRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.post('/api/wanlshop/cart/synchro', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        // the device's lines are checked one by one (bad lines are skipped, not refused)
        cart: Type.Union([Type.Null(), Type.Array(Type.Object({
          goods_id: Type.Number(), shop_id: Type.Optional(Type.Number()), sku_id: Type.Number(), number: Type.Number()
        }), { maxItems: 200 })])
      })
    }
  }, async (req) => {
    return ok(await syncCart(db, me(req).id, req.body.cart, req.lang))
  })

  app.post('/api/wanlshop/cart/storage', {
    config: { auth: true },
    schema: {
      body: Type.Object({
        type: Type.Union(['empty', 'add', 'bcadd', 'bcsub', 'del', 'follow'].map((v) => Type.Literal(v))),
        data: Type.Optional(StorageData),
        goods_id: Type.Optional(Id),
        sku_id: Type.Optional(Id),
        number: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }))
      })
    }
  }, async (req) => {
    const b = req.body
    let change: StorageChange | null = null
    switch (b.type) {
      case 'empty': change = { type: 'empty' }; break
      case 'add':
        if (b.data !== undefined && !Array.isArray(b.data)) change = { type: 'add', goods_id: b.data.goods_id, sku_id: b.data.sku_id, number: b.data.number }
        break
      case 'bcadd': case 'bcsub':
        if (b.goods_id !== undefined && b.sku_id !== undefined && b.number !== undefined) change = { type: b.type, goods_id: b.goods_id, sku_id: b.sku_id, number: b.number }
        break
      case 'del': case 'follow':
        if (Array.isArray(b.data)) change = { type: b.type, pairs: b.data }
    }
    if (change === null) return refused(req, refuse('cart.data_required'))
    const res = await changeCart(db, me(req).id, change)
    if (isRefusal(res)) return refused(req, res)
    return ok(res, t(req, change.type === 'follow' ? 'cart.followed' : 'cart.updated'))
  })
}
