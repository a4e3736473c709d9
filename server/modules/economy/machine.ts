import { sql } from 'drizzle-orm'
import { PLEDGE_STATE, type PledgeState } from '../../../types/economy'
import type { Db } from '../../db/client'
import { defineMachine } from '../../lib/state-machine'
import { rows, intArray } from '../../lib/sql'
import { applyLedger } from '../wallet/ledger'
import { refreshTier } from './tiers'

// The pledge machine (ECONOMY §3.8): active → redeemable when the term is over (a timer on due_at,
// fired by the scheduler as the system) → redeemed by its owner, which gives the BBT back (ledger
// `system`, ref the pledge) and re-evaluates the node tier, in the transaction that redeems it.
// The UPDATE is guarded by the state, so a double redeem moves the row once and pays once.

const S = PLEDGE_STATE

export interface PledgeFacts { state: PledgeState, dueAt: number }

async function giveBack (tx: Db, ids: number[], at: number): Promise<void> {
  const found = await rows<{ id: number, userId: number, amount: string }>(tx, sql`
    select id, user_id as "userId", amount::text as amount from pledges where id = any(${intArray(ids)}::int[]) order by id`)
  for (const p of found) {
    await applyLedger(tx, { userId: p.userId, asset: 'bbt', delta: p.amount, billType: 'system', refType: 'pledge', refId: p.id, memo: 'pledge redeemed' })
  }
  for (const u of new Set(found.map((p) => p.userId))) await refreshTier(tx, u, at)
}

export const pledgeMachine = defineMachine<PledgeState, 'mature' | 'redeem', never, PledgeFacts, null>({
  name: 'pledge',
  tables: { table: 'pledges', log: 'pledge_logs', logKey: 'pledge_id' },
  states: S,
  initial: S.active,
  final: [S.redeemed],
  wrongState: 'economy.not_due',
  events: {
    mature: { from: S.active, to: S.redeemable, actors: ['system'], after: { column: 'due_at', field: 'dueAt', seconds: () => 0 } },
    redeem: { from: S.redeemable, to: S.redeemed, actors: ['buyer'], stamps: ['redeemtime'], effect: async (tx, ids, ctx) => { await giveBack(tx, ids, ctx.at) } }
  }
})
