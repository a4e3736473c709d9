import { pgTable, serial, text, integer, bigint, numeric, smallint, boolean, index, primaryKey } from 'drizzle-orm/pg-core'
import { users } from './users'
import { stateLogColumns, unix } from './columns'

// The token economy's own records (issue 14, ECONOMY §3.6–3.9): BBT pledges (a state machine:
// active → redeemable → redeemed) with their log, exchanges between assets (the rate and fee in
// force stored on each), the daily jobs' claims (one row per job and day: the key that makes a
// day settle exactly once) and the node NFTs the chain indexer has seen.

const amount = (name: string) => numeric(name, { precision: 30, scale: 8 })

export const pledges = pgTable('pledges', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  amount: amount('amount').notNull(),
  /** the term: 30, 90 or 180 days */
  days: integer('days').notNull(),
  /** PLEDGE_STATE: 1 active, 2 redeemable, 3 redeemed */
  state: integer('state').notNull(),
  createdAt: unix('created_at').notNull(),
  /** when the term ends (created_at + days) */
  dueAt: unix('due_at').notNull(),
  redeemtime: unix('redeemtime'),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  index('pledges_user_idx').on(t.userId, t.id),
  index('pledges_due_idx').on(t.state, t.dueAt)
])

export const pledgeLogs = pgTable('pledge_logs', {
  id: serial('id').primaryKey(),
  pledgeId: integer('pledge_id').notNull().references(() => pledges.id),
  ...stateLogColumns()
}, (t) => [index('pledge_logs_idx').on(t.pledgeId, t.id)])

export const exchanges = pgTable('exchanges', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** usdt_bbt | bbt_usdt | bbc_usdt */
  pair: text('pair').notNull(),
  fromAsset: text('from_asset').notNull(),
  toAsset: text('to_asset').notNull(),
  amount: amount('amount').notNull(),
  /** USDT per unit of the token, in force at the time */
  rate: amount('rate').notNull(),
  feeRate: amount('fee_rate').notNull(),
  fee: amount('fee').notNull(),
  result: amount('result').notNull(),
  createdAt: unix('created_at').notNull()
}, (t) => [index('exchanges_user_idx').on(t.userId, t.id)])

/** A daily job's claim on a day (Asia/Shanghai 'YYYY-MM-DD'): inserted in the transaction that does the day's work. */
export const economyDays = pgTable('economy_days', {
  job: text('job').notNull(),
  day: text('day').notNull(),
  /** what the day moved in total (BBC emitted, points added, vouchers expired) */
  total: amount('total').notNull().default('0'),
  users: integer('users').notNull().default(0),
  doneAt: unix('done_at').notNull()
}, (t) => [primaryKey({ columns: [t.job, t.day] })])

/** Node NFTs as the indexer saw them on chain (NodeNFT / NodeStaking events after the confirmations). */
export const nodeNfts = pgTable('node_nfts', {
  tokenId: text('token_id').primaryKey(),
  tier: smallint('tier').notNull(),
  /** lower-case address of the buyer / staker */
  owner: text('owner').notNull(),
  staked: boolean('staked').notNull().default(false),
  updatedAt: unix('updated_at').notNull()
}, (t) => [index('node_nfts_owner_idx').on(t.owner)])

/**
 * The NodeStaking events the indexer took in after the confirmations, keyed by (tx, log index) so
 * a re-scan changes nothing; the block hash is kept so a re-org that replaced the block is
 * noticed and its events dropped (node_nfts is rebuilt from what is left).
 */
export const nftEvents = pgTable('nft_events', {
  txHash: text('tx_hash').notNull(),
  logIndex: integer('log_index').notNull(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  /** purchased | staked | unstaked */
  kind: text('kind').notNull(),
  tokenId: text('token_id').notNull(),
  tier: smallint('tier').notNull(),
  /** lower-case buyer / staker */
  owner: text('owner').notNull(),
  createdAt: unix('created_at').notNull()
}, (t) => [
  primaryKey({ columns: [t.txHash, t.logIndex] }),
  index('nft_events_token_idx').on(t.tokenId, t.blockNumber, t.logIndex),
  index('nft_events_block_idx').on(t.blockNumber)
])
