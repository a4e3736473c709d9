import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, goods, goodsSku, shopFreights, shops, users } from '../../db/schema'
import { issueToken } from '../../modules/auth/service'
import { hashPayPassword } from '../../modules/pay/password'
import { createUser } from '../../modules/user/service'
import { changeBalance } from '../../modules/wallet/ledger'
import type { Asset } from '../../../types/user'
import { now } from '../../lib/time'
import { ApiClient, type Res } from './client'

// Fixtures for the buying suites, written straight to the database (fast and exact): users with
// tokens, a shop with goods and SKUs of chosen stock, stock method, pickup and price, balances
// through the ledger, a payment password. Everything the tests check still goes through HTTP.

export interface TestUser { id: number, api: ApiClient }

let serial = 0

export async function makeUser (db: Db, base: string, nickname = 'tester'): Promise<TestUser> {
  serial++
  const row = await createUser(db, { username: `t${serial}_${Date.now()}`, nickname: `${nickname}${serial}` })
  if (row === null) throw new Error('no user')
  const { token } = await issueToken(db, row.id, 30, 'test')
  const api = new ApiClient(base)
  api.token = token
  return { id: row.id, api }
}

export async function credit (db: Db, userId: number, asset: Asset, delta: string): Promise<void> {
  const after = await changeBalance(db, { userId, asset, delta, billType: 'system', memo: 'test' })
  assert.ok(after !== null)
}

export async function setPayPassword (db: Db, userId: number, password = '123456'): Promise<void> {
  await db.update(users).set({ payPasswordHash: await hashPayPassword(password) }).where(eq(users.id, userId))
}

let categoryId: number | null = null

export async function makeShop (db: Db, ownerId: number, freight?: { first: string, additional: string, freeOver: string | null }, name = 'Test shop'): Promise<number> {
  const [shop] = await db.insert(shops).values({ userId: ownerId, shopname: name, city: '深圳', createdAt: now() }).returning({ id: shops.id })
  if (freight !== undefined) {
    await db.insert(shopFreights).values({ shopId: shop.id, name: '快递', firstFee: freight.first, additionalFee: freight.additional, freeOver: freight.freeOver, createdAt: now() })
  }
  return shop.id
}

export interface GoodsSpec {
  price?: string
  stock?: number
  stockMethod?: 'porder' | 'payment'
  pickup?: boolean
  status?: string
  skus?: number
  title?: string
}

export interface MadeGoods { id: number, skus: number[] }

export async function makeGoods (db: Db, shopId: number, spec: GoodsSpec = {}): Promise<MadeGoods> {
  if (categoryId === null) {
    const [c] = await db.insert(categories).values({ name: 'Test category' }).returning({ id: categories.id })
    categoryId = c.id
  }
  const t = now()
  const price = spec.price ?? '10.00'
  const [g] = await db.insert(goods).values({
    shopId, categoryId, title: spec.title ?? `Goods ${++serial}`, image: '/uploads/demo/g.png', images: [], price,
    stockMethod: spec.stockMethod ?? 'porder', pickup: spec.pickup ?? false, status: spec.status ?? 'normal', createdAt: t, updatedAt: t
  }).returning({ id: goods.id })
  const skus: number[] = []
  for (let i = 0; i < (spec.skus ?? 1); i++) {
    const [k] = await db.insert(goodsSku).values({ goodsId: g.id, difference: [`v${i}`], price, stock: spec.stock ?? 100 }).returning({ id: goodsSku.id })
    skus.push(k.id)
  }
  return { id: g.id, skus }
}

/** Forget the category made for the previous database (each suite has its own). */
export function resetFixtures (): void {
  categoryId = null
}

export async function stockOf (db: Db, skuId: number): Promise<number> {
  const [k] = await db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, skuId))
  return k.stock
}

export async function balanceOf (db: Db, userId: number, asset: Asset): Promise<string> {
  const r = await db.execute(sql`select amount::text as a from balances where user_id = ${userId} and asset = ${asset}`) as unknown as { rows: Array<{ a: string }> }
  return r.rows[0]?.a ?? '0'
}

/** For every user and asset: the sum of the ledger deltas equals the balance. */
export async function assertLedgerBalances (db: Db): Promise<number> {
  const r = await db.execute(sql`
    select b.user_id, b.asset, b.amount::text as amount, coalesce(l.total, 0)::text as total
    from balances b left join (select user_id, asset, sum(delta) as total from ledger group by user_id, asset) l
      on l.user_id = b.user_id and l.asset = b.asset
    where b.amount <> coalesce(l.total, 0)
    union all
    select l.user_id, l.asset, '0', l.total::text from (select user_id, asset, sum(delta) as total from ledger group by user_id, asset) l
    where not exists (select 1 from balances b where b.user_id = l.user_id and b.asset = l.asset)`) as unknown as { rows: unknown[] }
  assert.deepEqual(r.rows, [], 'ledger sums equal balances')
  const n = await db.execute(sql`select count(*)::int as n from balances`) as unknown as { rows: Array<{ n: number }> }
  return n.rows[0].n
}

export function okData<T> (res: Res<T>): T {
  assert.equal(res.body.code, 1, res.body.msg)
  return res.body.data
}

export function refusedWith (res: Res<unknown>, msg: string | RegExp): void {
  assert.equal(res.status, 200)
  assert.equal(res.body.code, 0, `expected a refusal, got ${JSON.stringify(res.body).slice(0, 200)}`)
  if (typeof msg === 'string') assert.equal(res.body.msg, msg)
  else assert.match(res.body.msg, msg)
}

export const BEIJING = { name: '林小满', mobile: '13800138000', province: '北京市', city: '北京市', district: '朝阳区', adcode: '110105', address: '建国路 88 号 1201' }
