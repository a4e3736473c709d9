import { sql } from 'drizzle-orm'
import { WITHDRAW_STATE, type WithdrawState } from '../../../types/wallet'
import type { Db } from '../../db/client'
import { defineMachine } from '../../lib/state-machine'
import { rows, intArray } from '../../lib/sql'
import { applyLedger } from './ledger'

// The withdrawal machine (spec §4): created (applying) → successed | rejected. Amount and fee left
// the balance when it was created; a rejection credits both back (ledger rows `withdraw` and
// `withdraw_fee`, ref the withdrawal) in the transaction that rejects it.

const S = WITHDRAW_STATE

export interface WithdrawFacts { state: WithdrawState }

async function giveBack (tx: Db, ids: number[]): Promise<void> {
  const found = await rows<{ id: number, userId: number, asset: 'usdt', amount: string, fee: string }>(tx, sql`
    select id, user_id as "userId", asset, amount::text as amount, fee::text as fee from withdrawals where id = any(${intArray(ids)}::int[]) order by id`)
  for (const w of found) {
    await applyLedger(tx, { userId: w.userId, asset: w.asset, delta: w.amount, billType: 'withdraw', refType: 'withdrawal', refId: w.id, memo: 'withdrawal rejected' })
    if (Number(w.fee) > 0) await applyLedger(tx, { userId: w.userId, asset: w.asset, delta: w.fee, billType: 'withdraw_fee', refType: 'withdrawal', refId: w.id, memo: 'withdrawal rejected' })
  }
}

export const withdrawMachine = defineMachine<WithdrawState, 'approve' | 'reject', never, WithdrawFacts, null>({
  name: 'withdrawal',
  tables: { table: 'withdrawals', log: 'withdrawal_logs', logKey: 'withdrawal_id' },
  states: S,
  initial: S.created,
  final: [S.successed, S.rejected],
  wrongState: 'wallet.withdraw_wrong_state',
  events: {
    approve: { from: S.created, to: S.successed, actors: ['platform'], stamps: ['transfertime'] },
    reject: { from: S.created, to: S.rejected, actors: ['platform'], effect: async (tx, ids) => { await giveBack(tx, ids) } }
  }
})
