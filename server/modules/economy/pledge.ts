import { sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { pledges } from '../../db/schema'
import { refuse, isRefusal, type Refusal } from '../../lib/envelope'
import { claimKey, requestHash, storeResult } from '../../lib/idempotency'
import { Decimal, amount } from '../../lib/money'
import { rows } from '../../lib/sql'
import { DAY, now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { PLEDGE_STATE, PLEDGE_TERMS, type NodeEquities, type NodeTier, type Pledge, type PledgeRecord, type PledgeState } from '../../../types/economy'
import { checkPayPassword } from '../pay/password'
import { applyLedger } from '../wallet/ledger'
import { parseAmount } from '../wallet/settings'
import { pledgeMachine } from './machine'
import { economySettings, pledgeTier } from './settings'
import { refreshTier, tierParts } from './tiers'

// BBT pledge (ECONOMY §3.8): staking internal BBT for 30 / 90 / 180 days. The BBT leaves the
// balance when pledged (ledger `system`, ref the pledge) and comes back when redeemed after the
// term (machine.ts); the node tier is re-evaluated in the same transaction both times.

export interface PledgeRequest { amount: string, days: number, pay_password: string, key: string }

export async function pledge (db: Db, userId: number, req: PledgeRequest, at = now()): Promise<Pledge | Refusal> {
  if (!(PLEDGE_TERMS as readonly number[]).includes(req.days)) return refuse('economy.term')
  const amt = parseAmount(req.amount, 2)
  if (isRefusal(amt)) return amt
  const wrong = await checkPayPassword(db, userId, req.pay_password, at)
  if (wrong !== null) return wrong
  const hash = requestHash({ amount: amt.toFixed(), days: req.days })
  return await inTransaction<Pledge>(db, async (tx) => {
    const claim = await claimKey<Pledge>(tx, userId, 'pledge', req.key, hash, at, 'economy.stale_key')
    if ('refusal' in claim) return claim
    if (!claim.fresh) return claim.result
    const [p] = await tx.insert(pledges).values({
      userId, amount: amt.toFixed(), days: req.days, state: PLEDGE_STATE.active, createdAt: at, dueAt: at + req.days * DAY, updatedAt: at
    }).returning()
    await pledgeMachine.logCreated(tx, [p.id], { kind: 'buyer', id: userId }, at)
    const after = await applyLedger(tx, { userId, asset: 'bbt', delta: amt.neg().toFixed(), billType: 'system', refType: 'pledge', refId: p.id, memo: `pledge ${req.days}d` })
    if (after === null) {
      const [b] = await rows<{ amount: string }>(tx, sql`select amount::text as amount from balances where user_id = ${userId} and asset = 'bbt'`)
      return refuse('economy.insufficient', { asset: 'BBT', available: amount(b?.amount ?? '0', 2) })
    }
    await refreshTier(tx, userId, at)
    const out = view({ ...p, state: PLEDGE_STATE.active, redeemtime: null }, at)
    await storeResult(tx, userId, 'pledge', req.key, out)
    return out
  })
}

/** Redeems the caller's pledge once its term is over (maturing it first if the timer has not yet run). */
export async function redeem (db: Db, userId: number, id: number, at = now()): Promise<Pledge | Refusal> {
  return await inTransaction<Pledge>(db, async (tx) => {
    const owner = sql`user_id = ${userId}`
    const [p] = await rows<PledgeRow>(tx, sql`select ${COLS} from pledges where id = ${id} and user_id = ${userId} for update`)
    if (p === undefined) return refuse('economy.pledge_missing')
    if (p.state === PLEDGE_STATE.redeemed) return refuse('economy.redeemed')
    if (p.state === PLEDGE_STATE.active) {
      if (p.dueAt > at) return refuse('economy.not_due')
      await pledgeMachine.fire(tx, [id], 'mature', { kind: 'system', id: null }, { at, settings: null, where: owner })
    }
    const moved = await pledgeMachine.fire(tx, [id], 'redeem', { kind: 'buyer', id: userId }, { at, settings: null, where: owner })
    if (moved.length !== 1) return refuse('economy.redeemed')
    const [after] = await rows<PledgeRow>(tx, sql`select ${COLS} from pledges where id = ${id}`)
    return view(after, at)
  })
}

interface PledgeRow { id: number, amount: string, days: number, state: PledgeState, createdAt: number, dueAt: number, redeemtime: number | null }
const COLS = sql`id, amount::text as amount, days, state, created_at::int as "createdAt", due_at::int as "dueAt", redeemtime::int as redeemtime`

function view (p: PledgeRow, at: number): Pledge {
  return {
    id: p.id,
    amount: amount(p.amount),
    days: p.days,
    state: p.state,
    createtime: p.createdAt,
    duetime: p.dueAt,
    redeemtime: p.redeemtime,
    can_redeem: p.state === PLEDGE_STATE.redeemable || (p.state === PLEDGE_STATE.active && p.dueAt <= at)
  }
}

/** The caller's pledges not yet redeemed, soonest due first. */
export async function activePledges (db: Db, userId: number, at = now()): Promise<Pledge[]> {
  const found = await rows<PledgeRow>(db, sql`select ${COLS} from pledges where user_id = ${userId} and state in (1, 2) order by due_at, id limit 100`)
  return found.map((p) => view(p, at))
}

/** pledgeRecord: every stake and every redemption, newest first. */
export async function pledgeRecords (db: Db, userId: number, page: number, limit: number): Promise<{ data: PledgeRecord[], more: boolean }> {
  const found = await rows<{ kind: 'stake' | 'redeem', id: number, amount: string, days: number, time: number, state: PledgeState }>(db, sql`
    select * from (
      select 'stake' as kind, id, amount::text as amount, days, created_at::int as time, state from pledges where user_id = ${userId}
      union all
      select 'redeem', id, amount::text, days, redeemtime::int, state from pledges where user_id = ${userId} and redeemtime is not null
    ) r order by time desc, id desc, kind limit ${limit + 1} offset ${(page - 1) * limit}`)
  return { data: found.slice(0, limit).map((r) => ({ ...r, amount: amount(r.amount) })), more: found.length > limit }
}

/** pledgeEquities: the three tiers, the caller's tier, its parts and the BBT to the next. */
export async function equities (db: Db, config: Config, userId: number): Promise<NodeEquities> {
  const s = await economySettings(db, config)
  const parts = await tierParts(db, userId)
  const pTier = pledgeTier(parts.pledged, s)
  const tier = Math.max(pTier, parts.nftTier) as NodeTier
  const nextTier = tier < 3 ? (tier + 1) as 1 | 2 | 3 : null
  return {
    tiers: ([3, 2, 1] as const).map((t) => ({ tier: t, threshold: amount(s.node_bbt[t]), weight: s.node_weight[t] })),
    node_tier: tier,
    pledge_tier: pTier,
    nft_tier: parts.nftTier,
    pledged: amount(parts.pledged),
    next: nextTier === null ? null : { tier: nextTier, needed: amount(Decimal.max(0, new Decimal(s.node_bbt[nextTier]).minus(parts.pledged))) }
  }
}
