import { inArray } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { settings } from '../db/schema'
import { Decimal } from './money'
import { SETTING_PARAMS, type PlatformSettings, type SettingParam, type SettingStore, type SettingValue } from '../../types/settings'

// The platform's parameters (types/settings.ts: the order timers and every rate and parameter of
// ECONOMY.md) as ONE typed read: the settings rows `rates`, `order_timers` and `economy` over the
// catalogue's defaults (the order timers' defaults are the environment's ORDER_* values). Any
// module reads a parameter with `platformSettings(db, config)`; the admin Settings screen writes
// them (modules/admin/settings.ts).

const STORES: readonly SettingStore[] = ['rates', 'order_timers', 'economy']
const ORDER_KEYS = { close_minutes: 'closeMinutes', confirm_days: 'confirmDays', review_days: 'reviewDays' } as const
const REFUND_KEYS = { refund_agree_days: 'agreeDays', refund_return_days: 'returnDays', refund_receive_days: 'receiveDays' } as const

/** The environment's order and refund timers, kept before the settings row is laid over them. */
const envTimers = new WeakMap<Config, { order: Config['orderTimers'], refund: Config['refundTimers'] }>()

function defaultOf (param: SettingParam, config: Config): SettingValue {
  if (param.store !== 'order_timers') return param.default
  const env = envTimers.get(config) ?? { order: config.orderTimers, refund: config.refundTimers }
  if (param.key in REFUND_KEYS) return env.refund[REFUND_KEYS[param.key as keyof typeof REFUND_KEYS]]
  return env.order[ORDER_KEYS[param.key as keyof typeof ORDER_KEYS]]
}

/** A value for a parameter, or why not (English; the route names the field). */
export function checkSetting (param: SettingParam, v: unknown): { value: SettingValue } | { reason: string } {
  if (param.kind === 'boolean') return typeof v === 'boolean' ? { value: v } : { reason: 'true or false' }
  if (param.kind === 'integer') {
    if (typeof v !== 'number' || !Number.isInteger(v)) return { reason: 'a whole number' }
    if ((param.min !== undefined && v < Number(param.min)) || (param.max !== undefined && v > Number(param.max))) return { reason: `between ${param.min} and ${param.max}` }
    return { value: v }
  }
  const text = typeof v === 'number' ? String(v) : v
  if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,8})?$/.test(text)) return { reason: 'a decimal number like 0.05' }
  const d = new Decimal(text)
  if ((param.min !== undefined && d.lt(String(param.min))) || (param.max !== undefined && d.gt(String(param.max)))) return { reason: `between ${param.min} and ${param.max}` }
  return { value: d.toFixed() }
}

async function rowsOf (db: Db): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [...STORES]))
  return Object.fromEntries(rows.map((r) => [r.key, (r.value ?? {}) as Record<string, unknown>]))
}

/** Every parameter in force: the stored value when it is valid, else the default. */
export function settingsFrom (rows: Record<string, Record<string, unknown>>, config: Config): PlatformSettings {
  const out: PlatformSettings = {}
  for (const param of SETTING_PARAMS) {
    const stored = rows[param.store]?.[param.key]
    const checked = stored === undefined ? null : checkSetting(param, stored)
    out[param.key] = checked !== null && 'value' in checked ? checked.value : defaultOf(param, config)
  }
  return out
}

export async function platformSettings (db: Db, config: Config): Promise<PlatformSettings> {
  return settingsFrom(await rowsOf(db), config)
}

/**
 * Lays the `order_timers` row over the environment's timers in `config.orderTimers` and
 * `config.refundTimers` (in place: the order and refund machines, their jobs and routes hold those objects). Run at start-up, after a change, and by the
 * `admin.settings` job on every tick, so every instance follows an operator's change.
 */
export async function applyOrderTimers (db: Db, config: Config): Promise<void> {
  if (!envTimers.has(config)) envTimers.set(config, { order: { ...config.orderTimers }, refund: { ...config.refundTimers } })
  const s = settingsFrom(await rowsOf(db), config)
  for (const [key, field] of Object.entries(ORDER_KEYS)) config.orderTimers[field] = s[key] as number
  for (const [key, field] of Object.entries(REFUND_KEYS)) config.refundTimers[field] = s[key] as number
}
