import type { Db } from '../../db/client'
import type { Asset } from '../../../types/user'
import { applyLedger } from './ledger'

// DEMO_GRANT: every new account starts with something to spend (embedded demo installs), credited
// through the ledger in the transaction that creates the account.

export const DEMO_GRANT: ReadonlyArray<{ asset: Asset, amount: string }> = [
  { asset: 'usdt', amount: '1000' },
  { asset: 'bbc', amount: '2000' },
  { asset: 'score', amount: '10000' }
]

export async function grantDemoBalances (tx: Db, userId: number): Promise<void> {
  for (const g of DEMO_GRANT) {
    await applyLedger(tx, { userId, asset: g.asset, delta: g.amount, billType: 'system', refType: 'user', refId: userId, memo: 'demo grant' })
  }
}
