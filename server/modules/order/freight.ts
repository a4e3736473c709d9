import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { Decimal, money } from '../../lib/money'
import { intArray, rows } from '../../lib/sql'

// Shipping: each shop's template (its first one): first_fee for the first item, additional_fee for
// every further item, free once the goods total reaches free_over. Self-pickup pays nothing.

export interface FreightTemplate { id: number, name: string, firstFee: string, additionalFee: string, freeOver: string | null }

export async function freightTemplates (db: Db, shopIds: number[]): Promise<Map<number, FreightTemplate>> {
  if (shopIds.length === 0) return new Map()
  const found = await rows<FreightTemplate & { shopId: number }>(db, sql`
    select distinct on (shop_id) shop_id as "shopId", id, name, first_fee::text as "firstFee",
      additional_fee::text as "additionalFee", free_over::text as "freeOver"
    from shop_freights where shop_id = any(${intArray(shopIds)}::int[]) order by shop_id, id`)
  return new Map(found.map((r) => [r.shopId, r]))
}

export interface Freight { id: number | null, name: string, price: string }

export const NO_FREIGHT_NAME = '包邮'
export const PICKUP_NAME = '到店自提'

export function freightFor (template: FreightTemplate | undefined, items: number, goodsTotal: Decimal, pickup: boolean): Freight {
  if (pickup) return { id: null, name: PICKUP_NAME, price: money(0) }
  if (template === undefined) return { id: null, name: NO_FREIGHT_NAME, price: money(0) }
  const free = template.freeOver !== null && goodsTotal.gte(template.freeOver)
  const price = free ? new Decimal(0) : new Decimal(template.firstFee).plus(new Decimal(template.additionalFee).mul(Math.max(0, items - 1)))
  return { id: template.id, name: template.name, price: money(price) }
}
