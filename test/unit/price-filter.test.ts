import { fromDisplay } from '@/lib/money'
import { buildQuery, emptyFilters } from '@/pages/goodslist/store'

// The price filter is typed in the display currency (¥) and the server filters USDT prices:
// "¥100 – ¥200" must find what is shown between ¥100 and ¥200, not 100–200 USDT (¥720–¥1440).

const CNY = { currency: 'cny' as const, usdtCny: '7.20' }

test('a typed ¥ bound becomes USDT: the minimum rounds down, the maximum up', () => {
  expect(fromDisplay('100', CNY, 'min')).toBe('13.88')
  expect(fromDisplay('100', CNY, 'max')).toBe('13.89')
  expect(fromDisplay('72', CNY, 'min')).toBe('10')
  expect(fromDisplay('12.5', { currency: 'usdt', usdtCny: '7.20' }, 'max')).toBe('12.5')
})

test('the goods list query sends the ¥ range as USDT', () => {
  const q = buildQuery({ search: '' }, { ...emptyFilters(), priceMin: '100', priceMax: '200' }, { sort: 'price', order: 'asc' }, 1, CNY)
  expect([q.price_min, q.price_max]).toEqual(['13.88', '27.78'])
})
