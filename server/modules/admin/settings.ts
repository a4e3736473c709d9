import { inArray } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { inTransaction } from '../../lib/tx'
import { writeAudit } from '../../lib/audit'
import { applyOrderTimers, checkSetting, settingsFrom } from '../../lib/platform-settings'
import { forgetRates } from '../common/rates'
import { SETTING_PARAMS, type PlatformSettings, type SettingStore } from '../../../types/settings'
import type { AdminIdentity } from '../../../types/admin'

// The Settings screen's save: the changed parameters validated against the catalogue
// (types/settings.ts), written into their rows in one transaction with one audit row (the values
// before and after), then this instance's caches follow at once (rates; order timers in config).

export async function saveSettings (db: Db, config: Config, admin: AdminIdentity, changes: Record<string, unknown>): Promise<PlatformSettings | Refusal> {
  const byKey = new Map(SETTING_PARAMS.map((p) => [p.key, p]))
  const valid: Array<[string, SettingStore, unknown]> = []
  for (const [key, raw] of Object.entries(changes)) {
    const param = byKey.get(key)
    if (param === undefined) return refuse('field.unknown', { field: key })
    const checked = checkSetting(param, raw)
    if ('reason' in checked) return refuse('admin.setting_invalid', { field: key, reason: checked.reason })
    valid.push([key, param.store, checked.value])
  }
  if (valid.length === 0) return refuse('field.required', { field: 'settings' })
  const result = await inTransaction(db, async (tx) => {
    const stores = [...new Set(valid.map(([, store]) => store))]
    const rows = await tx.select().from(settings).where(inArray(settings.key, ['rates', 'order_timers', 'economy'])).for('update')
    const current: Record<string, Record<string, unknown>> = Object.fromEntries(rows.map((r) => [r.key, { ...(r.value as Record<string, unknown>) }]))
    const before = settingsFrom(current, config)
    for (const [key, store, value] of valid) (current[store] ??= {})[key] = value
    for (const store of stores) {
      await tx.insert(settings).values({ key: store, value: current[store] }).onConflictDoUpdate({ target: settings.key, set: { value: current[store] } })
    }
    const after = settingsFrom(current, config)
    const changed = valid.map(([k]) => k).filter((k) => before[k] !== after[k])
    await writeAudit(tx, admin, {
      action: 'settings.update',
      target: `settings:${stores.join(',')}`,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]]))
    })
    return after
  })
  forgetRates(db)
  await applyOrderTimers(db, config)
  return result
}
