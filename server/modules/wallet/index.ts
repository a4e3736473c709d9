import type { DomainModule } from '../../lib/module'
import { cardCount } from './cards'
import { depositJobs } from './deposit'
import { withdrawMachine } from './machine'
import { messages } from './messages'
import routes from './routes'
import { recordScorePrice } from './service'

// The wallet module's manifest (lib/module.ts): the ledger and its bill types, balances and bills,
// on-chain recharge (the deposit watcher's jobs), withdrawals (their machine), transfers, bank
// cards and real name. The finance and reviewer actions are service functions (withdraw.ts
// adminWithdrawals/approveWithdrawal/rejectWithdrawal, cards.ts adminRealNames/reviewRealName).

const manifest: DomainModule<typeof messages> = {
  name: 'wallet',
  routes,
  machines: [{ machine: withdrawMachine, settings: () => null }],
  jobs: [...depositJobs, { name: 'wallet.score_price_day', every: 3600, run: async (db, at) => { await recordScorePrice(db, at) } }],
  messages,
  statistics: { dynamic: async (db, userId) => ({ accountbank: await cardCount(db, userId) }) }
}
export default manifest
