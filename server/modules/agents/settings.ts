import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { checkSetting } from '../../lib/platform-settings'
import { Decimal } from '../../lib/money'
import { SETTING_PARAMS, type SettingValue } from '../../../types/settings'
import type { SplitRates } from './split'

// The parameters the settlement and the dividend job read: the admin Settings' `economy` row laid
// over the catalogue's defaults (types/settings.ts), read inside the settling transaction so an
// operator's change applies to the next order settled. (platformSettings() needs the Config for
// the order timers only, which these are not.)

export interface AgentSettings {
  rates: SplitRates
  powerFactor: Decimal
  powerFactorCollectibles: Decimal
  pointsPerUsdt: Decimal
  /** node tier 1..3 → dividend weight */
  weights: readonly [number, number, number, number]
  /** agent level 1..5 → { team performance, direct invitees } (index 0 unused) */
  levels: ReadonlyArray<{ team: Decimal, direct: number }>
}

export async function agentSettings (db: Db): Promise<AgentSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'economy')).limit(1)
  return parseAgentSettings(row?.value)
}

/** The parameters from the stored `economy` settings value (null/undefined: none stored, all defaults). */
export function parseAgentSettings (value: unknown): AgentSettings {
  const stored = (value ?? {}) as Record<string, unknown>
  const v: Record<string, SettingValue> = {}
  for (const p of SETTING_PARAMS) {
    if (p.store !== 'economy') continue
    const s = stored[p.key]
    const c = s === undefined ? null : checkSetting(p, s)
    v[p.key] = c !== null && 'value' in c ? c.value : p.default
  }
  const d = (k: string): Decimal => new Decimal(String(v[k]))
  return {
    rates: {
      direct: d('direct_bonus_rate'),
      agentDirect: d('agent_direct_bonus_rate'),
      diff: [new Decimal(0), ...[1, 2, 3, 4, 5].map((l) => d(`diff_bonus_l${l}`))],
      level: d('level_bonus_rate')
    },
    powerFactor: d('power_factor'),
    powerFactorCollectibles: d('power_factor_collectibles'),
    pointsPerUsdt: d('points_per_usdt'),
    weights: [0, Number(v.node_weight_ordinary), Number(v.node_weight_senior), Number(v.node_weight_super)],
    levels: [{ team: new Decimal(0), direct: 0 }, ...[1, 2, 3, 4, 5].map((l) => ({ team: d(`agent_l${l}_team`), direct: Number(v[`agent_l${l}_direct`]) }))]
  }
}
