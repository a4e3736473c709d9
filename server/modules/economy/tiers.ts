import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rows } from '../../lib/sql'
import type { NodeTier } from '../../../types/economy'

// Node tiers (ECONOMY §3.8): user_economy.node_tier = the higher of the tier the user's pledged BBT
// reaches and the tier of any node NFT they have staked on chain. One statement computes both from
// the rows and upserts it, so it is right whatever changed (a pledge, a redeem, an NFT stake) and
// whoever asks; thresholds come from the settings row in force.

/** The SQL tier of a pledged amount, thresholds from the economy settings (defaults of types/settings.ts). */
const THRESHOLDS = sql`(select
    coalesce((select (value->>'node_ordinary_bbt')::numeric from settings where key = 'economy'), 1000) as t1,
    coalesce((select (value->>'node_senior_bbt')::numeric from settings where key = 'economy'), 5000) as t2,
    coalesce((select (value->>'node_super_bbt')::numeric from settings where key = 'economy'), 20000) as t3)`

/** Recomputes and stores one user's node tier; returns it. */
export async function refreshTier (tx: Db, userId: number, at: number): Promise<NodeTier> {
  const [r] = await rows<{ tier: number }>(tx, sql`
    with p as (select coalesce(sum(amount), 0) as pledged from pledges where user_id = ${userId} and state in (1, 2)),
    th as ${THRESHOLDS},
    n as (select coalesce(max(n.tier), 0) as tier from node_nfts n join users u on u.wallet_address = n.owner where u.id = ${userId} and n.staked),
    t as (select greatest(
        case when p.pledged >= th.t3 then 3 when p.pledged >= th.t2 then 2 when p.pledged >= th.t1 then 1 else 0 end,
        n.tier) as tier from p, th, n)
    insert into user_economy (user_id, node_tier, updated_at) select ${userId}, t.tier, ${at} from t
    on conflict (user_id) do update set node_tier = excluded.node_tier, updated_at = excluded.updated_at
    returning node_tier as tier`)
  return r.tier as NodeTier
}

/** The parts: pledged BBT and the best staked NFT's tier. */
export async function tierParts (db: Db, userId: number): Promise<{ pledged: string, nftTier: NodeTier, tier: NodeTier }> {
  const [r] = await rows<{ pledged: string, nft: number, tier: number | null }>(db, sql`
    select (select coalesce(sum(amount), 0)::text from pledges where user_id = ${userId} and state in (1, 2)) as pledged,
      (select coalesce(max(n.tier), 0) from node_nfts n join users u on u.wallet_address = n.owner where u.id = ${userId} and n.staked) as nft,
      (select node_tier from user_economy where user_id = ${userId}) as tier`)
  return { pledged: r.pledged, nftTier: r.nft as NodeTier, tier: (r.tier ?? 0) as NodeTier }
}
