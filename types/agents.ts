// The invitation, team and agent API (issue 15, ECONOMY.md §3.5, §3.6, §3.10), shared by the server
// (modules/agents) and the client (src/api/agents.ts). Amounts are decimal strings.
import type { Money, UnixSeconds } from './envelope'

/** Ledger bill types that are earnings of the referral economy (revenueRecord's filter). */
export const REVENUE_TYPES = ['direct_bonus', 'agent_direct_bonus', 'diff_bonus', 'level_bonus', 'dividend', 'dividend_diff_bonus', 'dividend_level_bonus'] as const
export type RevenueType = typeof REVENUE_TYPES[number]

export interface InviterPerson { nickname: string, avatar: string, invite_code: string }

/** GET agents/inviter */
export interface InviterInfo {
  invite_code: string
  invite_link: string
  /** who invited me; null: nobody yet (I may bind one) */
  inviter: InviterPerson | null
  wallet_address: string
  /** BBC computing power */
  power: Money
  /** what my direct invitees' completed orders brought */
  contribute_amount: Money
}

/** POST agents/bind */
export interface BindInviterRequest { code: string }

export type TeamScope = 'direct' | 'team'

/** GET agents/team?scope&page */
export interface TeamMember {
  id: number
  nickname: string
  avatar: string
  /** 1 = my direct invitee */
  depth: number
  agent_level: number
  /** the value of their completed orders */
  contribution: Money
  join_time: UnixSeconds
}

/** GET agents/earnings */
export interface Earnings {
  total: Money
  by_type: Array<{ type: RevenueType, amount: Money }>
  /** the last 30 platform days (UTC+8) with earnings, newest first */
  by_day: Array<{ day: string, amount: Money }>
}

/** GET agents/center */
export interface AgentCenter {
  agent_level: number
  /** the next level's thresholds, null at level 5 */
  next: { level: number, team_amount: Money, direct: number } | null
  team_amount: Money
  direct_count: number
  team_size: number
  community_amount: Money
  revenue: { total: Money, today: Money, month: Money }
}

/** GET agents/revenue?type&page */
export interface RevenueRow {
  id: number
  type: RevenueType
  amount: Money
  /** order + id for a sale, dividend_pool + day for a dividend */
  ref_type: string
  ref_id: string
  created_at: UnixSeconds
}

/** GET agents/goods?page */
export interface AgencyGoods {
  id: number
  title: string
  image: string
  price: Money
  /** 0–0.5 */
  profit_ratio: string
  /** what I earn when a direct invitee buys one (direct + agent direct + my differential) */
  bonus: Money
  /** the goods page with my invite code */
  share_link: string
}

/** GET / POST agents/shop */
export interface AgencyShop { name: string, intro: string, logo: string, header: string }
