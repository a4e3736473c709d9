import type { GroupBuyType, GroupLadder, GroupSkuPrice, TeamState } from '../../../../types/groups'
import { compare, sub } from '@/lib/money'
// the badge keys below are the groups domain's
import '@/i18n/domains/groups'

// Group buying's display rules (pages/apps/groups/*), pure so they are unit-tested: the team
// countdown clock, seats, which price a choice costs, the ladder rows, the state badges.

function pad (n: number): string {
  return n < 10 ? `0${n}` : String(n)
}

/** A team's countdown as a clock: whole days apart, then hh:mm:ss ("1天 02:03:04"; "00:00:00" at the end). */
export function teamClock (secondsLeft: number): { days: number, hms: string } {
  const s = Math.max(0, Math.floor(secondsLeft))
  const days = Math.floor(s / 86400)
  const rest = s % 86400
  return { days, hms: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` }
}

/** Seats still open in a team (never negative). */
export function seatsLeft (peopleNum: number, joinNum: number): number {
  return Math.max(0, peopleNum - joinNum)
}

/** The team's seats in order: its members, then null for every open seat (the placeholders). */
export function seatSlots<M> (members: M[], peopleNum: number): Array<M | null> {
  const slots: Array<M | null> = members.slice(0, Math.max(peopleNum, members.length))
  while (slots.length < peopleNum) slots.push(null)
  return slots
}

/** The price one unit costs for a buying type (null when the SKU or the ladder is not offered). */
export function unitPrice (prices: GroupSkuPrice[], skuId: number, type: GroupBuyType, ladderPeople?: number): string | null {
  const p = prices.find((x) => x.sku_id === skuId)
  if (!p) return null
  if (type === 'alone') return p.alone
  if (type === 'group') return p.group
  return p.ladders.find((l) => l.people_num === ladderPeople)?.price ?? null
}

/** The cheapest price of a buying type over the SKUs (what the page shows before a SKU is chosen). */
export function lowestPrice (prices: GroupSkuPrice[], type: 'alone' | 'group'): string | null {
  let min: string | null = null
  for (const p of prices) {
    const v = p[type]
    if (min === null || compare(v, min) < 0) min = v
  }
  return min
}

export interface LadderRow { people_num: number, discount: number, price: string | null }

/**
 * The ladder table: one row per ladder, fewest people first, with the price of the chosen SKU (else
 * the cheapest SKU's) at that ladder.
 */
export function ladderRows (ladders: GroupLadder[], prices: GroupSkuPrice[], skuId?: number): LadderRow[] {
  const ref = prices.find((p) => p.sku_id === skuId) ??
    prices.reduce<GroupSkuPrice | undefined>((best, p) => best === undefined || compare(p.group, best.group) < 0 ? p : best, undefined)
  return [...ladders].sort((a, b) => a.people_num - b.people_num).map((l) => ({
    people_num: l.people_num,
    discount: l.discount,
    price: ref?.ladders.find((x) => x.people_num === l.people_num)?.price ?? null
  }))
}

/** What grouping saves per unit against buying alone ('0' when it saves nothing). */
export function saving (alone: string, group: string): string {
  return compare(alone, group) > 0 ? sub(alone, group) : '0'
}

/** "9折" in Chinese reads a percentage of the price as tenths: 80 → "8", 85 → "8.5". */
export function zhDiscount (percent: number): string {
  return String(Math.round(percent) / 10)
}

/** The most units the caller may pick: the stock, and the purchase limit when there is one. */
export function maxUnits (stock: number, remainingLimit: number | null): number {
  return remainingLimit === null ? stock : Math.max(0, Math.min(stock, remainingLimit))
}

export type TeamBadge = { key: 'groups.badge.ready' | 'groups.badge.start' | 'groups.badge.success' | 'groups.badge.fail' | 'groups.badge.alone', n: number }

/** An order's team badge in the group orders list: its team's state (and seats left), or "bought alone". */
export function teamBadge (team: { state: TeamState, people_num: number, join_num: number } | null | undefined): TeamBadge {
  if (!team) return { key: 'groups.badge.alone', n: 0 }
  return { key: `groups.badge.${team.state}`, n: seatsLeft(team.people_num, team.join_num) }
}

/** After paying a group order: the team's page when it has one, else the order's details. */
export function afterPay (orderId: number, teamId: number | null): { page: 'team', id: number } | { page: 'details', id: number } {
  return teamId ? { page: 'team', id: teamId } : { page: 'details', id: orderId }
}
