import { sql } from 'drizzle-orm'
import { LISTING_STATE, type ListingState } from '../../../types/merchant'
import type { Db } from '../../db/client'
import { refuse, isRefusal, type Refusal } from '../../lib/envelope'
import { rows } from '../../lib/sql'
import { forgetCatalogCaches } from '../catalog/service'
import type { Hub } from '../../realtime/hub'
import { pushNotice } from '../notice/service'
import { notify } from './application'
import { listingMachine, moveListing } from './machine'

// The platform's side of the listing (admin console, reviewer): the review queue, approve or
// reject with a reason (an approved product goes on sale, or to the warehouse when its sale status
// says so), and take a product on sale down with a reason. Audited in the transaction.

const L = LISTING_STATE

export interface AdminGoodsRow {
  id: number, title: string, title_en: string, image: string, images: string[], price: string, description: string, description_en: string,
  content: string, content_en: string,
  shop_id: number, shop_name: string, listing_state: ListingState, sale_status: string, reason: string, updated_at: number,
  spu: Array<{ name: string, item: string[] }>, sku: Array<{ difference: string[], price: string, bbt_price: string, stock: number }>
}

export async function adminGoods (db: Db, state: ListingState, page: number): Promise<{ total: number, per_page: number, current_page: number, last_page: number, data: AdminGoodsRow[] }> {
  const per = 15
  const [list, [{ n }]] = await Promise.all([
    rows<AdminGoodsRow>(db, sql`
      select g.id, g.title, g.title_en, g.image, g.images, g.price::text as price, g.description, g.description_en, g.content, g.content_en, g.shop_id, s.shopname as shop_name,
        g.listing_state, g.sale_status, g.listing_reason as reason, g.updated_at::int as updated_at,
        coalesce((select json_agg(json_build_object('name', p.name, 'item', p.item) order by p.id) from goods_spu p where p.goods_id = g.id), '[]') as spu,
        coalesce((select json_agg(json_build_object('difference', k.difference, 'price', k.price::text, 'bbt_price', k.bbt_price::text, 'stock', k.stock) order by k.id) from goods_sku k where k.goods_id = g.id), '[]') as sku
      from goods g join shops s on s.id = g.shop_id where g.listing_state = ${state}
      order by g.updated_at ${state === L.review ? sql`asc` : sql`desc`}, g.id limit ${per} offset ${(page - 1) * per}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from goods where listing_state = ${state}`)
  ])
  return { total: n, per_page: per, current_page: page, last_page: Math.max(1, Math.ceil(n / per)), data: list }
}

type Decision = 'approve' | 'reject' | 'ban'

export async function decideGoods (db: Db, hub: Hub, adminId: number, id: number, decision: Decision, reason: string, at: number,
  audit: (tx: Db, before: unknown, after: unknown) => Promise<void>): Promise<{ id: number, listing_state: ListingState } | Refusal> {
  if (decision !== 'approve' && reason.trim() === '') return refuse('merchant.reason')
  const out = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [g] = await rows<{ state: ListingState, title: string, titleEn: string, userId: number, saleStatus: string }>(tx, sql`
      select g.listing_state as state, g.title, g.title_en as "titleEn", s.user_id as "userId", g.sale_status as "saleStatus" from goods g join shops s on s.id = g.shop_id where g.id = ${id} for update of g`)
    if (g === undefined) return refuse('merchant.goods_not_found')
    // an approved product goes where the merchant's sale status says: on sale, or the warehouse
    const event = decision === 'approve' && g.saleStatus === 'warehouse' ? 'approve_warehouse' : decision
    const moved = await moveListing(tx, [id], event, { kind: 'platform', id: adminId }, at, { reason: decision === 'approve' ? '' : reason.trim() })
    if (moved.length === 0) return refuse('merchant.goods_wrong_state')
    const to = listingMachine.spec.events[event].to
    await audit(tx, { listing_state: g.state }, { listing_state: to, reason })
    // the shop's owner hears the result (with the reason unless approved), once per decision
    const key = event === 'approve_warehouse' ? 'merchant.goods_approved_warehouse' : decision === 'approve' ? 'merchant.goods_approved' : decision === 'reject' ? 'merchant.goods_rejected' : 'merchant.goods_banned'
    const notice = await notify(tx, g.userId, key, { title: { zh: g.title, en: g.titleEn }, reason: reason.trim() }, at, { modules: 'goods', modulesId: id })
    return { id, listing_state: to as ListingState, notice }
  })
  if (isRefusal(out)) return out
  forgetCatalogCaches(db)
  await pushNotice(hub, out.notice)
  return { id: out.id, listing_state: out.listing_state }
}
