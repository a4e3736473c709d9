import { afterPay, ladderRows, lowestPrice, maxUnits, saving, seatSlots, seatsLeft, teamBadge, teamClock, unitPrice, zhDiscount } from '@/pages/apps/groups/rules'
import { parseConfirm } from '@/pages/apps/groups/order/confirm/store'
import { t, localeState } from '@/i18n'
import '@/i18n/domains/groups'
import type { GroupSkuPrice } from '../../types/groups'

// Group buying's display rules (issue 18, spec §2 /pages/apps/groups/*): what the goods page, the
// team page and the group orders show.

const prices: GroupSkuPrice[] = [
  { sku_id: 1, alone: '20.00', group: '16.00', ladders: [{ people_num: 5, price: '15.00' }, { people_num: 10, price: '13.00' }] },
  { sku_id: 2, alone: '12.50', group: '10.00', ladders: [{ people_num: 5, price: '9.37' }, { people_num: 10, price: '8.12' }] }
]

describe('team countdown clock', () => {
  it('reads hh:mm:ss under a day, zero-padded', () => {
    expect(teamClock(0)).toEqual({ days: 0, hms: '00:00:00' })
    expect(teamClock(59)).toEqual({ days: 0, hms: '00:00:59' })
    expect(teamClock(3600 + 5 * 60 + 9)).toEqual({ days: 0, hms: '01:05:09' })
    expect(teamClock(86399)).toEqual({ days: 0, hms: '23:59:59' })
  })
  it('puts whole days apart (a team may stay open 72 h)', () => {
    expect(teamClock(86400)).toEqual({ days: 1, hms: '00:00:00' })
    expect(teamClock(72 * 3600 - 1)).toEqual({ days: 2, hms: '23:59:59' })
  })
  it('never goes below zero and drops fractions', () => {
    expect(teamClock(-30)).toEqual({ days: 0, hms: '00:00:00' })
    expect(teamClock(61.9)).toEqual({ days: 0, hms: '00:01:01' })
  })
  it('reads in both languages', () => {
    localeState.lang = 'zh'
    expect(t('groups.clockDays', { d: 1, hms: '02:03:04' })).toBe('1天 02:03:04')
    expect(t('groups.need', { n: 1 })).toBe('还差1人')
    localeState.lang = 'en'
    expect(t('groups.clockDays', { d: 1, hms: '02:03:04' })).toBe('1d 02:03:04')
    expect(t('groups.need', { n: 1 })).toBe('1 more needed')
    localeState.lang = 'zh'
  })
})

describe('seats', () => {
  it('counts the open seats, never negative', () => {
    expect(seatsLeft(2, 1)).toBe(1)
    expect(seatsLeft(3, 3)).toBe(0)
    expect(seatsLeft(2, 5)).toBe(0)
  })
  it('lays out members first, then one placeholder per open seat', () => {
    expect(seatSlots(['a'], 3)).toEqual(['a', null, null])
    expect(seatSlots(['a', 'b'], 2)).toEqual(['a', 'b'])
    expect(seatSlots([], 2)).toEqual([null, null])
  })
})

describe('prices', () => {
  it('prices a choice: alone, group, or a ladder of the SKU', () => {
    expect(unitPrice(prices, 1, 'alone')).toBe('20.00')
    expect(unitPrice(prices, 1, 'group')).toBe('16.00')
    expect(unitPrice(prices, 2, 'ladder', 10)).toBe('8.12')
    expect(unitPrice(prices, 2, 'ladder', 7)).toBeNull()
    expect(unitPrice(prices, 3, 'group')).toBeNull()
  })
  it('shows the cheapest SKU before one is chosen (compared as decimals, not text)', () => {
    expect(lowestPrice(prices, 'group')).toBe('10.00')
    expect(lowestPrice(prices, 'alone')).toBe('12.50')
    expect(lowestPrice([{ sku_id: 1, alone: '9.00', group: '9.00', ladders: [] }, { sku_id: 2, alone: '10.00', group: '10.00', ladders: [] }], 'group')).toBe('9.00')
    expect(lowestPrice([], 'group')).toBeNull()
  })
  it('lists ladders fewest people first, priced for the chosen SKU or else the cheapest', () => {
    const ladders = [{ people_num: 10, discount: 65 }, { people_num: 5, discount: 75 }]
    expect(ladderRows(ladders, prices)).toEqual([
      { people_num: 5, discount: 75, price: '9.37' },
      { people_num: 10, discount: 65, price: '8.12' }
    ])
    expect(ladderRows(ladders, prices, 1).map((r) => r.price)).toEqual(['15.00', '13.00'])
    expect(ladderRows([], prices)).toEqual([])
  })
  it('says what grouping saves, nothing when it saves nothing', () => {
    expect(saving('20.00', '16.00')).toBe('4')
    expect(saving('12.50', '10.00')).toBe('2.5')
    expect(saving('10', '10')).toBe('0')
  })
  it('reads a percentage as Chinese 折 (80 → 8折, 85 → 8.5折)', () => {
    expect(zhDiscount(80)).toBe('8')
    expect(zhDiscount(85)).toBe('8.5')
    expect(zhDiscount(100)).toBe('10')
  })
  it('caps the units by the purchase limit left (null: stock only)', () => {
    expect(maxUnits(10, null)).toBe(10)
    expect(maxUnits(10, 3)).toBe(3)
    expect(maxUnits(2, 5)).toBe(2)
    expect(maxUnits(10, 0)).toBe(0)
  })
})

describe('group orders', () => {
  it("badges an order with its team's state and seats left, or as bought alone", () => {
    expect(teamBadge({ state: 'start', people_num: 3, join_num: 1 })).toEqual({ key: 'groups.badge.start', n: 2 })
    expect(teamBadge({ state: 'success', people_num: 2, join_num: 2 })).toEqual({ key: 'groups.badge.success', n: 0 })
    expect(teamBadge({ state: 'fail', people_num: 2, join_num: 1 }).key).toBe('groups.badge.fail')
    expect(teamBadge(null)).toEqual({ key: 'groups.badge.alone', n: 0 })
    localeState.lang = 'zh'
    expect(t('groups.badge.start', { n: 2 })).toBe('拼团中 · 差2人')
  })
  it('goes to the team after paying, or to the order when bought alone', () => {
    expect(afterPay(7, 3)).toEqual({ page: 'team', id: 3 })
    expect(afterPay(7, null)).toEqual({ page: 'details', id: 7 })
  })
})

describe('the confirmation query', () => {
  it('reads a group, a join, a ladder and an alone purchase', () => {
    expect(parseConfirm({ goods_id: '5', sku_id: '9', number: '2', type: 'group' })).toEqual({ goods_id: 5, sku_id: 9, number: 2, type: 'group' })
    expect(parseConfirm({ goods_id: '5', sku_id: '9', number: '1', type: 'group', team: '12' })).toEqual({ goods_id: 5, sku_id: 9, number: 1, type: 'group', team_id: 12 })
    expect(parseConfirm({ goods_id: '5', sku_id: '9', number: '1', type: 'ladder', ladder: '5' })).toEqual({ goods_id: 5, sku_id: 9, number: 1, type: 'ladder', ladder_people: 5 })
    // buying alone joins no team, whatever the link says
    expect(parseConfirm({ goods_id: '5', sku_id: '9', number: '1', type: 'alone', team: '12' })).toEqual({ goods_id: 5, sku_id: 9, number: 1, type: 'alone' })
  })
  it('refuses a broken query', () => {
    expect(parseConfirm({ goods_id: '5', sku_id: '9', number: '0', type: 'group' })).toBeNull()
    expect(parseConfirm({ goods_id: 'x', sku_id: '9', number: '1', type: 'group' })).toBeNull()
    expect(parseConfirm({ goods_id: '5', sku_id: '9', number: '1', type: 'cheap' })).toBeNull()
    expect(parseConfirm({ goods_id: '5', sku_id: '9', number: '1', type: 'ladder' })).toBeNull()
    expect(parseConfirm({})).toBeNull()
  })
})
