import type { DomainModule } from '../../lib/module'
import walletAdminRoutes, { walletQueues } from './admin'
import { cardCount } from './cards'
import { depositJobs } from './deposit'
import { withdrawMachine } from './machine'
import { messages } from './messages'
import routes from './routes'
import { recordScorePrice } from './service'

// The wallet module's manifest (lib/module.ts): the ledger and its bill types, balances and bills,
// on-chain recharge (the deposit watcher's jobs), withdrawals (their machine), transfers, bank
// cards and real name. The finance and reviewer actions (withdraw.ts, cards.ts) are the console's
// Withdrawals and Real-name screens through admin.ts, with their dashboard queues.

const manifest: DomainModule<typeof messages> = {
  name: 'wallet',
  routes,
  adminRoutes: walletAdminRoutes,
  adminQueues: walletQueues,
  machines: [{ machine: withdrawMachine, settings: () => null }],
  jobs: [...depositJobs, { name: 'wallet.score_price_day', every: 3600, run: async (db, at) => { await recordScorePrice(db, at) } }],
  messages,
  statistics: { dynamic: async (db, userId) => ({ accountbank: await cardCount(db, userId) }) }
}
export default manifest
