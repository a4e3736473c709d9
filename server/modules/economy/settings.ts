import type { JobContext } from '../../lib/scheduler'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { platformSettings } from '../../lib/platform-settings'
import type { NodeTier } from '../../../types/economy'

// The economy's numbers in force (types/settings.ts catalogue: rates, exchange fee, node thresholds
// and weights, emission, points rate, voucher days), read live so an operator's change applies at once.

export interface EconomySettings {
  bbt_usdt: string
  bbc_usdt: string
  exchange_fee_rate: string
  node_bbt: { 1: string, 2: string, 3: string }
  node_weight: { 1: number, 2: number, 3: number }
  daily_bbc_emission: string
  points_daily_rate: string
  voucher_days: number
}

export async function economySettings (db: Db, config: Config): Promise<EconomySettings> {
  const s = await platformSettings(db, config)
  const str = (k: string): string => String(s[k])
  return {
    bbt_usdt: str('bbt_usdt'),
    bbc_usdt: str('bbc_usdt'),
    exchange_fee_rate: str('exchange_fee_rate'),
    node_bbt: { 1: str('node_ordinary_bbt'), 2: str('node_senior_bbt'), 3: str('node_super_bbt') },
    node_weight: { 1: Number(s.node_weight_ordinary), 2: Number(s.node_weight_senior), 3: Number(s.node_weight_super) },
    daily_bbc_emission: str('daily_bbc_emission'),
    points_daily_rate: str('points_daily_rate'),
    voucher_days: Number(s.voucher_days)
  }
}

export const settingsOf = async (ctx: JobContext): Promise<EconomySettings> => await economySettings(ctx.db, ctx.config)

/** The tier a pledged BBT amount reaches (thresholds from the settings). */
export function pledgeTier (pledged: string, s: EconomySettings): NodeTier {
  const p = Number(pledged)
  if (p >= Number(s.node_bbt[3])) return 3
  if (p >= Number(s.node_bbt[2])) return 2
  if (p >= Number(s.node_bbt[1])) return 1
  return 0
}
