import { pgTable, serial, text, integer, bigint, numeric, index, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { stateLogColumns } from './columns'

// The wallet's records (ECONOMY §3): on-chain deposits, withdrawals (a state machine: created →
// successed | rejected) with their single payout, transfers between users, bank cards and the
// real-name verification. Balances and their history stay in `balances` / `ledger`.

const unix = (name: string) => bigint(name, { mode: 'number' })
const amount = (name: string) => numeric(name, { precision: 30, scale: 8 })

/**
 * A USDT deposit on chain, by transaction hash: posted by the user (recharge page) or found by the
 * watcher's log scan. Credited once (state pending → credited, the ledger row in the same
 * transaction); `failed` carries the reason. One live row per hash (a failed claim of another user
 * does not block the sender's own).
 */
export const deposits = pgTable('deposits', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  txHash: text('tx_hash').notNull(),
  logIndex: integer('log_index'),
  fromAddress: text('from_address').notNull().default(''),
  amount: amount('amount').notNull().default('0'),
  blockNumber: bigint('block_number', { mode: 'number' }),
  /** pending | credited | failed */
  state: text('state').notNull().default('pending'),
  reason: text('reason').notNull().default(''),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  uniqueIndex('deposits_live_tx_uq').on(t.txHash).where(sql`state <> 'failed'`),
  uniqueIndex('deposits_credit_uq').on(t.txHash, t.logIndex).where(sql`state = 'credited'`),
  index('deposits_user_idx').on(t.userId, t.id),
  index('deposits_pending_idx').on(t.id).where(sql`state = 'pending'`)
])

/** Where the deposit watcher's log scan has got to (one row per chain + token + deposit address). */
export const chainCursors = pgTable('chain_cursors', {
  key: text('key').primaryKey(),
  block: bigint('block', { mode: 'number' }).notNull()
})

/** Withdrawal states (types/wallet.ts WITHDRAW_STATE): 1 created, 2 successed, 3 rejected. */
export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  asset: text('asset').notNull().default('usdt'),
  amount: amount('amount').notNull(),
  fee: amount('fee').notNull(),
  /** bsc | bank */
  type: text('type').notNull(),
  /** the BSC address, or the bank card as shown (bank, masked number, holder) */
  account: text('account').notNull(),
  bankCardId: integer('bank_card_id'),
  state: integer('state').notNull(),
  reason: text('reason').notNull().default(''),
  /** bsc: the payout's tx hash; bank: the transfer reference finance entered */
  reference: text('reference').notNull().default(''),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull(),
  transfertime: unix('transfertime')
}, (t) => [
  index('withdrawals_user_idx').on(t.userId, t.id),
  index('withdrawals_open_idx').on(t.id).where(sql`state = 1`)
])

export const withdrawalLogs = pgTable('withdrawal_logs', {
  id: serial('id').primaryKey(),
  withdrawalId: integer('withdrawal_id').notNull().references(() => withdrawals.id),
  ...stateLogColumns()
}, (t) => [index('withdrawal_logs_idx').on(t.withdrawalId, t.id)])

/** The one on-chain payout of a BSC withdrawal (the primary key makes a second one impossible). */
export const payouts = pgTable('payouts', {
  withdrawalId: integer('withdrawal_id').primaryKey().references(() => withdrawals.id),
  toAddress: text('to_address').notNull(),
  amount: amount('amount').notNull(),
  /** known before broadcasting (signed first) */
  txHash: text('tx_hash').notNull().default(''),
  /** the signed transaction: a retry re-sends exactly this one (same nonce, same hash), never a second payment */
  rawTx: text('raw_tx').notNull().default(''),
  /** sending | sent | failed */
  status: text('status').notNull(),
  error: text('error').notNull().default(''),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
})

/** One transfer between two users (its two ledger rows name it: ref_type 'transfer'). */
export const transfers = pgTable('transfers', {
  id: serial('id').primaryKey(),
  fromUserId: integer('from_user_id').notNull().references(() => users.id),
  toUserId: integer('to_user_id').notNull().references(() => users.id),
  asset: text('asset').notNull(),
  amount: amount('amount').notNull(),
  /** the sender's local day (UTC+8) it counts against the daily quota */
  day: text('day').notNull(),
  createdAt: unix('created_at').notNull()
}, (t) => [
  index('transfers_from_day_idx').on(t.fromUserId, t.asset, t.day),
  index('transfers_to_idx').on(t.toUserId, t.id)
])

/** The daily transfer quota used, per sender, asset and day (row-locked while a transfer is made). */
export const transferQuotas = pgTable('transfer_quotas', {
  userId: integer('user_id').notNull().references(() => users.id),
  asset: text('asset').notNull(),
  day: text('day').notNull(),
  used: amount('used').notNull().default('0')
}, (t) => [uniqueIndex('transfer_quotas_uq').on(t.userId, t.asset, t.day)])

export const bankCards = pgTable('bank_cards', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  holder: text('holder').notNull(),
  bank: text('bank').notNull(),
  cardNo: text('card_no').notNull(),
  branch: text('branch').notNull().default(''),
  createdAt: unix('created_at').notNull()
}, (t) => [index('bank_cards_user_idx').on(t.userId, t.id)])

/** Real-name verification, one row per user: pending | approved | rejected (reason). */
export const realNames = pgTable('real_names', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  name: text('name').notNull(),
  idNumber: text('id_number').notNull(),
  front: text('front').notNull(),
  back: text('back').notNull(),
  state: text('state').notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull(),
  reviewedBy: integer('reviewed_by')
}, (t) => [index('real_names_pending_idx').on(t.createdAt).where(sql`state = 'pending'`)])
