import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { addresses, categories, goods, goodsSku, shopFreights, shops, users } from '../server/db/schema'
import { rows } from '../server/lib/sql'
import { now } from '../server/lib/time'
import { issueToken } from '../server/modules/auth/service'
import { hashPayPassword } from '../server/modules/pay/password'
import { createUser } from '../server/modules/user/service'
import { grantDemoBalances } from '../server/modules/wallet/grant'

// Fixtures of the checkout benchmark, made in the server process: BENCH_BUYERS real accounts (the
// demo grant through the ledger, a payment password, a default address, a session token), a shop
// with cheap goods in plenty, and two scarce SKUs (stock taken at order, and at payment) that the
// buyers race for — afterwards verifyOrders() checks nothing was oversold and the ledger balances.

export const BENCH_PAY_PASSWORD = '246813'

export interface OrderFixture {
  buyers: Array<{ id: number, token: string, addressId: number }>
  shopId: number
  regular: Array<{ goodsId: number, skuId: number }>
  scarce: Array<{ goodsId: number, skuId: number, stock: number, method: 'porder' | 'payment' }>
}

export async function prepareOrderBench (db: Db, buyers: number, scarceStock: number): Promise<OrderFixture> {
  const t = now()
  const owner = await createUser(db, { username: 'bench-merchant', nickname: 'Bench merchant' })
  if (owner === null) throw new Error('bench merchant')
  const [{ id: categoryId }] = await db.select({ id: categories.id }).from(categories).where(sql`${categories.type} = 'goods'`).limit(1)
  const [shop] = await db.insert(shops).values({ userId: owner.id, shopname: 'Bench shop', city: '深圳', createdAt: t }).returning({ id: shops.id })
  await db.insert(shopFreights).values({ shopId: shop.id, name: '快递', firstFee: '1.00', additionalFee: '0.50', freeOver: '50.00', createdAt: t })
  const make = async (i: number, stock: number, method: 'porder' | 'payment'): Promise<{ goodsId: number, skuId: number }> => {
    const price = (1 + (i % 5)).toFixed(2)
    const [g] = await db.insert(goods).values({
      shopId: shop.id, categoryId, title: `Bench goods ${i}`, image: '/uploads/demo/logo.png', images: [], price, stockMethod: method, createdAt: t, updatedAt: t
    }).returning({ id: goods.id })
    const [k] = await db.insert(goodsSku).values({ goodsId: g.id, difference: ['默认'], price, stock }).returning({ id: goodsSku.id })
    return { goodsId: g.id, skuId: k.id }
  }
  const regular: OrderFixture['regular'] = []
  for (let i = 0; i < 40; i++) regular.push(await make(i, 10_000_000, i % 3 === 0 ? 'payment' : 'porder'))
  const scarce: OrderFixture['scarce'] = [
    { ...await make(100, scarceStock, 'porder'), stock: scarceStock, method: 'porder' },
    { ...await make(101, scarceStock, 'payment'), stock: scarceStock, method: 'payment' }
  ]
  const hashes = await Promise.all(Array.from({ length: buyers }, async () => await hashPayPassword(BENCH_PAY_PASSWORD)))
  const list: OrderFixture['buyers'] = []
  for (let i = 0; i < buyers; i++) {
    const out = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db
      const u = await createUser(tx, { username: `bench-buyer-${i}`, nickname: `Buyer ${i}` })
      if (u === null) throw new Error('bench buyer')
      await grantDemoBalances(tx, u.id)
      await tx.update(users).set({ payPasswordHash: hashes[i] }).where(sql`${users.id} = ${u.id}`)
      const [a] = await tx.insert(addresses).values({
        userId: u.id, name: `买家${i}`, mobile: '13800138000', province: '广东省', city: '深圳市', district: '南山区', adcode: '440305', address: `科技园 ${i} 号`, isDefault: true, createdAt: t
      }).returning({ id: addresses.id })
      return { id: u.id, addressId: a.id }
    })
    const { token } = await issueToken(db, out.id, 1, 'bench')
    list.push({ ...out, token })
  }
  return { buyers: list, shopId: shop.id, regular, scarce }
}

export interface OrderCheck {
  scarce: Array<{ skuId: number, method: string, initial: number, stock: number, taken: number, orders: number }>
  negativeStock: number
  ledgerMismatches: number
  orders: number
  paid: number
}

/** After the run: the scarce SKUs' stock + what was sold = the initial stock, never below zero; ledger = balances. */
export async function verifyOrders (db: Db, f: OrderFixture): Promise<OrderCheck> {
  const scarce: OrderCheck['scarce'] = []
  for (const s of f.scarce) {
    // porder stock is held by every order not closed; payment stock by every paid order
    const states = s.method === 'porder' ? '(1, 2, 3, 4, 6)' : '(2, 3, 4, 6)'
    const [r] = await rows<{ stock: number, taken: number, orders: number }>(db, sql`
      select (select stock from goods_sku where id = ${s.skuId}) as stock,
        coalesce(sum(og.number), 0)::int as taken, count(distinct o.id)::int as orders
      from order_goods og join orders o on o.id = og.order_id
      where og.sku_id = ${s.skuId} and o.state in ${sql.raw(states)}`)
    scarce.push({ skuId: s.skuId, method: s.method, initial: s.stock, ...r })
  }
  const [neg] = await rows<{ n: number }>(db, sql`select count(*)::int as n from goods_sku where stock < 0`)
  const [mis] = await rows<{ n: number }>(db, sql`
    select count(*)::int as n from balances b
    left join (select user_id, asset, sum(delta) as total from ledger group by user_id, asset) l on l.user_id = b.user_id and l.asset = b.asset
    where b.amount <> coalesce(l.total, 0)`)
  const [o] = await rows<{ orders: number, paid: number }>(db, sql`
    select count(*)::int as orders, count(*) filter (where state = 2)::int as paid from orders where shop_id = ${f.shopId}`)
  return { scarce, negativeStock: neg.n, ledgerMismatches: mis.n, ...o }
}
