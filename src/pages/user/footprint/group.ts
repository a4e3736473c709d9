import type { FootprintItem } from '../../../../types/catalog'
import { calendarDaysBetween, formatDate, toMs } from '@/lib/time'

// Footprints grouped by the local calendar day they were made (the list arrives newest first):
// today, yesterday, then the date (with the year only when it is not this year).

export type DayLabel =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'date', text: string }

export interface DayGroup {
  /** yyyy-MM-dd */
  key: string
  label: DayLabel
  items: FootprintItem[]
}

export function dayLabel (ts: number, now: number = Date.now()): DayLabel {
  const ms = toMs(ts)
  const days = calendarDaysBetween(ms, now)
  if (days <= 0) return { kind: 'today' }
  if (days === 1) return { kind: 'yesterday' }
  const sameYear = new Date(ms).getFullYear() === new Date(now).getFullYear()
  return { kind: 'date', text: formatDate(ms, sameYear ? 'MM-dd' : 'yyyy-MM-dd') }
}

/** Consecutive items of one day form one group; the order of the list is kept. */
export function groupByDay (items: FootprintItem[], now: number = Date.now()): DayGroup[] {
  const groups: DayGroup[] = []
  const byKey = new Map<string, DayGroup>()
  for (const it of items) {
    const key = formatDate(it.createtime, 'yyyy-MM-dd')
    let g = byKey.get(key)
    if (!g) {
      g = { key, label: dayLabel(it.createtime, now), items: [] }
      byKey.set(key, g)
      groups.push(g)
    }
    g.items.push(it)
  }
  return groups
}
