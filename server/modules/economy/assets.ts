import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Lang } from '../../lib/i18n'
import { amount } from '../../lib/money'
import { rows } from '../../lib/sql'
import { EARNING_TYPES, type AssetsOverview } from '../../../types/economy'
import type { Bill, BillType } from '../../../types/wallet'
import { billLabel } from '../wallet/bills'

// The Assets screens (spec §2 assets): the user's and the network's figures, and the earnings
// record (ledger rows of the reward bill types). Network figures are sums over the rows that hold
// them: Σ user_economy.power / contribute_amount, BBC burned = what goods payments took in BBC
// net of what refunds gave back.

export async function assetsOverview (db: Db, userId: number): Promise<AssetsOverview> {
  const [r] = await rows<Record<keyof AssetsOverview, string>>(db, sql`
    select coalesce((select power from user_economy where user_id = ${userId}), 0)::text as power,
      coalesce((select community_amount from user_economy where user_id = ${userId}), 0)::text as community_amount,
      coalesce((select contribute_amount from user_economy where user_id = ${userId}), 0)::text as contribute_amount,
      (select coalesce(sum(power), 0) from user_economy)::text as global_power,
      (select coalesce(sum(contribute_amount), 0) from user_economy)::text as global_contribute_amount,
      (select greatest(0, coalesce(-sum(delta), 0)) from ledger where asset = 'bbc' and bill_type in ('goods', 'groups', 'refund', 'groups_refund') and ref_type = 'order')::text as destroy_amount,
      coalesce((select amount from balances where user_id = ${userId} and asset = 'bbt'), 0)::text as bbt,
      (select coalesce(sum(amount), 0) from pledges where user_id = ${userId} and state in (1, 2))::text as pledged`)
  const out = {} as AssetsOverview
  for (const k of Object.keys(r) as Array<keyof AssetsOverview>) out[k] = amount(r[k])
  return out
}

/** The earnings record: the caller's ledger rows of reward types, newest first. */
export async function earnings (db: Db, userId: number, page: number, limit: number, lang: Lang): Promise<{ data: Bill[], more: boolean }> {
  const found = await rows<{ id: number, asset: string, type: BillType, delta: string, after: string, refType: string, refId: string, memo: string, createdAt: number }>(db, sql`
    select id, asset, bill_type as type, delta::text as delta, balance_after::text as after, ref_type as "refType", ref_id as "refId", memo, created_at::int as "createdAt"
    from ledger where user_id = ${userId} and bill_type in (${sql.join(EARNING_TYPES.map((t) => sql`${t}`), sql`, `)})
    order by id desc limit ${limit + 1} offset ${(page - 1) * limit}`)
  return {
    data: found.slice(0, limit).map((b) => ({
      id: b.id, asset: b.asset, type: b.type, type_text: billLabel(b.type, lang), delta: amount(b.delta), balance_after: amount(b.after), ref_type: b.refType, ref_id: b.refId, memo: b.memo, createtime: b.createdAt
    })),
    more: found.length > limit
  }
}
