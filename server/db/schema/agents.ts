import { pgTable, integer, text, numeric, bigint, index } from 'drizzle-orm/pg-core'
import { users } from './users'
import { orders } from './orders'

// The sale settlement and the agency shops (ECONOMY.md §3.5, §3.6, §3.10; modules/agents).
// `agent_settlements` has ONE row per settled order (primary key): the settlement claims it with
// INSERT … ON CONFLICT DO NOTHING in the transaction that completes the order, so two instances,
// a retry after a crash or a manual completion racing the timer settle it once.

const unix = (name: string) => bigint(name, { mode: 'number' })
const amount = (name: string) => numeric(name, { precision: 30, scale: 8 })

export const agentSettlements = pgTable('agent_settlements', {
  orderId: integer('order_id').primaryKey().references(() => orders.id),
  buyerId: integer('buyer_id').notNull().references(() => users.id),
  /** the platform day (Asia/Shanghai) whose dividend pool got the rest */
  day: text('day').notNull(),
  /** USDT value of the goods paid, net of refunds (power, points, contribution, team performance) */
  value: amount('value').notNull(),
  /** the profit pool P = Σ line net × goods.profit_ratio (USDT-paid orders) */
  profit: amount('profit').notNull(),
  /** what P left for the day's dividend pool */
  pool: amount('pool').notNull(),
  power: amount('power').notNull(),
  settledAt: unix('settled_at').notNull(),
  /** set once when a platform-decided refund after completion reversed the rows */
  reversedAt: unix('reversed_at')
}, (t) => [index('agent_settlements_buyer_idx').on(t.buyerId)])

/** An agent's shop front (spec §1 shopInfo): name, intro, logo and header of the agency shop. */
export const agentShops = pgTable('agent_shops', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  name: text('name').notNull().default(''),
  intro: text('intro').notNull().default(''),
  logo: text('logo').notNull().default(''),
  header: text('header').notNull().default(''),
  updatedAt: unix('updated_at').notNull()
})
