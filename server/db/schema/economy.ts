import { pgTable, integer, text, numeric, bigint, smallint, index } from 'drizzle-orm/pg-core'
import { users } from './users'

// The economy's per-user figures (ECONOMY.md §3.5, §3.8, §3.10) and the day's dividend pool.
// Shared by two domains, so it lives in its own table and file: the sale settlement
// (modules/agents) writes power, contribution, team and community amounts and the pool;
// the token economy (modules/economy) writes node_tier and reads power for the emission.

const amount = (name: string) => numeric(name, { precision: 30, scale: 8 })

export const NODE_TIER = { none: 0, ordinary: 1, senior: 2, super: 3 } as const

export const userEconomy = pgTable('user_economy', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  /** computing power: paid USDT value × power_factor, summed over completed orders (§3.5) */
  power: amount('power').notNull().default('0'),
  /** what this user's direct invitees' completed orders brought (contribute_amount, §3.5) */
  contributeAmount: amount('contribute_amount').notNull().default('0'),
  /** completed order value of everyone below in the inviter tree (team_amount, §3.10) */
  teamAmount: amount('team_amount').notNull().default('0'),
  /** Σ power of the whole team (community_amount, §3.10) */
  communityAmount: amount('community_amount').notNull().default('0'),
  /** NODE_TIER: the higher of the BBT pledge tier and any staked node NFT's tier (§3.8) */
  nodeTier: smallint('node_tier').notNull().default(0),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(0)
}, (t) => [
  index('user_economy_power_idx').on(t.power),
  index('user_economy_tier_idx').on(t.nodeTier)
])

/** One row per day (Asia/Shanghai date 'YYYY-MM-DD'): what the day's settlements left for the dividend (§3.5, §3.6). */
export const dividendPools = pgTable('dividend_pools', {
  day: text('day').primaryKey(),
  amount: amount('amount').notNull().default('0'),
  /** set when the daily dividend job has shared it out (exactly once) */
  settledAt: bigint('settled_at', { mode: 'number' })
})
