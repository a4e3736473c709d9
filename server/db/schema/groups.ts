import { pgTable, serial, text, integer, bigint, boolean, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { goods, shops } from './catalog'
import { orders } from './orders'

// Group buying (拼团, issue 18; types/groups.ts): a shop's terms per goods, the teams and their
// members. A group order is an ordinary order (orders.order_type = 'groups', orders.group_team_id);
// the team's seats are taken by conditional updates of join_num (never more than people_num).

const unix = (name: string) => bigint(name, { mode: 'number' })

export interface GroupLadderRow { people_num: number, discount: number }

/** One row per goods: its group terms (merchant-set through groups/shop/save). */
export const groupGoods = pgTable('group_goods', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  /** seats in a team, 2–50 */
  peopleNum: integer('people_num').notNull(),
  /** hours a started team stays open, 1–72 */
  groupHour: integer('group_hour').notNull().default(24),
  /** most units one user may buy in group orders, 0 = no limit */
  purchaseLimit: integer('purchase_limit').notNull().default(0),
  /** percent of the SKU price paid in a normal team, 1–100 */
  discount: integer('discount').notNull().default(100),
  ladders: jsonb('ladders').$type<GroupLadderRow[]>().notNull().default([]),
  /** normal | hidden */
  status: text('status').notNull().default('normal'),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  uniqueIndex('group_goods_goods_uq').on(t.goodsId),
  index('group_goods_shop_idx').on(t.shopId, t.id),
  check('group_goods_terms', sql`${t.peopleNum} between 2 and 50 and ${t.groupHour} between 1 and 72 and ${t.purchaseLimit} >= 0 and ${t.discount} between 1 and 100`)
])

/** state: ready (the leader has not paid) → start (open until validitytime) → success | fail. */
export const groupTeams = pgTable('group_teams', {
  id: serial('id').primaryKey(),
  groupNo: text('group_no').notNull(),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  leaderUserId: integer('leader_user_id').notNull().references(() => users.id),
  peopleNum: integer('people_num').notNull(),
  /** seats taken (members with an order that is not closed unpaid) */
  joinNum: integer('join_num').notNull().default(1),
  state: text('state').notNull().default('ready'),
  /** set when the leader pays: now + group_hour */
  validitytime: unix('validitytime'),
  /** when it succeeded or failed */
  endedAt: unix('ended_at'),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  uniqueIndex('group_teams_no_uq').on(t.groupNo),
  // the goods page's open teams
  index('group_teams_open_idx').on(t.goodsId, t.validitytime).where(sql`${t.state} = 'start'`),
  // the expiry timer
  index('group_teams_due_idx').on(t.validitytime).where(sql`${t.state} = 'start'`),
  index('group_teams_goods_state_idx').on(t.goodsId, t.state),
  check('group_teams_state', sql`${t.state} in ('ready', 'start', 'success', 'fail')`),
  check('group_teams_seats', sql`${t.joinNum} >= 0 and ${t.joinNum} <= ${t.peopleNum}`)
])

export const groupTeamMembers = pgTable('group_team_members', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => groupTeams.id),
  userId: integer('user_id').notNull().references(() => users.id),
  orderId: integer('order_id').notNull().references(() => orders.id),
  leader: boolean('leader').notNull().default(false),
  paid: boolean('paid').notNull().default(false),
  createdAt: unix('created_at').notNull()
}, (t) => [
  uniqueIndex('group_team_members_uq').on(t.teamId, t.userId),
  uniqueIndex('group_team_members_order_uq').on(t.orderId)
])
