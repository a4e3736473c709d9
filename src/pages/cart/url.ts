import type { SettleLine } from '@/lib/models'

/** The order confirmation with a settlement list (spec §2: a type and a data list of goods). */
export function addOrderUrl (type: 'cart' | 'buy-now', lines: SettleLine[]): string {
  return `/pages/user/order/addorder?type=${type}&data=${encodeURIComponent(JSON.stringify(lines))}`
}
