// The sign-in calendar's arithmetic, on YYYY-MM strings (the server's Asia/Shanghai month), so the
// grid never depends on the device's time zone.

export interface CalendarCell {
  /** YYYY-MM-DD, or '' for a blank before the 1st */
  date: string
  day: number
}

/** The cells of a month, Sunday first: blanks up to the 1st's weekday, then every day. */
export function monthGrid (month: string): CalendarCell[] {
  const [y, m] = month.split('-').map(Number)
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay()
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const cells: CalendarCell[] = Array.from({ length: first }, () => ({ date: '', day: 0 }))
  for (let d = 1; d <= days; d++) cells.push({ date: `${month}-${String(d).padStart(2, '0')}`, day: d })
  return cells
}

/** The month `delta` months from `month` (YYYY-MM). */
export function shiftMonth (month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number)
  const at = new Date(Date.UTC(y, m - 1 + delta, 1))
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`
}
