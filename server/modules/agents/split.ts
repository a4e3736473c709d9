import { Decimal } from '../../lib/money'
import type { BillType } from '../../../types/wallet'

// How one amount is shared up an inviter chain (ECONOMY.md §3.5): pure, so the worked examples and
// the property test check the very code the settlement and the dividend job run.
//
// - `direct_bonus`: `direct` × A to the direct inviter; `agent_direct_bonus`: `agentDirect` × A
//   more when that inviter is an agent (the sale only — a dividend has no "direct" inviter bonus);
// - `diff_bonus`: walking up, each agent of level L earns (rate(L) − the highest rate already paid
//   below it) × A — nothing when its rate is not higher;
// - `level_bonus`: the first agent above the last one paid a differential, at that one's level,
//   earns `level` × that one's differential bonus, once.
// Every bonus is rounded DOWN to 8 decimals (the ledger's scale) and never more than what is left,
// so whatever an operator sets the rates to, the bonuses plus `rest` are exactly A.

export interface Upline {
  userId: number
  /** agent level 0–5 (0: not an agent) */
  level: number
}

export interface SplitRates {
  direct: Decimal
  agentDirect: Decimal
  /** index = agent level; [0] is 0 */
  diff: readonly Decimal[]
  level: Decimal
}

export interface Payout { userId: number, billType: BillType, amount: Decimal }

export interface SplitResult { payouts: Payout[], rest: Decimal }

export interface SplitKind {
  /** pay the direct inviter's bonuses (a sale) or not (a dividend) */
  direct: boolean
  diffBill: BillType
  levelBill: BillType
}

export const SALE: SplitKind = { direct: true, diffBill: 'diff_bonus', levelBill: 'level_bonus' }
export const DIVIDEND: SplitKind = { direct: false, diffBill: 'dividend_diff_bonus', levelBill: 'dividend_level_bonus' }

const DP = 8

/** `chain`: the uplines nearest first (chain[0] is the direct inviter), at most 50. */
export function splitUp (total: Decimal, chain: readonly Upline[], rates: SplitRates, kind: SplitKind): SplitResult {
  const payouts: Payout[] = []
  let left = total
  const pay = (userId: number, billType: BillType, raw: Decimal): Decimal => {
    const amount = Decimal.min(raw.toDecimalPlaces(DP, Decimal.ROUND_DOWN), left)
    if (amount.lte(0)) return new Decimal(0)
    left = left.minus(amount)
    payouts.push({ userId, billType, amount })
    return amount
  }
  const first = chain[0]
  if (kind.direct && first !== undefined) {
    pay(first.userId, 'direct_bonus', total.times(rates.direct))
    if (first.level > 0) pay(first.userId, 'agent_direct_bonus', total.times(rates.agentDirect))
  }
  let highest = new Decimal(0)
  let last: { index: number, level: number, amount: Decimal } | null = null
  for (const [i, u] of chain.entries()) {
    if (u.level <= 0) continue
    const rate = rates.diff[u.level] ?? new Decimal(0)
    if (rate.lte(highest)) continue
    const paid = pay(u.userId, kind.diffBill, total.times(rate.minus(highest)))
    highest = rate
    if (paid.gt(0)) last = { index: i, level: u.level, amount: paid }
  }
  if (last !== null) {
    const peer = chain.slice(last.index + 1).find((u) => u.level === last!.level)
    if (peer !== undefined) pay(peer.userId, kind.levelBill, last.amount.times(rates.level))
  }
  return { payouts, rest: left }
}
