import type { Statistics } from '../../../types/user'
import type { Db } from '../../db/client'
import type { DomainModule, Statistic } from '../../lib/module'

// The badge counts of the user centre (spec §3 "Statistics"), built from the sections the modules
// declare in their manifests (`statistics: { order: orderCounts }`). buildApp registers the
// sections of its module list; a section several modules fill is merged (objects) or concatenated
// (lists). Sections run in parallel.

const sections = new Map<string, Map<string, Statistic>>()

/** Adds a module's sections (buildApp, for every module of its list; registering again replaces). */
export function registerStatistics (m: Pick<DomainModule, 'name' | 'statistics'>): void {
  for (const [section, fn] of Object.entries(m.statistics ?? {})) {
    const bySection = sections.get(section) ?? new Map<string, Statistic>()
    bySection.set(m.name, fn)
    sections.set(section, bySection)
  }
}

/** Sections nobody declared still have their empty shape for the client. */
const EMPTY: Statistics = {
  order: { whole: 0, groups: 0, pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0 },
  dynamic: { collection: 0, concern: 0, footprint: 0, coupon: 0, accountbank: 0 },
  notice: { order: 0, notice: 0, chat: 0 },
  logistics: []
}

export async function buildStatistics (db: Db, userId: number): Promise<Statistics> {
  const entries = [...sections].flatMap(([section, fns]) => [...fns.values()].map((fn) => ({ section, fn })))
  const values = await Promise.all(entries.map(async (e) => await e.fn(db, userId)))
  const out = structuredClone(EMPTY) as unknown as Record<string, unknown>
  const filled = new Set<string>()
  for (const [i, e] of entries.entries()) {
    const v = values[i]
    const base = out[e.section]
    // lists: the first module's replaces the empty default, later ones append; objects: merged over the defaults
    out[e.section] = Array.isArray(v)
      ? [...(filled.has(e.section) && Array.isArray(base) ? base : []), ...v]
      : { ...(typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {}), ...v }
    filled.add(e.section)
  }
  return out as unknown as Statistics
}
